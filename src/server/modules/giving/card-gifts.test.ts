import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDto } from '../../../domain/crm/gift-dtos.ts';
import type { DonorProfileDto } from '../../../domain/crm/donor-dtos.ts';
import type { OnlineGivingReportDto } from '../../../domain/giving/report-dtos.ts';
import { crmApi, outboxTo } from '../../../../tests/crm-helpers.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import { payOnHostedPage } from '../../../../tests/fake-stripe/stripe-test-kit.ts';
import { PUBLIC_URL, startCardGiving, type CardGiving } from '../../../../tests/card-giving-kit.ts';
import { giftForm } from '../../../../tests/giving-helpers.ts';

/** One-time card gifts (ADR 026) through Stripe Checkout (a fake Stripe). */
let g: CardGiving;
let campaignId: string;
beforeAll(async () => {
  g = await startCardGiving();
  // The test clock's day is 2026-01-15: this campaign is running.
  const campaign = await g.api('POST', '/api/campaigns', {
    name: 'Capital campaign, Phase 3: Community',
    goalCents: 5_000_000_00,
    startDate: '2026-01-01',
    status: 'active',
  });
  campaignId = (campaign.json() as CampaignDto).id;
});
afterAll(() => g.close());

const raised = async () =>
  ((await g.api('GET', `/api/campaigns/${campaignId}`)).json() as CampaignDto).raisedCents;
const donorOf = async (donorId: string) =>
  (await g.api('GET', `/api/donors/${donorId}`)).json() as DonorProfileDto;
const lettersTo = async (email: string) =>
  (await outboxTo(g.api, email)).filter((mail) => /^(Thank you|Gracias)/.test(mail.subject));

describe('a one-time card gift', () => {
  it('opens Stripe’s page for the gift and the fee, then records, counts and thanks it once paid', async () => {
    const before = await raised();
    const form = giftForm({ coverFee: true, designation: 'k12', language: 'es' });
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    const session = g.fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 5_180, // $50.00 and the fee that leaves all of it: $51.80
      mode: 'payment',
      customer_email: form.email,
      success_url: `${PUBLIC_URL}/es/give/thanks?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/es/give?cancelled=1`,
    });
    // Nothing is recorded by opening the page: the thank-you page waits.
    expect(await g.checkoutStatus(sessionId)).toEqual({
      status: 'open',
      amountCents: 5_180,
      frequency: 'one-time',
    });
    expect(await g.giftsOf(form.email)).toEqual([]);

    const landing = await payOnHostedPage(checkoutUrl);
    expect(landing).toBe(`${PUBLIC_URL}/es/give/thanks?session_id=${sessionId}`);
    expect((await g.checkoutStatus(sessionId)).status).toBe('completed');
    const [gift, ...others] = await g.giftsOf(form.email);
    expect(others).toEqual([]);
    expect(gift).toMatchObject({
      amountCents: 5_180,
      status: 'completed',
      source: 'online',
      paymentMethod: 'card',
      designation: 'K-12 education',
      campaignId,
      transactionId: session.payment_intent,
      acknowledgmentSent: true,
    });
    expect(await raised()).toBe(before + 5_180);
    const donor = await donorOf(gift!.donorId);
    // Given on /es/give by a donor new to us: their mail and letters are in Spanish from now on.
    expect(donor).toMatchObject({
      totalGivenCents: 5_180,
      status: 'donor',
      source: 'Give page',
      language: 'es',
    });
    const [letter, ...more] = await lettersTo(form.email);
    expect(more).toEqual([]);
    expect(letter!.subject).toBe('Gracias por su donación a NovaLearn Institute Group');
    expect(letter!.text).toContain(
      'Gracias por su donación de $51.80 a la campaña Capital campaign, Phase 3: Community para la educación de kínder a 12.º grado (K-12). La recibimos el 15 de enero de 2026.',
    );
  });

  it('records one gift when Stripe sends the same event twice, even at the same moment', async () => {
    const form = giftForm();
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    await payOnHostedPage(checkoutUrl);
    const completed = g.fake.events.find(
      (event) =>
        event.type === 'checkout.session.completed' &&
        (event.data.object as { id: string }).id === sessionId,
    )!;
    const again = await Promise.all([g.fake.send(completed), g.fake.send(completed)]);
    expect(again.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(await g.giftsOf(form.email)).toHaveLength(1);
    expect(await lettersTo(form.email)).toHaveLength(1);
  });

  it('reverses a refunded gift: not counted, the donor’s total and the campaign back where they were', async () => {
    const form = giftForm({ amountCents: 10_000 });
    const before = await raised();
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    await payOnHostedPage(checkoutUrl);
    expect(await raised()).toBe(before + 10_000);
    const paymentIntent = g.fake.sessions.get(sessionId)!.payment_intent as string;

    await g.fake.refund(paymentIntent, 2_500); // part of it first
    let [gift] = await g.giftsOf(form.email);
    expect(gift).toMatchObject({ amountCents: 7_500, status: 'completed' });
    expect(await raised()).toBe(before + 7_500);

    await g.fake.refund(paymentIntent); // then the rest
    [gift] = await g.giftsOf(form.email);
    expect(gift!.status).toBe('refunded');
    expect(await raised()).toBe(before);
    expect((await donorOf(gift!.donorId)).totalGivenCents).toBe(0);
  });

  it('records a refund that arrives before its payment, and never thanks that gift', async () => {
    const form = giftForm({ amountCents: 3_000 });
    const before = await raised();
    const { sessionId, checkoutUrl } = await g.startCheckout(form);
    g.fake.hold();
    await payOnHostedPage(checkoutUrl);
    await g.fake.refund(g.fake.sessions.get(sessionId)!.payment_intent as string);
    const held = g.fake.held();
    expect(held.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'charge.refunded',
    ]);
    await g.fake.release(held, { order: 'reversed' });
    const [gift, ...others] = await g.giftsOf(form.email);
    expect(others).toEqual([]);
    expect(gift).toMatchObject({ status: 'refunded', acknowledgmentSent: false });
    expect(await lettersTo(form.email)).toEqual([]);
    expect(await raised()).toBe(before);
  });

  it('records a payment that failed later (a bank debit) as failed, uncounted and unthanked', async () => {
    const form = giftForm();
    const { sessionId } = await g.startCheckout(form);
    await g.fake.completeSession(sessionId, { payment: 'pending' });
    expect((await g.checkoutStatus(sessionId)).status).toBe('open');
    await g.fake.failSession(sessionId);
    expect((await g.checkoutStatus(sessionId)).status).toBe('failed');
    const [gift] = await g.giftsOf(form.email);
    expect(gift).toMatchObject({ status: 'failed', acknowledgmentSent: false });
    expect((await donorOf(gift!.donorId)).totalGivenCents).toBe(0);
    expect(await lettersTo(form.email)).toEqual([]);
  });

  it('says a payment page left unpaid has expired, and records no gift', async () => {
    const form = giftForm();
    const { sessionId } = await g.startCheckout(form);
    await g.fake.expireSession(sessionId);
    expect((await g.checkoutStatus(sessionId)).status).toBe('expired');
    expect(await g.giftsOf(form.email)).toEqual([]);
  });
});

