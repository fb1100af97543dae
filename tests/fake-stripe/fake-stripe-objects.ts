import type Stripe from 'stripe';

/**
 * The objects the fake answers and sends, as subsets of the stripe package's own types: every
 * field the fake writes has Stripe's name and value type, and a field a real object has but the
 * fake leaves out is simply absent (never present with a made-up shape).
 */
export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'subscription'
  | 'success_url'
  | 'ui_mode'
  | 'url'
>;

export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'status'
>;

export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'refunded'
  | 'status'
>;

export type FakeRefund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

/**
 * A subscription's one line as the fake keeps it: the price is the subset of Stripe's Price that
 * our calls read and write (its product, amount and interval).
 */
export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'metadata' | 'quantity' | 'subscription'
> & {
  price: Pick<
    Stripe.Price,
    'id' | 'object' | 'active' | 'currency' | 'livemode' | 'product' | 'type' | 'unit_amount'
  > & { recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count'> };
};

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'pause_collection'
  | 'start_date'
  | 'status'
> & {
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string };
};

/** A Customer Portal session (`billing_portal.session`): where the donor changes their card. */
export type FakeBillingPortalSession = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'created' | 'customer' | 'livemode' | 'locale' | 'return_url' | 'url'
>;

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
>;

/** Small enough to write whole. */
export type FakeInvoicePayment = Stripe.InvoicePayment;

export type FakeStripeObject =
  | FakeCheckoutSession
  | FakePaymentIntent
  | FakeCharge
  | FakeRefund
  | FakeSubscription
  | FakeInvoice
  | FakeInvoicePayment;

/** The event types the fake sends; Extract keeps them to names Stripe really uses. */
export type FakeEventType = Extract<
  Stripe.Event.Type,
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'charge.refunded'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
>;

export type FakeEvent = Omit<Stripe.EventBase, 'type' | 'data'> & {
  type: FakeEventType;
  data: { object: FakeStripeObject; previous_attributes?: Record<string, unknown> };
};
