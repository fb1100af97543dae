import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DonorDto,
  DonorListPageDto,
  DonorProfileDto,
} from '../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('donor CRUD', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/donors' });
    expect(response.statusCode).toBe(401);
  });

  it('creates a donor with the spec defaults and derived fields at zero', async () => {
    const response = await api('POST', '/api/donors', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'grace@navy.example.org',
      donorType: 'individual',
      interests: ['k12', 'research', 'k12'],
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      status: 'prospect',
      rating: 0,
      interests: ['k12', 'research'],
      phone: null,
      totalGivenCents: 0,
      lastGiftDate: null,
      lastContactDate: null,
    });
  });

  it('names each missing required field in a 400', async () => {
    const response = await api('POST', '/api/donors', { firstName: 'A', rating: 9 });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json() as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['donorType', 'lastName', 'rating']);
    expect(fieldErrors.lastName).toEqual(['Enter the last name']);
    expect(fieldErrors.rating).toEqual(['The rating is 0 to 5']);
  });

  it('refuses a second donor with the same email, whatever its case (409)', async () => {
    await addDonor(t, headers, { email: 'twice@example.org' });
    const response = await api('POST', '/api/donors', {
      firstName: 'Other',
      lastName: 'Person',
      email: 'TWICE@example.org',
      donorType: 'foundation',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.email).toHaveLength(1);
  });

  it('does not accept derived fields on update and keeps unsent fields', async () => {
    const donor = await addDonor(t, headers, { status: 'cultivating', rating: 4 });
    const response = await api('PATCH', `/api/donors/${donor.id}`, {
      notes: 'Met at the gala',
      totalGivenCents: 99_999_00,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      notes: 'Met at the gala',
      status: 'cultivating',
      rating: 4,
      totalGivenCents: 0,
    });
  });

  it('answers 404 for an unknown donor', async () => {
    expect((await api('GET', `/api/donors/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/api/donors/${UNKNOWN_ID}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/donors/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('GET /api/donors', () => {
  it('searches name, full name, email and organization; filters by status; pages and sorts', async () => {
    const tag = `zq${Date.now()}`;
    const ada = await addDonor(t, headers, { firstName: 'Ada', lastName: `Byron${tag}` });
    const org = await addDonor(t, headers, {
      lastName: 'Org',
      organization: `Bayou ${tag} Foundation`,
    });
    // The status follows the gifts: the foundation last gave over 18 months ago.
    await addGift(t, headers, { donorId: org.id, amountCents: 500_00, giftDate: '2024-01-10' });
    await addGift(t, headers, { donorId: ada.id, amountCents: 100_00 });

    const search = async (query: string) =>
      (await api('GET', `/api/donors?${query}`)).json() as DonorListPageDto;
    expect((await search(`q=${tag}`)).total).toBe(2);
    expect((await search(`q=Ada%20Byron${tag}`)).items.map((d) => d.id)).toEqual([ada.id]);
    expect((await search(`q=${tag}&status=lapsed`)).items.map((d) => d.id)).toEqual([org.id]);
    const byTotal = await search(`q=${tag}&sort=totalGiven&order=desc&limit=1`);
    expect(byTotal).toMatchObject({ total: 2, items: [{ id: org.id }] });
    const secondPage = await search(`q=${tag}&sort=totalGiven&order=desc&limit=1&offset=1`);
    expect(secondPage.items.map((d: DonorDto) => d.id)).toEqual([ada.id]);
  });

  it('treats % and _ in a search literally', async () => {
    const page = (await api('GET', '/api/donors?q=%25')).json() as DonorListPageDto;
    expect(page.total).toBe(0);
  });

  it('rejects an unknown sort with a 400 that names the query field', async () => {
    const response = await api('GET', '/api/donors?sort=favourite');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['sort']);
  });
});

describe('DELETE /api/donors/:id', () => {
  it('deletes the donor with donations and interactions, and refreshes campaign totals', async () => {
    const campaign = (
      await api('POST', '/api/campaigns', { name: 'Cascade test', goalCents: 1000_00 })
    ).json();
    const donor = await addDonor(t, headers);
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 250_00,
      campaignId: campaign.id,
    });
    const contact = (
      await api('POST', '/api/interactions', { donorId: donor.id, type: 'call' })
    ).json();
    expect((await api('GET', `/api/campaigns/${campaign.id}`)).json().raisedCents).toBe(250_00);

    expect((await api('DELETE', `/api/donors/${donor.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/donors/${donor.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/donations/${gift.id}`)).statusCode).toBe(404);
    const left = (await api('GET', `/api/interactions?donorId=${donor.id}`)).json();
    expect(left).toEqual([]);
    expect(contact.id).toBeDefined();
    expect((await api('GET', `/api/campaigns/${campaign.id}`)).json().raisedCents).toBe(0);
  });
});

describe('GET /api/donors/:id', () => {
  it('returns the profile with gifts, pledges and interactions, newest first', async () => {
    const donor = await addDonor(t, headers);
    await addGift(t, headers, { donorId: donor.id, amountCents: 10_00, giftDate: '2025-03-01' });
    await addGift(t, headers, { donorId: donor.id, amountCents: 20_00, giftDate: '2025-06-01' });
    await api('POST', '/api/interactions', {
      donorId: donor.id,
      type: 'meeting',
      interactionDate: '2025-07-04',
      followUpDate: '2026-01-20',
    });
    const profile = (await api('GET', `/api/donors/${donor.id}`)).json() as DonorProfileDto;
    expect(profile.donations.map((gift) => gift.amountCents)).toEqual([20_00, 10_00]);
    expect(profile).toMatchObject({
      totalGivenCents: 30_00,
      lastGiftDate: '2025-06-01',
      lastContactDate: '2025-07-04',
      nextFollowUp: '2026-01-20',
      pledges: [],
      letters: [],
    });
    expect(profile.interactions).toHaveLength(1);
  });
});