describe('the staff’s online-gifts report', () => {
  it('totals the completed gifts by day and designation, and counts the rest apart', async () => {
    const response = await g.api('GET', '/api/crm/reports/online-giving?days=30');
    expect(response.statusCode).toBe(200);
    const report = response.json() as OnlineGivingReportDto;
    // From the tests above: $51.80 for K-12 and $50.00 undesignated completed (the duplicate
    // delivery counted once), two refunded, one failed; the expired page left no gift.
    expect(report).toMatchObject({
      from: '2025-12-17',
      to: '2026-01-15',
      completed: { gifts: 2, totalCents: 10_180 },
      pending: { gifts: 0, totalCents: 0 },
      failed: 1,
      refunded: 2,
      byDay: [{ date: '2026-01-15', gifts: 2, totalCents: 10_180 }],
      byDesignation: [
        { designation: 'K-12 education', gifts: 1, totalCents: 5_180 },
        { designation: null, gifts: 1, totalCents: 5_000 },
      ],
    });
    expect(report.gifts).toHaveLength(5);
    expect(report.gifts.every((gift) => gift.source === 'online')).toBe(true);
  });

  it('keeps a gift in the period on its 30th day and leaves it out on the 31st', async () => {
    // A new sign-in each day: a session does not last a month.
    const reportOn = async (days: number) => {
      const api = crmApi(g.t, (await signInAsNewAdmin(g.t)).headers);
      return api('GET', `/api/crm/reports/online-giving?days=${days}`);
    };
    g.t.clock.advance(29 * 24 * 60 * 60_000);
    expect((await reportOn(30)).json().completed).toEqual({ gifts: 2, totalCents: 10_180 });
    g.t.clock.advance(24 * 60 * 60_000);
    expect((await reportOn(30)).json().completed).toEqual({ gifts: 0, totalCents: 0 });
    expect((await reportOn(365)).json().completed).toEqual({ gifts: 2, totalCents: 10_180 });
    expect((await reportOn(31)).statusCode).toBe(400);
  });
});
