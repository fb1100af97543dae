import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../../../tests/crm-helpers.ts';
import { payOnHostedPage } from '../../../../../tests/fake-stripe/stripe-test-kit.ts';
import { startCardGiving, type CardGiving } from '../../../../../tests/card-giving-kit.ts';
import { giftForm } from '../../../../../tests/giving-helpers.ts';
import { UNKNOWN_MANAGE_LINK_MESSAGE } from '../../../../domain/giving/donor-portal.ts';
import { MIN_ONLINE_GIFT_CENTS } from '../../../../domain/giving/giving.ts';
import { interactions } from '../../donors/public.ts';

let g: CardGiving;
beforeAll(async () => {
  g = await startCardGiving();
});
afterAll(() => g.close());

let address = 0;
const requestLink = (email: string, language: 'en' | 'es' = 'en') =>
  g.t.app.inject({
    method: 'POST',
    url: '/api/giving/manage/link-requests',
    payload: { email, language },
    remoteAddress: `203.0.113.${(address += 1)}`,
  });

/** The token in the newest link mail to this address. */
async function mailedToken(email: string) {
  const mails = (await outboxTo(g.api, email)).filter((mail) =>
    mail.text.includes('/giving/manage/'),
  );
  const match = /\/giving\/manage\/([\w-]+)/.exec(mails[0]!.text);
  return match![1]!;
}

/** A monthly donor through the real Checkout, with their link. */
async function monthlyDonor(language: 'en' | 'es' = 'en') {
  const form = giftForm({ frequency: 'monthly', amountCents: 2_500, language });
  const { sessionId, checkoutUrl } = await g.startCheckout(form);
  await payOnHostedPage(checkoutUrl);
  const subscriptionId = g.fake.sessions.get(sessionId)!.subscription as string;
  expect((await requestLink(form.email)).statusCode).toBe(200);
  const token = await mailedToken(form.email);
  const [plan] = await g.plansOf(subscriptionId);
  return { form, token, subscriptionId, plan: plan! };
}

const page = (token: string) =>
  g.t.app.inject({ method: 'GET', url: `/api/giving/manage/${token}` });
const change = (token: string, giftId: string, what: string, payload?: object) =>
  g.t.app.inject({
    method: 'POST',
    url: `/api/giving/manage/${token}/monthly-gifts/${giftId}/${what}`,
    ...(payload ? { payload } : {}),
  });

