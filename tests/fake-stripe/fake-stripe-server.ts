import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { systemClock, type Clock } from '../../src/server/clock.ts';
import {
  completeCheckoutSession,
  expireCheckoutSession,
  failCheckoutSession,
} from './fake-checkout-sessions.ts';
import { refundPayment } from './fake-refunds.ts';
import { fakeBillingPortalPage } from './fake-billing-portal.ts';
import type {
  FakeBillingPortalSession,
  FakeCharge,
  FakeCheckoutSession,
  FakeEvent,
  FakeInvoice,
  FakePaymentIntent,
  FakeRefund,
  FakeSubscription,
} from './fake-stripe-objects.ts';
import { createStripeStore, findOrThrow } from './fake-stripe-store.ts';
import { billSubscription, cancelSubscription } from './fake-subscriptions.ts';
import { parseFormBody } from './form-body.ts';
import { hostedCheckoutPage } from './hosted-checkout-page.ts';
import { signWebhookPayload } from './sign-webhook.ts';
import { StripeApiError } from './stripe-api-error.ts';
import { stripeApiRoutes, unrecognizedUrl, type StripeApiCall } from './stripe-api-routes.ts';
import {
  createWebhookOutbox,
  type DeliverWebhook,
  type ReleaseOrder,
  type WebhookDelivery,
} from './webhook-outbox.ts';

export type FakeStripeOptions = {
  /** The key our server must send as `Authorization: Bearer …`. */
  secretKey: string;
  /** The endpoint's signing secret (`whsec_…`) every webhook is signed with. */
  webhookSecret: string;
  /** Where webhooks are POSTed (e2e: our running server). */
  webhookUrl?: string;
  /** Instead of HTTP, hand each webhook to this (server tests: Fastify's inject). */
  deliver?: DeliverWebhook;
  /** Stamps `created` and `expires_at`; signatures always use the real time, as Stripe's do. */
  clock?: Clock;
};

export type FakeStripe = {
  /** "http://127.0.0.1:PORT"; host, port and protocol are the stripe package's settings. */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  webhookSecret: string;
  /** Live objects: they change as the kit or the hosted page moves them on. */
  sessions: ReadonlyMap<string, FakeCheckoutSession>;
  subscriptions: ReadonlyMap<string, FakeSubscription>;
  invoices: ReadonlyMap<string, FakeInvoice>;
  paymentIntents: ReadonlyMap<string, FakePaymentIntent>;
  charges: ReadonlyMap<string, FakeCharge>;
  refunds: ReadonlyMap<string, FakeRefund>;
  /** Customer Portal sessions ("Update my card"), each with the URL the fake serves. */
  billingPortalSessions: ReadonlyMap<string, FakeBillingPortalSession>;
  /** Every event made, delivered or not, in order. */
  events: readonly FakeEvent[];
  /** Every delivery attempt and the HTTP status our server answered (0: no answer). */
  deliveries: readonly WebhookDelivery[];
  /** Every /v1 call our server made, with its parameters as parsed. */
  apiCalls: readonly StripeApiCall[];
  /**
   * What Pay on the hosted page does. `payment: 'pending'` completes a one-time payment unpaid
   * (a bank debit on its way): follow it with failSession for the failure.
   */
  completeSession(
    sessionId: string,
    options?: { payment?: 'paid' | 'pending' },
  ): Promise<FakeCheckoutSession>;
  /** An async payment failed: `checkout.session.async_payment_failed`, complete but unpaid. */
  failSession(sessionId: string): Promise<FakeCheckoutSession>;
  /** The session ran out: `checkout.session.expired`. */
  expireSession(sessionId: string): Promise<FakeCheckoutSession>;
  /** Next period paid: a `subscription_cycle` invoice and `invoice.paid`. */
  renewSubscription(subscriptionId: string): Promise<FakeInvoice>;
  /** Next period declined: an open invoice, `invoice.payment_failed`, subscription past_due. */
  failRenewal(subscriptionId: string): Promise<FakeInvoice>;
  /** As a refund made in Stripe's dashboard: `charge.refunded`. */
  refund(paymentIntentId: string, amount?: number): Promise<FakeRefund>;
  /** As a cancellation in Stripe's dashboard: `customer.subscription.deleted`. */
  cancelSubscription(subscriptionId: string): Promise<FakeSubscription>;
  /** From now on events wait in held() instead of being delivered. */
  hold(): void;
  held(): FakeEvent[];
  /** Stops holding; delivers the chosen held events (default all) as given or reversed. */
  release(events?: FakeEvent[], options?: { order?: ReleaseOrder }): Promise<WebhookDelivery[]>;
  /** Delivers any event (again), freshly signed: a retry or a duplicate. */
  send(event: FakeEvent): Promise<WebhookDelivery>;
  /** Resolves when the webhooks caused by API calls (refund, cancel) have been delivered. */
  settled(): Promise<void>;
  /** A Stripe-Signature header for a body: good by default; stale or wrong with the options. */
  signedHeader(rawBody: string, options?: { timestamp?: number; secret?: string }): string;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
};

