import type { FakeEvent } from './fake-stripe-objects.ts';
import { signWebhookPayload } from './sign-webhook.ts';

/** Hands a signed event to our server and tells the HTTP status it answered. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** One attempt to deliver an event; status 0 when no answer came (error says why). */
export type WebhookDelivery = { event: FakeEvent; status: number; error?: string };

export type ReleaseOrder = 'as-given' | 'reversed';

/** Stripe gives an endpoint some seconds to answer; a test should not wait longer either. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Sends events to the webhook endpoint one at a time, in the order they happened, and records
 * each delivery. While holding, events wait instead, so a test can deliver them late, out of
 * order or twice, as Stripe may.
 */
export function createWebhookOutbox(options: {
  webhookSecret: string;
  webhookUrl?: string;
  deliver?: DeliverWebhook;
}) {
  const events: FakeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  let heldEvents: FakeEvent[] = [];
  let isHolding = false;
  let webhookUrl = options.webhookUrl;
  const inFlight = new Set<Promise<void>>();

  const postToUrl: DeliverWebhook = async (rawBody, headers) => {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhookUrl and no deliver callback.');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers,
      body: rawBody,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** Signs with a fresh timestamp on every attempt, as Stripe does when it retries. */
  async function send(event: FakeEvent): Promise<WebhookDelivery> {
    heldEvents = heldEvents.filter((held) => held !== event);
    // Stripe sends pretty-printed JSON: a receiver that verifies a re-serialised body fails here too.
    const rawBody = JSON.stringify(event, null, 2);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signWebhookPayload(rawBody, options.webhookSecret),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      accept: '*/*; q=0.5, application/xml',
      'cache-control': 'no-cache',
    };
    let delivery: WebhookDelivery;
    try {
      delivery = { event, status: await (options.deliver ?? postToUrl)(rawBody, headers) };
    } catch (error) {
      delivery = {
        event,
        status: 0,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    deliveries.push(delivery);
    return delivery;
  }

  async function deliverOrHold(newEvents: FakeEvent[]): Promise<void> {
    if (isHolding) {
      heldEvents.push(...newEvents);
      return;
    }
    if (!options.deliver && !webhookUrl) return;
    for (const event of newEvents) await send(event);
  }

  return {
    /** Every event the fake produced, delivered or not, in order. */
    events,
    deliveries,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Records new events and, unless holding, delivers them before returning. */
    async dispatch(newEvents: FakeEvent[]): Promise<void> {
      events.push(...newEvents);
      await deliverOrHold(newEvents);
    },
    /**
     * Records new events now and delivers them once `answered` settles: events caused by an
     * API call reach our server after Stripe's answer to that call, so a handler that holds a
     * lock while it calls Stripe does not wait on its own webhook.
     */
    dispatchAfter(newEvents: FakeEvent[], answered: Promise<unknown>): void {
      events.push(...newEvents);
      const job: Promise<void> = answered
        .catch(() => undefined)
        .then(() => deliverOrHold(newEvents))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    /** Resolves once every delivery started in the background has ended. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    send,
    hold() {
      isHolding = true;
    },
    held: (): FakeEvent[] => [...heldEvents],
    /**
     * Stops holding and delivers the chosen held events (all by default) in the order given, or
     * reversed. Events not chosen stay held until sent or released.
     */
    async release(
      chosen: FakeEvent[] = [...heldEvents],
      { order = 'as-given' }: { order?: ReleaseOrder } = {},
    ): Promise<WebhookDelivery[]> {
      isHolding = false;
      const toSend = order === 'reversed' ? [...chosen].reverse() : chosen;
      const made: WebhookDelivery[] = [];
      for (const event of toSend) made.push(await send(event));
      return made;
    },
  };
}

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
