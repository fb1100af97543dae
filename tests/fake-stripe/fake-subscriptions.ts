import { buildEvent, type EventCause } from './fake-events.ts';
import { createPayment } from './fake-payments.ts';
import type { FakeEvent, FakeInvoice, FakeSubscription } from './fake-stripe-objects.ts';
import { findOrThrow, type StripeStore, type SubscriptionPlan } from './fake-stripe-store.ts';
import { noSuchObject } from './stripe-api-error.ts';

/** Stripe's Smart Retries try a declined renewal again some days later. */
const RETRY_AFTER_SECONDS = 3 * 24 * 3600;

export function createSubscription(
  store: StripeStore,
  details: {
    customer: string;
    description: string | null;
    metadata: Record<string, string>;
    plan: SubscriptionPlan;
  },
): FakeSubscription {
  const now = store.now();
  const id = store.newId('sub');
  const subscription: FakeSubscription = {
    id,
    object: 'subscription',
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: details.plan.currency,
    customer: details.customer,
    description: details.description,
    ended_at: null,
    latest_invoice: null,
    livemode: false,
    metadata: { ...details.metadata },
    pause_collection: null,
    start_date: now,
    status: 'active',
    items: {
      object: 'list',
      data: [
        {
          id: store.newId('si'),
          object: 'subscription_item',
          created: now,
          metadata: {},
          quantity: 1,
          subscription: id,
          price: {
            id: store.newId('price'),
            object: 'price',
            active: false,
            currency: details.plan.currency,
            livemode: false,
            product: store.newId('prod'),
            type: 'recurring',
            unit_amount: details.plan.amount,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
  };
  store.subscriptions.set(subscription.id, subscription);
  store.subscriptionPlans.set(subscription.id, details.plan);
  return subscription;
}

/**
 * One billing of a subscription: an Invoice whose `parent` names the subscription and carries
 * its metadata (where API 2026-10-28 puts them), paid or declined, with its PaymentIntent listed
 * in /v1/invoice_payments; and `invoice.paid` or `invoice.payment_failed`.
 */
export function billSubscription(
  store: StripeStore,
  subscriptionId: string,
  options: { billingReason: 'subscription_create' | 'subscription_cycle'; isPaid: boolean },
): { invoice: FakeInvoice; event: FakeEvent } {
  const subscription = findOrThrow(store.subscriptions, subscriptionId, 'subscription');
  if (subscription.status === 'canceled') {
    throw new Error(`The fake Stripe cannot bill ${subscriptionId}: it is canceled.`);
  }
  if (subscription.pause_collection) {
    // With behavior 'void' Stripe voids the period's invoice: nothing is charged or sent as paid.
    throw new Error(`The fake Stripe does not bill ${subscriptionId}: its collection is paused.`);
  }
  const plan = findOrThrow(store.subscriptionPlans, subscriptionId, 'subscription plan');
  const customer = String(subscription.customer);
  const now = store.now();
  const { paymentIntent } = createPayment(
    store,
    {
      amount: plan.amount,
      currency: plan.currency,
      customer,
      description:
        options.billingReason === 'subscription_create'
          ? 'Subscription creation'
          : 'Subscription update',
      metadata: {},
    },
    options.isPaid ? 'succeeded' : 'declined',
  );
  const invoice: FakeInvoice = {
    id: store.newId('in'),
    object: 'invoice',
    amount_due: plan.amount,
    amount_paid: options.isPaid ? plan.amount : 0,
    amount_remaining: options.isPaid ? 0 : plan.amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: options.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: plan.currency,
    customer,
    customer_email: store.customerEmails.get(customer) ?? null,
    description: null,
    livemode: false,
    metadata: {},
    next_payment_attempt: options.isPaid ? null : now + RETRY_AFTER_SECONDS,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: subscription.id,
        metadata: { ...subscription.metadata },
      },
    },
    period_end: now,
    period_start: now,
    status: options.isPaid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: options.isPaid ? now : null,
      voided_at: null,
    },
    subtotal: plan.amount,
    total: plan.amount,
  };
  store.invoices.set(invoice.id, invoice);
  const invoicePaymentId = store.newId('inpay');
  store.invoicePayments.set(invoicePaymentId, {
    id: invoicePaymentId,
    object: 'invoice_payment',
    amount_paid: options.isPaid ? plan.amount : null,
    amount_requested: plan.amount,
    created: now,
    currency: plan.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
    status: options.isPaid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: options.isPaid ? now : null },
  });
  subscription.latest_invoice = invoice.id;
  // A declined renewal leaves the subscription past due; a paid one puts it right again.
  subscription.status = options.isPaid ? 'active' : 'past_due';
  const event = buildEvent(
    store,
    options.isPaid ? 'invoice.paid' : 'invoice.payment_failed',
    invoice,
  );
  return { invoice, event };
}

/** Cancels at once, as DELETE /v1/subscriptions/:id does; Stripe answers a second cancel with 404. */
export function cancelSubscription(
  store: StripeStore,
  subscriptionId: string,
  cause?: EventCause,
): { subscription: FakeSubscription; event: FakeEvent } {
  const subscription = store.subscriptions.get(subscriptionId);
  if (!subscription || subscription.status === 'canceled') {
    throw noSuchObject('subscription', subscriptionId);
  }
  const now = store.now();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: 'cancellation_requested',
  };
  const event = buildEvent(store, 'customer.subscription.deleted', subscription, { cause });
  return { subscription, event };
}
