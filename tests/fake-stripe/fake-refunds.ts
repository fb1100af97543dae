import { buildEvent, type EventCause } from './fake-events.ts';
import type { FakeEvent, FakeRefund } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';
import { invalidParam, noSuchObject, StripeApiError } from './stripe-api-error.ts';

export type RefundRequest = {
  /** One of the two names the payment: Stripe accepts either. */
  paymentIntentId?: string;
  chargeId?: string;
  /** Cents; the whole unrefunded rest when left out. */
  amount?: number;
  reason?: FakeRefund['reason'];
  metadata?: Record<string, string>;
  cause?: EventCause;
};

/** Refunds (part of) a payment's charge: a Refund, and `charge.refunded` with the Charge after it. */
export function refundPayment(
  store: StripeStore,
  request: RefundRequest,
): { refund: FakeRefund; event: FakeEvent } {
  const charge = findCharge(store, request);
  const unrefunded = charge.amount_captured - charge.amount_refunded;
  if (unrefunded === 0) {
    throw new StripeApiError(400, {
      message: `Charge ${charge.id} has already been refunded.`,
      code: 'charge_already_refunded',
    });
  }
  const amount = request.amount ?? unrefunded;
  if (amount < 1) {
    throw invalidParam('amount', 'Refund amount must be at least 1 cent.', 'amount_too_small');
  }
  if (amount > unrefunded) {
    throw invalidParam(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${unrefunded})`,
      'amount_too_large',
    );
  }

  const refund: FakeRefund = {
    id: store.newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    metadata: { ...request.metadata },
    payment_intent: charge.payment_intent,
    reason: request.reason ?? null,
    status: 'succeeded',
  };
  store.refunds.set(refund.id, refund);
  const previousAttributes = {
    amount_refunded: charge.amount_refunded,
    refunded: charge.refunded,
  };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  const event = buildEvent(store, 'charge.refunded', charge, {
    cause: request.cause,
    previousAttributes,
  });
  return { refund, event };
}

function findCharge(store: StripeStore, request: RefundRequest) {
  if (request.chargeId) {
    const charge = store.charges.get(request.chargeId);
    if (!charge) throw noSuchObject('charge', request.chargeId, 'charge');
    return charge;
  }
  const id = request.paymentIntentId ?? '';
  const paymentIntent = store.paymentIntents.get(id);
  if (!paymentIntent) throw noSuchObject('payment_intent', id, 'payment_intent');
  const charge = store.charges.get(String(paymentIntent.latest_charge));
  if (!charge || paymentIntent.status !== 'succeeded') {
    throw invalidParam(
      'payment_intent',
      `This PaymentIntent (${id}) does not have a successful charge to refund.`,
    );
  }
  return charge;
}
