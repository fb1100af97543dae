import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationListPageDto } from '../../../domain/crm/gift-dtos.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { crmApi, outboxTo } from '../../../../tests/crm-helpers.ts';
import { giftForm, submitGift } from '../../../../tests/giving-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';

/** Without a card processor (ADR 026), a gift is a pledge, pending until it arrives. */
let t: TestApp;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  // A mail server is set (nothing is delivered here: no worker runs), so mails are "on their way".
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  api = crmApi(t, (await signInAsNewAdmin(t)).headers);
  await api('PATCH', '/api/settings/fundraising', {
    ein: '12-3456789',
    mailingAddress: 'PO Box 4100\nAustin, TX 78701',
  });
});
afterAll(() => t.close());

const onlineGiftsOf = async (email: string) => {
  const page = (
    await api('GET', '/api/donations?source=online&limit=100')
  ).json() as DonationListPageDto;
  const found = (await api('GET', `/api/donors?search=${encodeURIComponent(email)}`)).json() as {
    items: DonorDto[];
  };
  const donors = found.items.filter((donor) => donor.email?.toLowerCase() === email.toLowerCase());
  const ids = new Set(donors.map((donor) => donor.id));
  return { gifts: page.items.filter((gift) => ids.has(gift.donorId)), donors };
};

