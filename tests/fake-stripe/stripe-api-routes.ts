import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readCheckoutSessionParams } from './checkout-session-params.ts';
import { createCheckoutSession } from './fake-checkout-sessions.ts';
import type { EventCause } from './fake-events.ts';
import { refundPayment } from './fake-refunds.ts';
import type { FakeEvent } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';
import { createBillingPortalSession } from './fake-billing-portal.ts';
import { updateSubscription } from './fake-subscription-changes.ts';
import { cancelSubscription } from './fake-subscriptions.ts';
import { parseFormBody, type FormObject } from './form-body.ts';
import {
  readHash,
  readInteger,
  readMetadata,
  readString,
  rejectUnknownParams,
} from './form-params.ts';
import { createIdempotencyKeys } from './idempotency-keys.ts';
import { invalidParam, noSuchObject, StripeApiError } from './stripe-api-error.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

/** One call our server made, as the fake received it. */
export type StripeApiCall = {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
  stripeVersion: string | null;
};

export type StripeApiContext = {
  secretKey: string;
  store: StripeStore;
  outbox: WebhookOutbox;
  apiCalls: StripeApiCall[];
  /** The fake's own origin, for the hosted page's URL; known once it listens. */
  origin: () => string;
};

// prettier-ignore
const REFUND_PARAMS = [
  'amount', 'charge', 'currency', 'customer', 'expand', 'instructions_email', 'metadata', 'origin',
  'payment_intent', 'reason', 'refund_application_fee', 'reverse_transfer',
];
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
// prettier-ignore
const INVOICE_PAYMENT_LIST_PARAMS = [
  'created', 'ending_before', 'expand', 'invoice', 'limit', 'payment', 'starting_after', 'status',
];

