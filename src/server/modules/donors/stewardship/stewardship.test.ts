import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationDto } from '../../../../domain/crm/gift-dtos.ts';
import type { DonorProfileDto, StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import {
  addDonor,
  addGift,
  crmApi,
  outboxTo as outboxToAddress,
} from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
  // Letters for gifts of $250 or more carry the EIN (receipts.test.ts covers its absence).
  await api('PATCH', '/api/settings/fundraising', { ein: '12-3456789' });
});
afterAll(() => t.close());

const outboxTo = (email: string) => outboxToAddress(api, email);
const gift = async (id: string) => (await api('GET', `/api/donations/${id}`)).json() as DonationDto;

describe('acknowledgment letters', () => {
  it('mails the letter, keeps the PDF and marks the gift acknowledged', async () => {
    const donor = await addDonor(t, headers, { firstName: 'Zoë', city: 'Austin', state: 'TX' });
    const donation = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 2500_49,
      giftDate: '2026-01-02',
      designation: 'Scholarships',
    });
    const response = await api('POST', `/api/donations/${donation.id}/acknowledgment`);
    expect(response.statusCode).toBe(201);
    const letter = response.json() as StewardshipLetterDto;
    expect(letter).toMatchObject({ kind: 'acknowledgment', donationId: donation.id });

    const [message] = await outboxTo(donor.email!);
    expect(message).toMatchObject({
      subject: 'Thank you for your gift to NovaLearn Institute Group',
      relatedEntity: 'donation',
      relatedId: donation.id,
      status: 'logged',
    });
    expect(message!.text).toContain('Dear Zoë,');
    expect(message!.text).toContain(
      'Thank you for your gift of $2,500.49 for Scholarships, received on January 2, 2026.',
    );
    // The mail ends with where to ask for the private "manage my giving" link; the PDF does not.
    expect(message!.text.trimEnd().split('\n').at(-1)).toBe(
      'To see your gifts, download a yearly statement or change a monthly gift, ask for your private link here: http://localhost:3000/giving/manage',
    );
    expect(letter.outboxMessageId).toBe(message!.id);
    expect(await gift(donation.id)).toMatchObject({
      acknowledgmentSent: true,
      acknowledgmentDate: '2026-01-15',
    });

    const pdf = await api('GET', letter.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is never sent twice unless an admin resends on purpose', async () => {
    const donor = await addDonor(t, headers);
    const donation = await addGift(t, headers, { donorId: donor.id, amountCents: 100_00 });
    const url = `/api/donations/${donation.id}/acknowledgment`;
    expect((await api('POST', url)).statusCode).toBe(201);
    const twice = await api('POST', url, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This gift was already acknowledged on January 15, 2026. To send the letter again, choose Resend.',
    );
    expect(await outboxTo(donor.email!)).toHaveLength(1);

    expect((await api('POST', url, { resend: true })).statusCode).toBe(201);
    expect(await outboxTo(donor.email!)).toHaveLength(2);
    const profile = (await api('GET', `/api/donors/${donor.id}`)).json() as DonorProfileDto;
    expect(profile.letters).toHaveLength(2);
  });

  it('refuses pending and cancelled gifts', async () => {
    const donor = await addDonor(t, headers);
    const pending = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 100_00,
      status: 'pending',
    });
    const early = await api('POST', `/api/donations/${pending.id}/acknowledgment`);
    expect(early.statusCode).toBe(409);
    await api('PATCH', `/api/donations/${pending.id}`, { status: 'cancelled' });
    const cancelled = await api('POST', `/api/donations/${pending.id}/acknowledgment`);
    expect(cancelled.json().message).toBe(
      'This gift was cancelled: there is nothing to acknowledge.',
    );
  });
});

describe('giving statements', () => {
  it('lists the period’s completed gifts, mails them and sets the tax receipt on those gifts', async () => {
    const donor = await addDonor(t, headers);
    const inRange = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 300_00,
      giftDate: '2025-04-01',
    });
    const later = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 700_00,
      giftDate: '2026-01-03',
    });
    const period = { from: '2025-01-01', to: '2025-12-31' };

    const preview = await api(
      'GET',
      `/api/donors/${donor.id}/statement.pdf?from=${period.from}&to=${period.to}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await gift(inRange.id)).taxReceiptSent).toBe(false);

    const response = await api('POST', `/api/donors/${donor.id}/statements`, period);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'statement', periodFrom: '2025-01-01' });
    const [message] = await outboxTo(donor.email!);
    expect(message!.text).toContain('- April 1, 2025: $300.00');
    expect(message!.text).toContain('Total: $300.00');
    expect(message!.text).toContain(
      'ask for your private link here: http://localhost:3000/giving/manage',
    );
    expect(await gift(inRange.id)).toMatchObject({
      taxReceiptSent: true,
      taxReceiptDate: '2026-01-15',
    });
    expect((await gift(later.id)).taxReceiptSent).toBe(false);
  });

  it('refuses an empty period (409) and a backwards one (400)', async () => {
    const donor = await addDonor(t, headers);
    const empty = await api('POST', `/api/donors/${donor.id}/statements`, {
      from: '2020-01-01',
      to: '2020-12-31',
    });
    expect(empty.statusCode).toBe(409);
    const backwards = await api('POST', `/api/donors/${donor.id}/statements`, {
      from: '2025-12-31',
      to: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.to).toEqual([
      'The end date must be on or after the start date',
    ]);
  });
});
