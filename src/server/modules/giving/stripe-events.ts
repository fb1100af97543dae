import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Transaction } from '../../db/client.ts';
import { onlineGifts, paymentEvents, type OnlineGift } from './giving.table.ts';
import type { CardPaymentProvider } from './payment-provider.ts';
import { cancelRecurringGift, ensureRecurringGift } from './record-plan.ts';
import { recordOnlinePayment, type ReportedPayment } from './record-payment.ts';
import { recordRefund } from './record-refund.ts';

export type EventOutcome = 'recorded' | 'duplicate' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Our online gift named in an object's metadata, locked: one gift's events are recorded in turn. */
async function lockGift(tx: Transaction, metadata: Stripe.Metadata | null | undefined) {
  const giftId = metadata?.giftId;
  if (!giftId || !UUID.test(giftId)) return undefined;
  const [gift] = await tx
    .select()
    .from(onlineGifts)
    .where(eq(onlineGifts.id, giftId))
    .for('update');
  return gift;
}

const invoiceSubscription = (invoice: Stripe.Invoice) => invoice.parent?.subscription_details;

type Context = {
  tx: Transaction;
  now: Date;
  /** Gifts owed their thank-you letter, sent once the transaction has committed (ADR 043). */
  lettersDue: string[];
  /** A monthly payment's PaymentIntent, looked up before the transaction (it is a network call). */
  invoicePaymentIntent: string | null;
};

async function recordPayment(
  context: Context,
  reported: { gift: OnlineGift; payment: ReportedPayment },
) {
  const { letterDue } = await recordOnlinePayment({
    tx: context.tx,
    now: context.now,
    ...reported,
  });
  if (letterDue) context.lettersDue.push(letterDue);
}

async function onSessionPaid(context: Context, session: Stripe.Checkout.Session, gift: OnlineGift) {
  const { tx, now } = context;
  const subscriptionId = idOf(session.subscription);
  // A subscription's payments are its invoices; its session only starts the plan.
  if (session.mode === 'subscription' && subscriptionId) {
    await ensureRecurringGift(tx, gift, subscriptionId, now);
    return;
  }
  if (session.payment_status !== 'paid') return; // a bank debit still on its way
  await recordSessionPayment(context, session, gift, 'completed');
}

/** A one-time gift's payment as its Checkout Session reports it, paid or failed. */
async function recordSessionPayment(
  context: Context,
  session: Stripe.Checkout.Session,
  gift: OnlineGift,
  outcome: 'completed' | 'failed',
) {
  const paymentIntent = idOf(session.payment_intent);
  await recordPayment(context, {
    gift,
    payment: {
      ref: paymentIntent ?? session.id,
      paymentIntent,
      amountCents: session.amount_total ?? gift.chargeCents,
      outcome,
    },
  });
}

async function onInvoice(
  context: Context,
  invoice: Stripe.Invoice,
  outcome: 'completed' | 'failed',
) {
  const details = invoiceSubscription(invoice);
  const subscriptionId = idOf(details?.subscription);
  const gift = await lockGift(context.tx, details?.metadata);
  if (!gift || !subscriptionId || !invoice.id) return false;
  const plan = await ensureRecurringGift(context.tx, gift, subscriptionId, context.now);
  await recordPayment(context, {
    gift,
    payment: {
      ref: invoice.id,
      paymentIntent: context.invoicePaymentIntent,
      amountCents: outcome === 'completed' ? invoice.amount_paid : invoice.amount_due,
      outcome,
      plan,
    },
  });
  return true;
}

/** Records one event's effect; false when it is about nothing of ours. */
async function applyEvent(context: Context, event: Stripe.Event): Promise<boolean> {
  const { tx, now } = context;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const gift = await lockGift(tx, event.data.object.metadata);
      if (gift) await onSessionPaid(context, event.data.object, gift);
      return Boolean(gift);
    }
    case 'checkout.session.async_payment_failed': {
      const gift = await lockGift(tx, event.data.object.metadata);
      if (gift) await recordSessionPayment(context, event.data.object, gift, 'failed');
      return Boolean(gift);
    }
    case 'checkout.session.expired': {
      const gift = await lockGift(tx, event.data.object.metadata);
      if (!gift) return false;
      await tx
        .update(onlineGifts)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(onlineGifts.id, gift.id), eq(onlineGifts.status, 'open')));
      return true;
    }
    case 'invoice.paid':
      return onInvoice(context, event.data.object, 'completed');
    case 'invoice.payment_failed':
      return onInvoice(context, event.data.object, 'failed');
    case 'customer.subscription.deleted':
      return cancelRecurringGift(tx, event.data.object.id, now);
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent) return false;
      await recordRefund(
        tx,
        { paymentIntent, chargedCents: charge.amount, refundedCents: charge.amount_refunded },
        now,
      );
      return true;
    }
    default:
      return false;
  }
}

/** What a refund event leaves in the event log for a payment recorded after it. */
function refundFacts(event: Stripe.Event) {
  if (event.type !== 'charge.refunded') return {};
  const charge = event.data.object;
  return {
    paymentIntent: idOf(charge.payment_intent),
    amountRefundedCents: charge.amount_refunded,
  };
}

/**
 * One verified Stripe event, recorded once (ADR 026): its id goes into payment_events in the same
 * transaction as its effect, so a second delivery, even at the same moment on another instance,
 * waits for the first and then finds it recorded. Answers, with the outcome, the gifts now owed
 * their thank-you letter: the caller sends them after this commit, outside the transaction.
 */
export async function handleStripeEvent(options: {
  db: Database;
  provider: CardPaymentProvider;
  event: Stripe.Event;
  now: Date;
}): Promise<{ outcome: EventOutcome; lettersDue: string[] }> {
  const { db, event, now } = options;
  const invoice =
    event.type === 'invoice.paid' || event.type === 'invoice.payment_failed'
      ? event.data.object
      : null;
  const invoicePaymentIntent =
    invoice?.id && event.type === 'invoice.paid'
      ? await options.provider.paymentIntentOfInvoice(invoice.id)
      : null;
  const lettersDue: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, ...refundFacts(event), receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate';
    const context = { tx, now, invoicePaymentIntent, lettersDue };
    return (await applyEvent(context, event)) ? 'recorded' : 'ignored';
  });
  return { outcome, lettersDue };
}
