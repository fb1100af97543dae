import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DonorDto,
  DonorListPageDto,
  DonorProfileDto,
} from '../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { refreshLapsedDonors } from './lapse-donors.ts';

/**
 * A donor's status follows the giving (ADR 015): recomputed in the transaction
 * that changes a gift, and by the daily lapse check when only time passes. The clock starts on
 * Jan 15, 2026.
 */
let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const donorOf = async (id: string) =>
  (await api('GET', `/api/donors/${id}`)).json() as DonorProfileDto;
const statusOf = async (id: string) => {
  const { status, statusBasis } = await donorOf(id);
  return { status, statusBasis };
};
const idsWithStatus = async (status: string) =>
  (
    (await api('GET', `/api/donors?status=${status}&limit=200`)).json() as DonorListPageDto
  ).items.map((donor) => donor.id);

describe('status from gifts', () => {
  it('a prospect who gives becomes a donor, with the date of the first gift', async () => {
    const donor = await addDonor(t, headers);
    expect(donor).toMatchObject({ status: 'prospect', statusBasis: { rule: 'no-gift' } });
    await addGift(t, headers, { donorId: donor.id, amountCents: 100_00, giftDate: '2026-01-10' });
    await addGift(t, headers, { donorId: donor.id, amountCents: 50_00, giftDate: '2026-01-12' });
    expect(await statusOf(donor.id)).toEqual({
      status: 'donor',
      statusBasis: { rule: 'first-gift', firstGiftDate: '2026-01-10' },
    });
    expect(await idsWithStatus('donor')).toContain(donor.id);
  });

  it('a pledge, a pending gift or a cancelled gift makes no donor; completing one does', async () => {
    const donor = await addDonor(t, headers);
    await api('POST', '/api/donations', {
      donorId: donor.id,
      amountCents: 1200_00,
      donationType: 'pledge',
      pledge: { installmentCount: 12, firstDueDate: '2026-02-01', frequency: 'monthly' },
    });
    const pending = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 100_00,
      status: 'pending',
    });
    const cancelled = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 100_00,
      status: 'pending',
    });
    await api('PATCH', `/api/donations/${cancelled.id}`, { status: 'cancelled' });
    expect((await statusOf(donor.id)).status).toBe('prospect');

    const completed = await api('PATCH', `/api/donations/${pending.id}`, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect((await statusOf(donor.id)).status).toBe('donor');
  });

  it('staff set Cultivating or Solicited; a later gift answers it, and staff can clear it', async () => {
    const donor = await addDonor(t, headers, { status: 'cultivating' });
    expect(donor).toMatchObject({
      status: 'cultivating',
      statusBasis: { rule: 'staff', setOn: '2026-01-15' },
    });
    // A gift from before the stage was set does not end it.
    await addGift(t, headers, { donorId: donor.id, amountCents: 10_00, giftDate: '2026-01-01' });
    expect((await statusOf(donor.id)).status).toBe('cultivating');
    const asked = await api('PATCH', `/api/donors/${donor.id}`, { status: 'solicited' });
    expect(asked.json()).toMatchObject({ status: 'solicited' });

    await addGift(t, headers, { donorId: donor.id, amountCents: 5000_00, giftDate: '2026-01-15' });
    expect(await statusOf(donor.id)).toEqual({
      status: 'donor',
      statusBasis: { rule: 'first-gift', firstGiftDate: '2026-01-01' },
    });

    const other = await addDonor(t, headers, { status: 'solicited' });
    // "Prospect" (or Donor, or Lapsed) hands the status back to the gifts.
    const cleared = await api('PATCH', `/api/donors/${other.id}`, { status: 'prospect' });
    expect(cleared.json()).toMatchObject({ status: 'prospect', statusBasis: { rule: 'no-gift' } });
  });

  it('staff cannot make a donor by hand: "donor" without a gift stays a prospect', async () => {
    const donor = await addDonor(t, headers, { status: 'donor' });
    expect(donor).toMatchObject({ status: 'prospect', statusBasis: { rule: 'no-gift' } });
  });
});