/** Stripe's v1 API, the calls our server makes: under /v1, behind the secret key. */
export const stripeApiRoutes: FastifyPluginAsync<StripeApiContext> = async (app, context) => {
  const { store, outbox } = context;
  const idempotencyKeys = createIdempotencyKeys();
  const retrievable: Record<string, [Map<string, object>, string]> = {
    subscriptions: [store.subscriptions, 'subscription'],
    invoices: [store.invoices, 'invoice'],
    payment_intents: [store.paymentIntents, 'payment_intent'],
    charges: [store.charges, 'charge'],
    refunds: [store.refunds, 'refund'],
  };

  app.addHook('onRequest', async (request) => checkApiKey(request, context.secretKey));
  app.addHook('preHandler', async (request) => {
    context.apiCalls.push({
      method: request.method,
      path: request.url.split('?')[0]!,
      params: request.method === 'POST' ? formOf(request) : queryOf(request),
      idempotencyKey: headerOf(request, 'idempotency-key'),
      stripeVersion: headerOf(request, 'stripe-version'),
    });
  });

  /** A POST runs once per Idempotency-Key; the events it causes go out after the answer. */
  const runOnce = (
    request: FastifyRequest,
    reply: FastifyReply,
    run: (cause: EventCause) => { body: unknown; events?: FakeEvent[] },
  ) => {
    const key = headerOf(request, 'idempotency-key');
    const fingerprint = `${request.url} ${JSON.stringify(formOf(request))}`;
    const saved = idempotencyKeys.replay(key ?? undefined, fingerprint);
    if (saved !== null) {
      reply.header('idempotent-replayed', 'true');
      return saved;
    }
    const { body, events = [] } = run({ id: request.id, idempotency_key: key });
    idempotencyKeys.save(key ?? undefined, fingerprint, body);
    sendAfterAnswer(reply, events);
    return body;
  };
  const sendAfterAnswer = (reply: FastifyReply, events: FakeEvent[]) => {
    const answered = new Promise((resolve) => {
      reply.raw.once('finish', resolve);
      reply.raw.once('close', resolve);
    });
    if (events.length > 0) outbox.dispatchAfter(events, answered);
  };

  app.post('/checkout/sessions', async (request, reply) =>
    runOnce(request, reply, () => ({
      body: createCheckoutSession(
        store,
        readCheckoutSessionParams(formOf(request)),
        context.origin(),
      ),
    })),
  );

  app.get<{ Params: { id: string } }>('/checkout/sessions/:id', async (request) => {
    refuseExpand(queryOf(request));
    const session = store.sessions.get(request.params.id);
    if (!session) throw noSuchObject('checkout.session', request.params.id);
    return session;
  });

  app.get('/invoice_payments', async (request) => {
    const query = queryOf(request);
    rejectUnknownParams(query, INVOICE_PAYMENT_LIST_PARAMS);
    for (const param of ['expand', 'starting_after', 'ending_before', 'created']) {
      if (query[param] !== undefined) throw notModelled(param);
    }
    const invoice = readString(query, 'invoice');
    if (invoice && !store.invoices.has(invoice)) throw noSuchObject('invoice', invoice, 'invoice');
    const payment = readHash(query, 'payment');
    const paymentIntent = payment && readString(payment, 'payment_intent', 'payment');
    const status = readString(query, 'status');
    const limit = readInteger(query, 'limit') ?? 10;
    if (limit < 1 || limit > 100) {
      throw invalidParam('limit', 'This value must be between 1 and 100.');
    }
    // Stripe lists the newest first.
    const matching = [...store.invoicePayments.values()]
      .reverse()
      .filter((entry) => !invoice || entry.invoice === invoice)
      .filter((entry) => !paymentIntent || entry.payment.payment_intent === paymentIntent)
      .filter((entry) => !status || entry.status === status);
    return {
      object: 'list',
      data: matching.slice(0, limit),
      has_more: matching.length > limit,
      url: '/v1/invoice_payments',
    };
  });

  app.post<{ Params: { id: string } }>('/subscriptions/:id', async (request, reply) =>
    runOnce(request, reply, (cause) => {
      const { subscription, event } = updateSubscription(
        store,
        request.params.id,
        formOf(request),
        cause,
      );
      return { body: subscription, events: [event] };
    }),
  );

  app.post('/billing_portal/sessions', async (request, reply) =>
    runOnce(request, reply, () => ({
      body: createBillingPortalSession(store, formOf(request), context.origin()),
    })),
  );

  app.delete<{ Params: { id: string } }>('/subscriptions/:id', async (request, reply) => {
    const query = queryOf(request);
    rejectUnknownParams(query, ['cancellation_details', 'expand', 'invoice_now', 'prorate']);
    refuseExpand(query);
    const { subscription, event } = cancelSubscription(store, request.params.id, {
      id: request.id,
      idempotency_key: headerOf(request, 'idempotency-key'),
    });
    sendAfterAnswer(reply, [event]);
    return subscription;
  });

  app.post('/refunds', async (request, reply) =>
    runOnce(request, reply, (cause) => {
      const form = formOf(request);
      rejectUnknownParams(form, REFUND_PARAMS);
      const paymentIntentId = readString(form, 'payment_intent');
      const chargeId = readString(form, 'charge');
      if (!paymentIntentId && !chargeId) {
        throw new StripeApiError(400, {
          message:
            'One of the following params should be provided for this request: payment_intent or charge.',
        });
      }
      const reason = readString(form, 'reason');
      if (reason !== undefined && !REFUND_REASONS.includes(reason)) {
        throw invalidParam(
          'reason',
          'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        );
      }
      const { refund, event } = refundPayment(store, {
        paymentIntentId,
        chargeId,
        amount: readInteger(form, 'amount'),
        reason: reason ?? null,
        metadata: readMetadata(form, 'metadata'),
        cause,
      });
      return { body: refund, events: [event] };
    }),
  );

  // Plain retrieves of what Checkout made, for a server that looks one up.
  app.get<{ Params: { collection: string; id: string } }>('/:collection/:id', async (request) => {
    const [objects, kind] = retrievable[request.params.collection] ?? [];
    if (!objects || !kind) throw unrecognizedUrl(request);
    refuseExpand(queryOf(request));
    const found = objects.get(request.params.id);
    if (!found) throw noSuchObject(kind, request.params.id);
    return found;
  });
};

function checkApiKey(request: FastifyRequest, secretKey: string) {
  const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!key) {
    throw new StripeApiError(401, {
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  if (key !== secretKey) {
    // Stripe shows the start and the last four characters of the key it refused.
    const masked =
      key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '***';
    throw new StripeApiError(401, { message: `Invalid API Key provided: ${masked}` });
  }
}

export const unrecognizedUrl = (request: FastifyRequest) =>
  new StripeApiError(404, {
    message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });

const notModelled = (param: string) =>
  invalidParam(param, `The fake Stripe does not model \`${param}\`; add it to the fake.`);

function refuseExpand(query: FormObject) {
  if (query.expand !== undefined) throw notModelled('expand');
}

const formOf = (request: FastifyRequest): FormObject => (request.body as FormObject | null) ?? {};

const queryOf = (request: FastifyRequest): FormObject =>
  parseFormBody(request.url.split('?')[1] ?? '');

function headerOf(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
