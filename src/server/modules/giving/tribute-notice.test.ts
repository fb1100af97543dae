import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { outboxTo } from '../../../../tests/crm-helpers.ts';
import { payOnHostedPage } from '../../../../tests/fake-stripe/stripe-test-kit.ts';
import { startCardGiving, type CardGiving } from '../../../../tests/card-giving-kit.ts';
import { giftForm, submitGift } from '../../../../tests/giving-helpers.ts';

/** A tribute gift can tell the honoree's family, once, in the language the donor chose for them. */
let g: CardGiving;
beforeAll(async () => {
  g = await startCardGiving();
});
afterAll(() => g.close());

let familyCounter = 0;
const familyAddress = () => `family${(familyCounter += 1)}.${Date.now()}@example.org`;

async function give(form: ReturnType<typeof giftForm>) {
  const { sessionId, checkoutUrl } = await g.startCheckout(form);
  await payOnHostedPage(checkoutUrl);
  return sessionId;
}

describe('a tribute gift that asks us to tell someone', () => {
  it('tells the family in Spanish, names the donor and the honoree and never the amount', async () => {
    const family = familyAddress();
    const form = giftForm({
      firstName: 'Rosa',
      lastName: 'Giver',
      amountCents: 12_345,
      tribute: {
        kind: 'memory',
        name: 'José Hernández',
        notify: { name: 'María Hernández', email: family, language: 'es' },
      },
    });
    await give(form);

    const [notice, ...others] = await outboxTo(g.api, family);
    expect(others).toEqual([]);
    expect(notice!.subject).toBe('Una donación en memoria de José Hernández');
    expect(notice!.text).toContain('Hola, María Hernández:');
    expect(notice!.text).toContain(
      'Rosa Giver hizo una donación a NovaLearn Institute Group en memoria de José Hernández y nos pidió que se lo hiciéramos saber. Lamentamos mucho su pérdida.',
    );
    expect(notice!.text).not.toMatch(/\$|123|Thank you|Dear/);
    // The donor's own thank-you is in the donor's language, and names the tribute.
    const [thanks] = await outboxTo(g.api, form.email);
    expect(thanks!.text).toContain('Your gift was made in memory of José Hernández.');

    // Staff see whom the donor asked us to tell, and when they were told.
    const [gift] = await g.giftsOf(form.email);
    expect((gift as DonationDto).tribute).toEqual({
      kind: 'memory',
      name: 'José Hernández',
      notify: {
        name: 'María Hernández',
        email: family,
        language: 'es',
        notifiedAt: '2026-01-15T09:00:00.000Z',
      },
    });
    // Resending the donor's letter does not tell the family again.
    const resent = await g.api('POST', `/api/donations/${gift!.id}/acknowledgment`, {
      resend: true,
    });
    expect(resent.statusCode, resent.body).toBe(201);
    expect(await outboxTo(g.api, family)).toHaveLength(1);
  });

  it('tells them once for a monthly gift, with its first payment, in English', async () => {
    const family = familyAddress();
    const form = giftForm({
      frequency: 'monthly',
      amountCents: 2_000,
      tribute: {
        kind: 'honour',
        name: 'Ms. Lee',
        notify: { name: 'The Lee family', email: family, language: 'en' },
      },
    });
    const sessionId = await give(form);
    await g.fake.renewSubscription(g.fake.sessions.get(sessionId)!.subscription as string);
    const thanks = (await outboxTo(g.api, form.email)).filter((mail) =>
      mail.subject.startsWith('Thank you'),
    );
    expect(thanks).toHaveLength(2);
    const notices = await outboxTo(g.api, family);
    expect(notices.map((mail) => mail.subject)).toEqual(['A gift in honour of Ms. Lee']);
    expect(notices[0]!.text).toContain(
      `Dear The Lee family,\n\nRosa ${form.lastName} has made a gift to NovaLearn Institute Group in honour of Ms. Lee, and asked us to let you know.\n\n`,
    );
    expect(notices[0]!.text).not.toContain('sorry');
  });

  it('refuses a request without an address or a language, beside the field', async () => {
    for (const notify of [
      { name: 'María', email: 'not an address', language: 'es' },
      { name: 'María', email: familyAddress(), language: 'fr' },
      { name: ' ', email: familyAddress(), language: 'en' },
    ]) {
      const response = await submitGift(
        g.t,
        giftForm({
          tribute: { kind: 'honour', name: 'Ms. Lee', notify: notify as never },
        }),
      );
      expect(response.statusCode, response.body).toBe(400);
      const fields = Object.keys(response.json().fieldErrors ?? {});
      expect(fields.some((field) => field.startsWith('tribute.notify.'))).toBe(true);
    }
  });
});
