import type { CheckoutSessionParams } from './checkout-session-params.ts';
import { buildEvent } from './fake-events.ts';
import { createPayment, declinePendingPayment, type PaymentOutcome } from './fake-payments.ts';
import type { FakeCheckoutSession, FakeEvent } from './fake-stripe-objects.ts';
import { findOrThrow, type StripeStore } from './fake-stripe-store.ts';
import { billSubscription, createSubscription } from './fake-subscriptions.ts';
import { invalidParam } from './stripe-api-error.ts';

/** Stripe's bounds for `expires_at`, and its default: a day after creation. */
const MIN_LIFETIME_SECONDS = 30 * 60;
const MAX_LIFETIME_SECONDS = 24 * 3600;

export function createCheckoutSession(
  store: StripeStore,
  params: CheckoutSessionParams,
  origin: string,
): FakeCheckoutSession {
  const created = store.now();
  const expiresAt = params.expiresAt ?? created + MAX_LIFETIME_SECONDS;
  if (expiresAt < created + MIN_LIFETIME_SECONDS || expiresAt > created + MAX_LIFETIME_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  const id = store.newId('cs_test');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: params.amountTotal,
    amount_total: params.amountTotal,
    cancel_url: params.cancelUrl,
    client_reference_id: params.clientReferenceId,
    created,
    currency: params.currency,
    customer: null,
    customer_details: null,
    customer_email: params.customerEmail,
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: params.locale,
    metadata: { ...params.metadata },
    mode: params.mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: params.successUrl,
    ui_mode: 'hosted_page',
    url: `${origin}/pay/${id}`,
  };
  store.sessions.set(id, session);
  store.sessionParams.set(id, params);
  return session;
}

/**
 * The donor pays on the hosted page. "paid": the card is taken (a subscription starts and its
 * first invoice is paid). "pending": a delayed method (a bank debit) is on its way, so the
 * session completes unpaid; failCheckoutSession then tells how it ended.
 */
export function completeCheckoutSession(
  store: StripeStore,
  sessionId: string,
  payment: 'paid' | 'pending' = 'paid',
): FakeEvent[] {
  const { session, params } = findOpenSession(store, sessionId);
  if (payment === 'pending' && params.mode !== 'payment') {
    throw new Error('The fake Stripe models pending payments in payment mode only.');
  }
  closeSession(session, params);
  if (params.mode === 'payment') {
    session.payment_intent = payForSession(
      store,
      params,
      payment === 'paid' ? 'succeeded' : 'pending',
    );
    session.payment_status = payment === 'paid' ? 'paid' : 'unpaid';
    return [buildEvent(store, 'checkout.session.completed', session)];
  }

  // A subscription needs a customer; Checkout makes one from the email the donor gave.
  const customer = store.newId('cus');
  store.customerEmails.set(customer, params.customerEmail);
  const lineItem = params.lineItems[0]!;
  const subscription = createSubscription(store, {
    customer,
    description: params.subscriptionData.description,
    metadata: params.subscriptionData.metadata,
    plan: {
      amount: params.amountTotal,
      currency: params.currency,
      interval: lineItem.interval ?? 'month',
      productName: lineItem.name,
    },
  });
  const firstBill = billSubscription(store, subscription.id, {
    billingReason: 'subscription_create',
    isPaid: true,
  });
  session.customer = customer;
  session.subscription = subscription.id;
  session.invoice = firstBill.invoice.id;
  session.payment_status = 'paid';
  return [buildEvent(store, 'checkout.session.completed', session), firstBill.event];
}

/**
 * An async payment that failed after the donor left the page: the session is complete but
 * unpaid. Works on an open session (straight to the failure) or on one completed "pending".
 * In subscription mode no subscription is started (Stripe would leave an incomplete one).
 */
export function failCheckoutSession(store: StripeStore, sessionId: string): FakeEvent[] {
  const session = findOrThrow(store.sessions, sessionId, 'checkout session');
  const params = findOrThrow(store.sessionParams, sessionId, 'checkout session');
  if (session.status === 'open') {
    closeSession(session, params);
    if (params.mode === 'payment') session.payment_intent = payForSession(store, params, 'pending');
  } else if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
    throw new Error(
      `The fake Stripe cannot fail ${sessionId}: it is ${session.status}, ${session.payment_status}.`,
    );
  }
  const paymentIntent = store.paymentIntents.get(String(session.payment_intent));
  if (paymentIntent) declinePendingPayment(paymentIntent);
  return [buildEvent(store, 'checkout.session.async_payment_failed', session)];
}

/** The donor left the page and the session ran out (Stripe's 24 hours, or the test's say-so). */
export function expireCheckoutSession(store: StripeStore, sessionId: string): FakeEvent[] {
  const { session } = findOpenSession(store, sessionId);
  session.status = 'expired';
  session.url = null;
  return [buildEvent(store, 'checkout.session.expired', session)];
}

function findOpenSession(store: StripeStore, sessionId: string) {
  const session = findOrThrow(store.sessions, sessionId, 'checkout session');
  const params = findOrThrow(store.sessionParams, sessionId, 'checkout session');
  if (session.status !== 'open') {
    throw new Error(
      `The fake Stripe's checkout session ${sessionId} is ${session.status}, not open.`,
    );
  }
  return { session, params };
}

/** The donor has left the page: its URL is spent and what they entered is on the session. */
function closeSession(session: FakeCheckoutSession, params: CheckoutSessionParams) {
  session.status = 'complete';
  session.url = null;
  session.customer_details = {
    address: null,
    business_name: null,
    email: params.customerEmail,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

/** A one-time payment carries payment_intent_data's description and metadata. */
function payForSession(
  store: StripeStore,
  params: CheckoutSessionParams,
  outcome: PaymentOutcome,
): string {
  const { paymentIntent } = createPayment(
    store,
    {
      amount: params.amountTotal,
      currency: params.currency,
      customer: null,
      description: params.paymentIntentData.description,
      metadata: params.paymentIntentData.metadata,
    },
    outcome,
  );
  return paymentIntent.id;
}
