import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../../tests/crm-helpers.ts';
import {
  createStripeClient,
  payOnHostedPage,
} from '../../../../tests/fake-stripe/stripe-test-kit.ts';
import { startCardGiving, type CardGiving } from '../../../../tests/card-giving-kit.ts';
import { giftForm } from '../../../../tests/giving-helpers.ts';

/** A monthly gift (ADR 026) is one plan with its payments. */
let g: CardGiving;
beforeAll(async () => {
  g = await startCardGiving();
});
afterAll(() => g.close());

const subscriptionOf = (sessionId: string) =>
  g.fake.sessions.get(sessionId)!.subscription as string;
const letterCount = async (email: string) =>
  (await outboxTo(g.api, email)).filter((mail) => mail.subject.startsWith('Thank you')).length;

describe('a monthly card gift', () => {
  it('is one plan whose paid months are gifts, each thanked; a declined month is recorded, not counted', async () => {
    const form = giftForm({ frequency: 'monthly', amountCents: 2_500 });
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    expect(g.fake.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      amount_total: 2_500,
    });
    await payOnHostedPage(checkoutUrl);
    expect((await g.checkoutStatus(sessionId)).status).toBe('completed');
    const subscriptionId = subscriptionOf(sessionId);
    const [plan, ...otherPlans] = await g.plansOf(subscriptionId);
    expect(otherPlans).toEqual([]);
    expect(plan).toMatchObject({ amountCents: 2_500, status: 'active' });

    await g.fake.renewSubscription(subscriptionId);
    const declined = await g.fake.failRenewal(subscriptionId);
    const gifts = await g.giftsOf(form.email);
    expect(
      gifts.map((gift) => [gift.amountCents, gift.status, gift.recurringGiftId]).sort(),
    ).toEqual([
      [2_500, 'completed', plan!.id],
      [2_500, 'completed', plan!.id],
      [2_500, 'failed', plan!.id],
    ]);
    expect(gifts.find((gift) => gift.status === 'failed')!.transactionId).toBe(declined.id);
    const donor = (await g.api('GET', `/api/donors/${plan!.donorId}`)).json();
    expect(donor.totalGivenCents).toBe(5_000);
    // Staff see it on the donor as one plan with what its payments came to.
    expect(donor.monthlyGifts).toEqual([
      {
        id: plan!.id,
        amountCents: 2_500,
        designation: null,
        status: 'active',
        startedOn: '2026-01-15',
        cancelledOn: null,
        pausedUntil: null,
        paidCount: 2,
        paidCents: 5_000,
        failedCount: 1,
      },
    ]);
    expect(await letterCount(form.email)).toBe(2);
    // A declined month never turns the thank-you page of the first one into "failed".
    expect((await g.checkoutStatus(sessionId)).status).toBe('completed');

    await g.fake.cancelSubscription(subscriptionId);
    const [cancelled] = await g.plansOf(subscriptionId);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledOn: '2026-01-15' });
  });

  it('thanks each month in Spanish when the plan was started on /es/give', async () => {
    const form = giftForm({ frequency: 'monthly', amountCents: 3_000, language: 'es' });
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    await payOnHostedPage(checkoutUrl);
    await g.fake.renewSubscription(subscriptionOf(sessionId));
    const mails = await outboxTo(g.api, form.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Gracias por su donación a NovaLearn Institute Group',
      'Gracias por su donación a NovaLearn Institute Group',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(
        'Gracias por su donación de $30.00. La recibimos el 15 de enero de 2026.',
      );
    }
  });

  it('makes one plan and one payment when the first invoice arrives before the session, or twice', async () => {
    const form = giftForm({ frequency: 'monthly', amountCents: 1_000 });
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    g.fake.hold();
    await payOnHostedPage(checkoutUrl);
    const held = g.fake.held();
    expect(held.map((event) => event.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    await g.fake.release(held, { order: 'reversed' });
    for (const event of held) await g.fake.send(event);
    expect(await g.plansOf(subscriptionOf(sessionId))).toHaveLength(1);
    const gifts = await g.giftsOf(form.email);
    expect(gifts.map((gift) => [gift.amountCents, gift.status])).toEqual([[1_000, 'completed']]);
    expect(await letterCount(form.email)).toBe(1);
  });

  it('refunds one month of a monthly gift by its PaymentIntent', async () => {
    const form = giftForm({ frequency: 'monthly', amountCents: 4_000 });
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    await payOnHostedPage(checkoutUrl);
    const invoice = [...g.fake.invoices.values()].find(
      (candidate) =>
        candidate.parent?.subscription_details?.subscription === subscriptionOf(sessionId),
    )!;
    // As Stripe's dashboard shows it: the invoice's payment names its PaymentIntent.
    const payments = await createStripeClient(g.fake).invoicePayments.list({
      invoice: invoice.id!,
    });
    const paymentIntent = payments.data[0]!.payment.payment_intent as string;
    await g.fake.refund(paymentIntent);
    const [gift] = await g.giftsOf(form.email);
    expect(gift!.status).toBe('refunded');
  });
});