/**
 * A local stand-in for Stripe on 127.0.0.1 and a free port: the v1 calls our server makes, in
 * Stripe's wire format (form-encoded requests, JSON answers and errors), a hosted payment page,
 * and webhooks signed as Stripe documents. The stripe package talks to it unchanged.
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const store = createStripeStore(options.clock ?? systemClock);
  const outbox = createWebhookOutbox(options);
  const apiCalls: StripeApiCall[] = [];

  const app = Fastify({ logger: false, genReqId: () => store.newId('req') });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('request-id', request.id);
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StripeApiError) {
      return reply.status(error.statusCode).send({ error: error.body });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const message = error instanceof Error ? error.message : String(error);
    return reply.status(status).send({
      error: { type: status < 500 ? 'invalid_request_error' : 'api_error', message },
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: unrecognizedUrl(request).body }),
  );
  // Known once listening; the handlers only run after that.
  let url = '';
  await app.register(stripeApiRoutes, {
    prefix: '/v1',
    secretKey: options.secretKey,
    store,
    outbox,
    apiCalls,
    origin: () => url,
  });
  await app.register(hostedCheckoutPage, { store, outbox });
  await app.register(fakeBillingPortalPage, { store });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey: options.secretKey,
    webhookSecret: options.webhookSecret,
    sessions: store.sessions,
    subscriptions: store.subscriptions,
    invoices: store.invoices,
    paymentIntents: store.paymentIntents,
    charges: store.charges,
    refunds: store.refunds,
    billingPortalSessions: store.billingPortalSessions,
    events: outbox.events,
    deliveries: outbox.deliveries,
    apiCalls,
    async completeSession(sessionId, { payment = 'paid' } = {}) {
      await outbox.dispatch(completeCheckoutSession(store, sessionId, payment));
      return findOrThrow(store.sessions, sessionId, 'checkout session');
    },
    async failSession(sessionId) {
      await outbox.dispatch(failCheckoutSession(store, sessionId));
      return findOrThrow(store.sessions, sessionId, 'checkout session');
    },
    async expireSession(sessionId) {
      await outbox.dispatch(expireCheckoutSession(store, sessionId));
      return findOrThrow(store.sessions, sessionId, 'checkout session');
    },
    async renewSubscription(subscriptionId) {
      const { invoice, event } = billSubscription(store, subscriptionId, {
        billingReason: 'subscription_cycle',
        isPaid: true,
      });
      await outbox.dispatch([event]);
      return invoice;
    },
    async failRenewal(subscriptionId) {
      const { invoice, event } = billSubscription(store, subscriptionId, {
        billingReason: 'subscription_cycle',
        isPaid: false,
      });
      await outbox.dispatch([event]);
      return invoice;
    },
    async refund(paymentIntentId, amount) {
      const { refund, event } = refundPayment(store, { paymentIntentId, amount });
      await outbox.dispatch([event]);
      return refund;
    },
    async cancelSubscription(subscriptionId) {
      const { subscription, event } = cancelSubscription(store, subscriptionId);
      await outbox.dispatch([event]);
      return subscription;
    },
    hold: () => outbox.hold(),
    held: () => outbox.held(),
    release: (events, releaseOptions) => outbox.release(events, releaseOptions),
    send: (event) => outbox.send(event),
    settled: () => outbox.settled(),
    signedHeader: (rawBody, { timestamp, secret } = {}) =>
      signWebhookPayload(rawBody, secret ?? options.webhookSecret, timestamp),
    setWebhookUrl: (webhookUrl) => outbox.setWebhookUrl(webhookUrl),
    async close() {
      // Webhooks still on their way would reach a server the test is tearing down.
      await outbox.settled();
      await app.close();
    },
  };
}