describe('lapsing (18 months by default)', () => {
  it('is a lapsed donor at once when the only gift is older than the period', async () => {
    const donor = await addDonor(t, headers);
    // Jul 15, 2024 + 18 months = Jan 15, 2026: the period ends today.
    await addGift(t, headers, { donorId: donor.id, amountCents: 75_00, giftDate: '2024-07-15' });
    expect(await statusOf(donor.id)).toEqual({
      status: 'lapsed',
      statusBasis: { rule: 'no-gift-since', lastGiftDate: '2024-07-15' },
    });
  });

  it('lapses when time passes with no write, by the daily check, on the exact day', async () => {
    const donor = await addDonor(t, headers);
    // Jul 16, 2024 + 18 months = Jan 16, 2026: a donor today, lapsed tomorrow.
    await addGift(t, headers, { donorId: donor.id, amountCents: 75_00, giftDate: '2024-07-16' });
    expect((await statusOf(donor.id)).status).toBe('donor');
    await refreshLapsedDonors({ db: t.db, now: t.clock.now() });
    expect((await statusOf(donor.id)).status).toBe('donor');

    t.clock.advance(DAY);
    // A day without use ends the session.
    headers = (await signInAsNewAdmin(t)).headers;
    api = crmApi(t, headers);
    const lapsed = await refreshLapsedDonors({ db: t.db, now: t.clock.now() });
    expect(lapsed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(donor.id)).toEqual({
      status: 'lapsed',
      statusBasis: { rule: 'no-gift-since', lastGiftDate: '2024-07-16' },
    });
    expect(await idsWithStatus('lapsed')).toContain(donor.id);
    const summary = (await api('GET', '/api/crm/summary')).json();
    expect(summary.donorsByStatus.lapsed).toBeGreaterThanOrEqual(2);

    // A new gift brings them back in its own transaction.
    await addGift(t, headers, { donorId: donor.id, amountCents: 20_00, giftDate: '2026-01-16' });
    expect((await statusOf(donor.id)).status).toBe('donor');
  });

  it('follows the period set in Settings, at once for every donor', async () => {
    const donor = await addDonor(t, headers);
    await addGift(t, headers, { donorId: donor.id, amountCents: 75_00, giftDate: '2024-12-01' });
    expect((await statusOf(donor.id)).status).toBe('donor');

    const shorter = await api('PATCH', '/api/settings/fundraising', { donorLapseMonths: 12 });
    expect(shorter.statusCode).toBe(200);
    expect(shorter.json().fundraising).toMatchObject({ donorLapseMonths: 12 });
    expect((await statusOf(donor.id)).status).toBe('lapsed');

    const bad = await api('PATCH', '/api/settings/fundraising', { donorLapseMonths: 0 });
    expect(bad.statusCode).toBe(400);

    await api('PATCH', '/api/settings/fundraising', { donorLapseMonths: 18 });
    expect((await statusOf(donor.id)).status).toBe('donor');
  });
});

describe('import', () => {
  it('takes a stage from the status column; donor, lapsed and prospect follow the gifts', async () => {
    const giver = await addDonor(t, headers, { email: 'giver@status-import.example.org' });
    await addGift(t, headers, { donorId: giver.id, amountCents: 10_00, giftDate: '2026-01-02' });
    const csv = [
      'firstName,lastName,email,donorType,status',
      'Sol,Icited,sol@status-import.example.org,individual,solicited',
      'Dee,Claimed,dee@status-import.example.org,individual,donor',
      'Giv,Er,giver@status-import.example.org,individual,prospect',
    ].join('\n');
    const result = await api('POST', '/api/crm/import/donors', { csv, onDuplicate: 'update' });
    expect(result.json()).toEqual({ created: 2, updated: 1, skipped: 0 });
    const found = (await api('GET', '/api/donors?q=status-import.example.org')).json()
      .items as DonorDto[];
    const byEmail = Object.fromEntries(found.map((donor) => [donor.email, donor]));
    expect(byEmail['sol@status-import.example.org']).toMatchObject({
      status: 'solicited',
      statusBasis: { rule: 'staff', setOn: '2026-01-16' },
    });
    expect(byEmail['dee@status-import.example.org']).toMatchObject({ status: 'prospect' });
    expect(byEmail['giver@status-import.example.org']).toMatchObject({ status: 'donor' });
  });
});