describe('asking for a "Manage my giving" link', () => {
  it('answers the same for a known and an unknown address, and mails only the donor', async () => {
    const { form } = await monthlyDonor();
    const known = await requestLink(form.email.toUpperCase());
    const unknown = await requestLink('nobody-here@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxTo(g.api, 'nobody-here@example.org')).toEqual([]);
  });

  it('mails the link in the donor language, to the Spanish page', async () => {
    const { form, token } = await monthlyDonor('es');
    const [mail] = (await outboxTo(g.api, form.email)).filter((m) => m.text.includes(token));
    expect(mail!.subject).toBe('Su enlace para administrar sus donaciones');
    expect(mail!.text).toContain(`https://novalearn.example/es/giving/manage/${token}`);
    expect((await page(token)).json()).toMatchObject({ language: 'es' });
  });

  it('opens the page for 7 days; an expired, replaced or unknown link is the same 404', async () => {
    const { form, token } = await monthlyDonor();
    expect((await page(token)).json()).toMatchObject({
      firstName: form.firstName,
      statementYears: [2026],
      monthlyGifts: [{ amountCents: 2_500, status: 'active' }],
    });
    expect((await page('not-a-real-token')).json()).toMatchObject({
      message: UNKNOWN_MANAGE_LINK_MESSAGE,
    });
    // A second later, so the outbox (newest first) lists the newer link mail first.
    g.t.clock.advance(1000);
    await requestLink(form.email);
    const newer = await mailedToken(form.email);
    expect((await page(token)).statusCode).toBe(404);
    g.t.clock.advance(7 * 24 * 3600_000 - 1000);
    expect((await page(newer)).statusCode).toBe(200);
    g.t.clock.advance(1000);
    const expired = await page(newer);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(UNKNOWN_MANAGE_LINK_MESSAGE);
    g.t.clock.set(new Date('2026-01-15T09:00:00Z'));
  });
});

describe('changing a monthly gift', () => {
  it('pauses for 1 or 3 months, refuses 0 and 4, resumes: Stripe, the CRM and a mail each time', async () => {
    const { form, token, subscriptionId, plan } = await monthlyDonor();
    for (const months of [0, 4]) {
      expect((await change(token, plan.id, 'pause', { months })).statusCode).toBe(400);
    }
    const paused = await change(token, plan.id, 'pause', { months: 1 });
    expect(paused.json().monthlyGifts[0]).toMatchObject({
      status: 'paused',
      pausedUntil: '2026-02-15',
    });
    expect(g.fake.subscriptions.get(subscriptionId)!.pause_collection).toEqual({
      behavior: 'void',
      resumes_at: Date.parse('2026-02-15T06:00:00Z') / 1000,
    });
    const three = await change(token, plan.id, 'pause', { months: 3 });
    expect(three.json().monthlyGifts[0].pausedUntil).toBe('2026-04-15');
    // Staff see the pause on the donor's page in the CRM.
    const profile = await g.api('GET', `/api/donors/${plan.donorId}`);
    expect(profile.json().monthlyGifts[0]).toMatchObject({
      status: 'active',
      pausedUntil: '2026-04-15',
    });
    const resumed = await change(token, plan.id, 'resume');
    expect(resumed.json().monthlyGifts[0]).toMatchObject({ status: 'active', pausedUntil: null });
    expect(g.fake.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
    const [row] = await g.plansOf(subscriptionId);
    expect(row!.pausedUntil).toBeNull();
    const notes = await g.t.db
      .select()
      .from(interactions)
      .where(eq(interactions.donorId, plan.donorId));
    expect(notes.map((note) => note.description).sort()).toEqual([
      'Paused their monthly gift of $25.00 until 2026-02-15. (Manage my giving page)',
      'Paused their monthly gift of $25.00 until 2026-04-15. (Manage my giving page)',
      'Resumed their monthly gift of $25.00. (Manage my giving page)',
    ]);
    const subjects = (await outboxTo(g.api, form.email)).map((mail) => mail.subject);
    expect(subjects.filter((s) => s === 'Your monthly gift is paused')).toHaveLength(2);
    expect(subjects).toContain('Your monthly gift has resumed');
  });

  it('changes the amount to exact cents, refusing one cent below the minimum', async () => {
    const { form, token, subscriptionId, plan } = await monthlyDonor();
    const below = await change(token, plan.id, 'amount', {
      amountCents: MIN_ONLINE_GIFT_CENTS - 1,
    });
    expect(below.statusCode).toBe(400);
    const lower = await change(token, plan.id, 'amount', { amountCents: 1_999 });
    expect(lower.json().monthlyGifts[0].amountCents).toBe(1_999);
    const sub = g.fake.subscriptions.get(subscriptionId)!;
    expect(sub.items.data[0]!.price.unit_amount).toBe(1_999);
    const [row] = await g.plansOf(subscriptionId);
    expect(row!.amountCents).toBe(1_999);
    // The next month is charged the new amount.
    await g.fake.renewSubscription(subscriptionId);
    const gifts = await g.giftsOf(form.email);
    expect(gifts.map((gift) => gift.amountCents).sort()).toEqual([1_999, 2_500]);
    const mail = (await outboxTo(g.api, form.email)).find(
      (m) => m.subject === 'Your monthly gift amount has changed',
    );
    expect(mail!.text).toContain('$19.99');
  });

  it('cancels in one step, and "Update my card" opens a Stripe portal session', async () => {
    const { form, token, subscriptionId, plan } = await monthlyDonor();
    const card = await change(token, plan.id, 'card');
    const { url } = card.json() as { url: string };
    const [session] = [...g.fake.billingPortalSessions.values()].filter((s) => s.url === url);
    expect(session).toMatchObject({
      customer: g.fake.subscriptions.get(subscriptionId)!.customer,
      return_url: `https://novalearn.example/giving/manage/${token}`,
    });
    expect((await fetch(url)).status).toBe(200);
    const spanish = await monthlyDonor('es');
    const back = (await change(spanish.token, spanish.plan.id, 'card')).json() as { url: string };
    const [spanishSession] = [...g.fake.billingPortalSessions.values()].filter(
      (s) => s.url === back.url,
    );
    expect(spanishSession!.return_url).toBe(
      `https://novalearn.example/es/giving/manage/${spanish.token}`,
    );

    const cancelled = await change(token, plan.id, 'cancel');
    expect(cancelled.json().monthlyGifts[0]).toMatchObject({
      status: 'cancelled',
      cancelledOn: '2026-01-15',
    });
    await g.fake.settled();
    expect(g.fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect((await change(token, plan.id, 'cancel')).statusCode).toBe(409);
    const subjects = (await outboxTo(g.api, form.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your monthly gift is cancelled');
  });

  it('downloads the statement of a year with gifts, and 404s for a year without', async () => {
    const { token } = await monthlyDonor();
    const pdf = await g.t.app.inject({
      method: 'GET',
      url: `/api/giving/manage/${token}/statements/2026`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const none = await g.t.app.inject({
      method: 'GET',
      url: `/api/giving/manage/${token}/statements/2019`,
    });
    expect(none.statusCode).toBe(404);
  });
});
