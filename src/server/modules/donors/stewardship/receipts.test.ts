import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { deliverDueMail } from '../../mail/deliver-mail.ts';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport.ts';

/**
 * Receipts state the exact gift: what the donor reads, in the PDF as
 * pdftotext extracts it and in the mail as a real SMTP server received it.
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let transport: MailTransport;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  transport = createMailTransport(t.config.mail);
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const pdfText = async (letter: StewardshipLetterDto) => {
  const pdf = await api('GET', letter.pdfUrl);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return squash(
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf.rawPayload }).toString(
      'utf8',
    ),
  );
};
/** Delivers the outbox to the local SMTP server and returns the text that arrived for `to`. */
const receivedBy = async (to: string) => {
  await deliverDueMail({ db: t.db, transport, from: t.config.mail.from, now: t.clock.now() });
  const mails = smtp.received.filter((mail) => mail.to.includes(to));
  expect(mails).toHaveLength(1);
  return squash(mails[0]!.text);
};
const setEin = (ein: string) => api('PATCH', '/api/settings/fundraising', { ein });
const acknowledge = (donationId: string) =>
  api('POST', `/api/donations/${donationId}/acknowledgment`);

const NO_GOODS = 'No goods or services were provided in exchange for this contribution.';
const MISSING_EIN =
  'A receipt for a gift of $250 or more must show the organisation’s EIN, and none is set. Add the EIN in Settings › Organisation, under Fundraising, then send the letter again.';

describe('without an EIN in Settings', () => {
  it('refuses a $250.00 receipt and says where to set the EIN; nothing is sent', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, { donorId: donor.id, amountCents: 250_00 });
    const response = await acknowledge(gift.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MISSING_EIN });
    expect((await api('GET', `/api/donations/${gift.id}`)).json()).toMatchObject({
      acknowledgmentSent: false,
    });
  });

  it('sends a $249.99 thank-you, which needs no receipt wording', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 249_99,
      giftDate: '2026-01-05',
    });
    const response = await acknowledge(gift.id);
    expect(response.statusCode).toBe(201);
    const text = await pdfText(response.json());
    expect(text).toContain('Thank you for your gift of $249.99, received on January 5, 2026.');
    expect(text).not.toContain('EIN');
    expect(text).not.toContain(NO_GOODS);
    expect(text).not.toContain('Receipt for your tax records');
    expect(await receivedBy(donor.email!)).toContain('$249.99');
  });
});

describe('with the EIN set', () => {
  beforeAll(async () => {
    const response = await setEin('12-3456789');
    expect(response.statusCode).toBe(200);
    expect(response.json().fundraising).toMatchObject({ ein: '12-3456789' });
  });

  it('thanks a $1,250.50 gift as $1,250.50 in the PDF and in the mail that arrived', async () => {
    const donor = await addDonor(t, headers, { firstName: 'Zoë' });
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 1_250_50,
      giftDate: '2026-01-02',
      designation: 'Robotics lab',
    });
    const response = await acknowledge(gift.id);
    expect(response.statusCode).toBe(201);
    const pdf = await pdfText(response.json());
    const sentence =
      'Thank you for your gift of $1,250.50 for Robotics lab, received on January 2, 2026.';
    expect(pdf).toContain(sentence);
    expect(pdf).not.toContain('$1,251');
    const mail = await receivedBy(donor.email!);
    expect(mail).toContain(sentence);
    expect(mail).not.toContain('$1,251');
  });

  it('gives a $250.00 gift the written acknowledgment: name, EIN, date, amount, no goods', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 250_00,
      giftDate: '2026-01-06',
    });
    const text = await pdfText((await acknowledge(gift.id)).json());
    expect(text).toContain('Receipt for your tax records');
    expect(text).toContain(
      'NovaLearn Institute Group (EIN 12-3456789) received your contribution of $250.00 on January 6, 2026.',
    );
    expect(text).toContain(NO_GOODS);
    expect(text).toContain('Please keep this letter for your tax records.');
  });

  it('describes goods or services given in return, with their value and what is deductible', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 500_00,
      giftDate: '2026-01-07',
      goodsOrServicesDescription: 'Two seats at the spring gala dinner',
      goodsOrServicesValueCents: 120_00,
    });
    expect(gift).toMatchObject({
      goodsOrServicesDescription: 'Two seats at the spring gala dinner',
      goodsOrServicesValueCents: 120_00,
    });
    const text = await pdfText((await acknowledge(gift.id)).json());
    expect(text).toContain(
      'In exchange for this contribution you received Two seats at the spring gala dinner, with a good-faith estimated value of $120.00. The amount you may deduct for federal income tax purposes is limited to the contribution above that value: $380.00.',
    );
    expect(text).not.toContain(NO_GOODS);
  });

  it('refuses goods or services worth more than the gift, or a value without a description', async () => {
    const donor = await addDonor(t, headers);
    const tooMuch = await api('POST', '/api/donations', {
      donorId: donor.id,
      amountCents: 100_00,
      donationType: 'one-time',
      status: 'completed',
      goodsOrServicesDescription: 'Dinner',
      goodsOrServicesValueCents: 100_01,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors.goodsOrServicesValueCents).toEqual([
      'The value of what the donor received cannot be more than the gift',
    ]);
    const unnamed = await api('POST', '/api/donations', {
      donorId: donor.id,
      amountCents: 100_00,
      donationType: 'one-time',
      status: 'completed',
      goodsOrServicesValueCents: 20_00,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fieldErrors.goodsOrServicesDescription).toEqual([
      'Describe what the donor received in return',
    ]);
  });

  it('lists each gift on the year-end statement to the cent, with the receipt wording', async () => {
    const donor = await addDonor(t, headers);
    await addGift(t, headers, { donorId: donor.id, amountCents: 1_250_50, giftDate: '2025-04-01' });
    await addGift(t, headers, { donorId: donor.id, amountCents: 49_99, giftDate: '2025-06-01' });
    const response = await api('POST', `/api/donors/${donor.id}/statements`, {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(response.statusCode).toBe(201);
    const text = await pdfText(response.json());
    expect(text).toContain('April 1, 2025: $1,250.50');
    expect(text).toContain('June 1, 2025: $49.99');
    expect(text).toContain('Total: $1,300.49');
    expect(text).toContain('NovaLearn Institute Group (EIN 12-3456789)');
    expect(text).toContain(
      'No goods or services were provided in exchange for these contributions.',
    );
    const mail = await receivedBy(donor.email!);
    expect(mail).toContain('Total: $1,300.49');
  });
});

describe('with a mailing address and a signer in Settings', () => {
  beforeAll(async () => {
    const response = await api('PATCH', '/api/settings/fundraising', {
      mailingAddress: 'PO Box 4120\nAustin, TX 78765',
      letterSignerName: 'Dana Whitfield',
      letterSignerTitle: 'Director of Development',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('prints the letterhead (name and mailing address) and closes with the named signer', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, { donorId: donor.id, amountCents: 100_00 });
    const text = await pdfText((await acknowledge(gift.id)).json());
    const letterhead = text.indexOf('NovaLearn Institute Group PO Box 4120 Austin, TX 78765');
    expect(letterhead, text).toBeGreaterThanOrEqual(0);
    expect(letterhead).toBeLessThan(text.indexOf('Thank you for your gift of $100.00'));
    expect(text).toMatch(
      /With gratitude, Dana Whitfield Director of Development NovaLearn Institute Group$/,
    );
  });
});
