import type { FakeCharge, FakePaymentIntent } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';

export type PaymentDetails = {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
};

/** How a card attempt ended: taken, declined, or still on its way (a bank debit, say). */
export type PaymentOutcome = 'succeeded' | 'declined' | 'pending';

/**
 * A PaymentIntent and, unless the payment is still pending, the Charge of its one attempt. A
 * Charge carries its PaymentIntent's metadata and description, as Stripe copies them.
 */
export function createPayment(
  store: StripeStore,
  details: PaymentDetails,
  outcome: PaymentOutcome,
): { paymentIntent: FakePaymentIntent; charge: FakeCharge | null } {
  const created = store.now();
  const paymentIntent: FakePaymentIntent = {
    id: store.newId('pi'),
    object: 'payment_intent',
    amount: details.amount,
    amount_received: outcome === 'succeeded' ? details.amount : 0,
    created,
    currency: details.currency,
    customer: details.customer,
    description: details.description,
    latest_charge: null,
    livemode: false,
    metadata: { ...details.metadata },
    status: { succeeded: 'succeeded', declined: 'requires_payment_method', pending: 'processing' }[
      outcome
    ],
  };
  store.paymentIntents.set(paymentIntent.id, paymentIntent);
  if (outcome === 'pending') return { paymentIntent, charge: null };

  const isPaid = outcome === 'succeeded';
  const charge: FakeCharge = {
    id: store.newId('ch'),
    object: 'charge',
    amount: details.amount,
    amount_captured: isPaid ? details.amount : 0,
    amount_refunded: 0,
    captured: isPaid,
    created,
    currency: details.currency,
    customer: details.customer,
    description: details.description,
    failure_code: isPaid ? null : 'card_declined',
    failure_message: isPaid ? null : 'Your card was declined.',
    livemode: false,
    metadata: { ...details.metadata },
    paid: isPaid,
    payment_intent: paymentIntent.id,
    refunded: false,
    status: isPaid ? 'succeeded' : 'failed',
  };
  store.charges.set(charge.id, charge);
  paymentIntent.latest_charge = charge.id;
  return { paymentIntent, charge };
}

/** A pending payment that the bank turned down in the end (an async payment method failing). */
export function declinePendingPayment(paymentIntent: FakePaymentIntent): void {
  paymentIntent.status = 'requires_payment_method';
}
