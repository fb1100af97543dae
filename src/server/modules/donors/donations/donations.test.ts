import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDto, DonationDto } from '../../../../domain/crm/gift-dtos.ts';
import type { DonorDto, DonorProfileDto } from '../../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const donorOf = async (id: string) =>
  (await api('GET', `/api/donors/${id}`)).json() as DonorProfileDto;

describe('derived donor totals', () => {
  it('count completed one-time gifts only, and follow status changes', async () => {
    const donor = await addDonor(t, headers);
    await addGift(t, headers, { donorId: donor.id, amountCents: 100_00, giftDate: '2025-05-01' });
    const pending = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 40_00,
      giftDate: '2025-12-24',
      status: 'pending',
    });
    expect(await donorOf(donor.id)).toMatchObject({
      totalGivenCents: 100_00,
      lastGiftDate: '2025-05-01',
    });

    const completed = await api('PATCH', `/api/donations/${pending.id}`, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(await donorOf(donor.id)).toMatchObject({
      totalGivenCents: 140_00,
      lastGiftDate: '2025-12-24',
    });
  });

  it('moves one way: pending → completed or cancelled (409 otherwise)', async () => {
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 5_00,
      status: 'pending',
    });
    expect(
      (await api('PATCH', `/api/donations/${gift.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const again = await api('PATCH', `/api/donations/${gift.id}`, { status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This gift is already cancelled; only pending gifts can change status.',
    );
    expect((await donorOf(donor.id)).totalGivenCents).toBe(0);
  });

  it('updates lastContactDate from interactions, also when one is deleted', async () => {
    const donor = await addDonor(t, headers);
    const early = (
      await api('POST', '/api/interactions', {
        donorId: donor.id,
        type: 'call',
        interactionDate: '2025-02-01',
      })
    ).json();
    const late = (
      await api('POST', '/api/interactions', {
        donorId: donor.id,
        type: 'email',
        interactionDate: '2025-09-09',
      })
    ).json();
    expect((await donorOf(donor.id)).lastContactDate).toBe('2025-09-09');
    expect((await api('DELETE', `/api/interactions/${late.id}`)).statusCode).toBe(204);
    expect((await donorOf(donor.id)).lastContactDate).toBe('2025-02-01');
    expect(early.id).toBeDefined();
  });
});

describe('POST /api/donations validation', () => {
  it('wants whole cents above zero and a known donor', async () => {
    const donor = await addDonor(t, headers);
    const base = { donorId: donor.id, donationType: 'one-time' };
    const zero = await api('POST', '/api/donations', { ...base, amountCents: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors.amountCents).toEqual(['The amount must be more than $0']);
    const fraction = await api('POST', '/api/donations', { ...base, amountCents: 10.5 });
    expect(fraction.json().fieldErrors.amountCents).toEqual(['Enter the amount in whole cents']);
    const unknown = await api('POST', '/api/donations', {
      ...base,
      amountCents: 100,
      donorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['donorId']);
  });
});

describe('campaign raised', () => {
  it('is the sum of completed gifts, following a gift that moves to another campaign', async () => {
    const create = async (name: string) =>
      (
        await api('POST', '/api/campaigns', { name, goalCents: 10_000_00, status: 'active' })
      ).json() as CampaignDto;
    const first = await create('Spring appeal');
    const second = await create('Gala');
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 300_00,
      campaignId: first.id,
    });
    await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 50_00,
      campaignId: first.id,
      status: 'pending',
    });
    const raised = async (id: string) =>
      ((await api('GET', `/api/campaigns/${id}`)).json() as CampaignDto).raisedCents;
    expect(await raised(first.id)).toBe(300_00);

    await api('PATCH', `/api/donations/${gift.id}`, { campaignId: second.id });
    expect([await raised(first.id), await raised(second.id)]).toEqual([0, 300_00]);

    const refused = await api('DELETE', `/api/campaigns/${second.id}`);
    expect(refused.statusCode).toBe(409);
  });

  it('rejects an end date before the start date', async () => {
    const response = await api('POST', '/api/campaigns', {
      name: 'Backwards',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.endDate).toEqual([
      'The end date must be on or after the start date',
    ]);
  });
});

describe('pledges', () => {
  it('schedule installments, take payments and show what remains due', async () => {
    const donor: DonorDto = await addDonor(t, headers);
    const pledge = (
      await api('POST', '/api/donations', {
        donorId: donor.id,
        donationType: 'pledge',
        amountCents: 1200_00,
        giftDate: '2025-10-01',
        pledge: { installmentCount: 4, firstDueDate: '2025-10-01', frequency: 'quarterly' },
      })
    ).json() as DonationDto;
    expect(pledge.status).toBe('pending');

    await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 300_00,
      pledgeId: pledge.id,
      giftDate: '2025-10-02',
    });
    let profile = await donorOf(donor.id);
    // The promise is not money received: only the payment counts.
    expect(profile.totalGivenCents).toBe(300_00);
    expect(profile.pledges).toHaveLength(1);
    expect(profile.pledges[0]).toMatchObject({
      paidCents: 300_00,
      remainingCents: 900_00,
      nextDueDate: '2026-01-01',
    });
    // The test clock reads 2026-01-15: the January installment is overdue.
    expect(profile.pledges[0]!.installments.map((item) => item.status)).toEqual([
      'paid',
      'overdue',
      'due',
      'due',
    ]);

    const tooMuch = await api('POST', '/api/donations', {
      donorId: donor.id,
      donationType: 'one-time',
      status: 'completed',
      amountCents: 901_00,
      pledgeId: pledge.id,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors.amountCents[0]).toContain('$900');

    const byHand = await api('PATCH', `/api/donations/${pledge.id}`, { status: 'completed' });
    expect(byHand.statusCode).toBe(409);

    await addGift(t, headers, { donorId: donor.id, amountCents: 900_00, pledgeId: pledge.id });
    profile = await donorOf(donor.id);
    expect(profile.pledges[0]).toMatchObject({
      status: 'completed',
      remainingCents: 0,
      nextDueDate: null,
    });
    expect(profile.totalGivenCents).toBe(1200_00);
  });

  it('refuses a payment toward another donor’s pledge', async () => {
    const owner = await addDonor(t, headers);
    const other = await addDonor(t, headers);
    const pledge = (
      await api('POST', '/api/donations', {
        donorId: owner.id,
        donationType: 'pledge',
        amountCents: 100_00,
        pledge: { schedule: [{ dueDate: '2026-02-01', amountCents: 100_00 }] },
      })
    ).json() as DonationDto;
    const response = await api('POST', '/api/donations', {
      donorId: other.id,
      donationType: 'one-time',
      amountCents: 10_00,
      pledgeId: pledge.id,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['pledgeId']);
  });
});
