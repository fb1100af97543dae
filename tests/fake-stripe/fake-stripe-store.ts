import type { Clock } from '../../src/server/clock.ts';
import type { CheckoutSessionParams } from './checkout-session-params.ts';
import type {
  FakeCharge,
  FakeCheckoutSession,
  FakeInvoice,
  FakeInvoicePayment,
  FakePaymentIntent,
  FakeRefund,
  FakeBillingPortalSession,
  FakeSubscription,
} from './fake-stripe-objects.ts';
import { createIdFactory } from './stripe-ids.ts';

/** What a subscription charges each period, kept from the Checkout Session that started it. */
export type SubscriptionPlan = {
  amount: number;
  currency: string;
  interval: string;
  productName: string;
};

/** Everything one fake Stripe account holds, in memory, as live objects the kit can read. */
export function createStripeStore(clock: Clock) {
  return {
    newId: createIdFactory(),
    /** Stripe's times are whole Unix seconds. */
    now: () => Math.floor(clock.now().getTime() / 1000),
    sessions: new Map<string, FakeCheckoutSession>(),
    /** The parameters each session was created with (line items, what to copy on payment). */
    sessionParams: new Map<string, CheckoutSessionParams>(),
    paymentIntents: new Map<string, FakePaymentIntent>(),
    charges: new Map<string, FakeCharge>(),
    refunds: new Map<string, FakeRefund>(),
    /** The email of each customer Checkout created (subscriptions need a customer). */
    customerEmails: new Map<string, string | null>(),
    subscriptions: new Map<string, FakeSubscription>(),
    subscriptionPlans: new Map<string, SubscriptionPlan>(),
    invoices: new Map<string, FakeInvoice>(),
    invoicePayments: new Map<string, FakeInvoicePayment>(),
    billingPortalSessions: new Map<string, FakeBillingPortalSession>(),
  };
}

export type StripeStore = ReturnType<typeof createStripeStore>;

/** Finds an object the kit was asked about, or says plainly which one the fake does not have. */
export function findOrThrow<T>(map: Map<string, T>, id: string, kind: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`The fake Stripe has no ${kind} ${id}.`);
  return found;
}