describe('the give page without Stripe', () => {
  it('says gifts are pledges here, and refuses Stripe events it cannot verify', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/giving/options' })).json()).toEqual({
      path: 'pledge',
      contactEmail: expect.any(String),
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/giving/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(401);
    expect(webhook.json().message).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('takes no pledge while no mailing address for checks is set, and says where to write', async () => {
    await api('PATCH', '/api/settings/fundraising', { mailingAddress: '' });
    try {
      const options = (await t.app.inject({ method: 'GET', url: '/api/giving/options' })).json();
      expect(options.path).toBe('none');
      const form = giftForm();
      const refused = await submitGift(t, form);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This page cannot take gifts right now. Nothing was recorded. To give, please write to ${options.contactEmail} and we will tell you how.`,
      );
      expect((await onlineGiftsOf(form.email)).donors).toEqual([]);
    } finally {
      await api('PATCH', '/api/settings/fundraising', {
        mailingAddress: 'PO Box 4100\nAustin, TX 78701',
      });
    }
  });

  it('records a pending gift, mails the instructions, and counts nothing until staff mark it received', async () => {
    const form = giftForm({
      designation: 'scholarships',
      tribute: { kind: 'memory', name: 'Ana Ruiz' },
      note: 'For a student who loves robots.',
      coverFee: true,
    });
    const response = await submitGift(t, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      path: 'pledge',
      amountCents: 5_000,
      frequency: 'one-time',
      message: `Thank you. We recorded your pledge of $50.00 as pending. We are emailing ${form.email} how to give by check, bank transfer or donor-advised fund.`,
    });

    const { gifts, donors } = await onlineGiftsOf(form.email);
    expect(donors).toHaveLength(1);
    expect(donors[0]).toMatchObject({ firstName: 'Rosa', city: 'Austin', totalGivenCents: 0 });
    expect(gifts).toEqual([
      expect.objectContaining({
        amountCents: 5_000, // a pledge pays nothing online: no card fee is added
        status: 'pending',
        source: 'online',
        designation: 'Scholarships',
        tribute: { kind: 'memory', name: 'Ana Ruiz', notify: null },
        notes: 'For a student who loves robots.',
      }),
    ]);

    const [mail, ...others] = await outboxTo(api, form.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Your pledge to NovaLearn Institute Group: how to give');
    expect(mail!.text).toContain(
      'Thank you for your pledge of $50.00. We have recorded it as pending. Nothing has been charged.',
    );
    expect(mail!.text).toMatch(/write G-[0-9A-F]{8} on the memo line, and mail it to:/);
    expect(mail!.text).toContain('   PO Box 4100\n   Austin, TX 78701');
    expect(mail!.text).toContain('NovaLearn Institute Group (EIN 12-3456789)');

    // Staff mark it received: now it counts, and the letter states the amount to the cent.
    const marked = await api('PATCH', `/api/donations/${gifts[0]!.id}`, { status: 'completed' });
    expect(marked.statusCode).toBe(200);
    const donor = (await api('GET', `/api/donors/${donors[0]!.id}`)).json();
    expect(donor.totalGivenCents).toBe(5_000);
    const letter = await api('POST', `/api/donations/${gifts[0]!.id}/acknowledgment`, {});
    expect(letter.statusCode).toBe(201);
    const thanks = (await outboxTo(api, form.email)).find((m) => m.subject.startsWith('Thank you'));
    expect(thanks!.text).toContain('Thank you for your gift of $50.00 for Scholarships');
    expect(thanks!.text).toContain('Your gift was made in memory of Ana Ruiz.');
  });

  it('matches a returning donor by email whatever its case, and never adds a second one', async () => {
    const first = giftForm();
    expect((await submitGift(t, first)).statusCode).toBe(201);
    const again = { ...giftForm({ amountCents: 2_500 }), email: first.email.toUpperCase() };
    expect((await submitGift(t, again)).statusCode).toBe(201);
    const { gifts, donors } = await onlineGiftsOf(first.email);
    expect(donors).toHaveLength(1);
    expect(gifts.map((gift) => gift.amountCents).sort()).toEqual([2_500, 5_000]);
  });

  it('answers in Spanish for a Spanish form, mail included', async () => {
    const form = giftForm({ language: 'es', frequency: 'monthly', amountCents: 2_550 });
    const response = await submitGift(t, form);
    expect(response.json().message).toBe(
      `Gracias. Registramos su compromiso de $25.50 como pendiente. Le enviamos a ${form.email} cómo donar con cheque, transferencia bancaria o un fondo asesorado por donantes.`,
    );
    const [mail] = await outboxTo(api, form.email);
    expect(mail!.text).toContain('Gracias por su compromiso de donar $25.50 cada mes.');
    // A donor new to us keeps the page's language for every later mail and letter.
    const { donors } = await onlineGiftsOf(form.email);
    expect(donors.map((donor) => donor.language)).toEqual(['es']);
  });

  it('keeps a known donor’s language whichever page they give from; the page answers in its own', async () => {
    const first = giftForm();
    await submitGift(t, first);
    const again = await submitGift(t, giftForm({ email: first.email, language: 'es' }));
    expect(again.json().message).toMatch(/^Gracias\. Registramos su compromiso/);
    expect((await onlineGiftsOf(first.email)).donors.map((donor) => donor.language)).toEqual([
      'en',
    ]);
    const mails = await outboxTo(api, first.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your pledge to NovaLearn Institute Group: how to give',
      'Your pledge to NovaLearn Institute Group: how to give',
    ]);

    // Staff set this donor to Spanish: a gift from the English page is answered in Spanish by mail.
    const known = await api('POST', '/api/donors', {
      firstName: 'Lucía',
      lastName: 'Known',
      email: `lucia.${Date.now()}@example.org`,
      donorType: 'individual',
      language: 'es',
    });
    const { email } = known.json() as DonorDto;
    const english = await submitGift(t, giftForm({ email: email!, amountCents: 2_000 }));
    expect(english.json().message).toMatch(/^Thank you\. We recorded your pledge/);
    const [mail] = await outboxTo(api, email!);
    expect(mail!.subject).toBe('Su compromiso de donación a NovaLearn Institute Group: cómo donar');
    expect(mail!.text).toContain('Gracias por su compromiso de donar $20.00.');
    expect((await onlineGiftsOf(email!)).donors.map((donor) => donor.language)).toEqual(['es']);
  });

  it('refuses an amount one cent outside the limits, with the limits in the message', async () => {
    for (const amountCents of [99, 5_000_001]) {
      const response = await submitGift(t, giftForm({ amountCents }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.amountCents).toEqual([
        'Enter an amount between $1.00 and $50,000.00',
      ]);
    }
    for (const amountCents of [100, 5_000_000]) {
      expect((await submitGift(t, giftForm({ amountCents }))).statusCode).toBe(201);
    }
  });

  it('takes ten forms an hour from one address, then refuses the eleventh and records nothing', async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < 10; index += 1) {
      expect((await submitGift(t, giftForm(), address)).statusCode).toBe(201);
    }
    const eleventh = giftForm();
    const refused = await submitGift(t, eleventh, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Nothing was charged/);
    expect((await onlineGiftsOf(eleventh.email)).donors).toEqual([]);
  });
});
