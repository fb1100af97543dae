import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoftCreditDto } from '../../../../domain/crm/credit-schemas.ts';
import type { CapacityGroupDto, DonorReportRowDto } from '../../../../domain/crm/report-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

// This file owns its database: the reports read every donor in it.
let t: TestApp;
let api: ReturnType<typeof crmApi>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

describe('soft credits on a gift', () => {
  it('credit the whole gift by default, once per person, never the gift’s own donor', async () => {
    const giver = await addDonor(t, headers, { lastName: 'Giver' });
    const spouse = await addDonor(t, headers, { lastName: 'Spouse' });
    const gift = await addGift(t, headers, { donorId: giver.id, amountCents: 250_00 });
    const url = `/api/donations/${gift.id}/soft-credits`;

    const added = await api('POST', url, { donorId: spouse.id, kind: 'spouse' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ donorId: spouse.id, kind: 'spouse', amountCents: 250_00 });

    const again = await api('POST', url, { donorId: spouse.id, kind: 'household' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already credited/);

    const self = await api('POST', url, { donorId: giver.id, kind: 'spouse' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/gave the gift/);

    const tooMuch = await api('POST', url, {
      donorId: (await addDonor(t, headers)).id,
      kind: 'solicitor',
      amountCents: 250_01,
    });
    expect(tooMuch.statusCode).toBe(400);

    const list = (await api('GET', url)).json() as SoftCreditDto[];
    expect(list.map((credit) => credit.donorName)).toEqual([`Test Spouse`]);
    // The giver's page carries the same credits, by gift, in its one answer.
    const profile = (await api('GET', `/api/donors/${giver.id}`)).json();
    expect(profile.softCreditsOnGifts).toEqual(list);
    expect((await api('GET', `/api/donors/${spouse.id}`)).json().softCreditsOnGifts).toEqual([]);
    expect((await api('DELETE', `/api/soft-credits/${list[0]!.id}`)).statusCode).toBe(204);
    expect((await api('GET', url)).json()).toEqual([]);
    expect((await api('DELETE', `/api/soft-credits/${list[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('reports with and without soft credit, at the turn of the year', () => {
  // Ana gave in 2023 herself; Ben gave on Dec 31, 2024 and credited Ana (spouse).
  let ana: string;
  beforeAll(async () => {
    ana = (await addDonor(t, headers, { lastName: 'Ana', capacity: 'major' })).id;
    const ben = (await addDonor(t, headers, { lastName: 'Ben' })).id;
    await addGift(t, headers, { donorId: ana, amountCents: 100_00, giftDate: '2023-05-01' });
    const gift = await addGift(t, headers, {
      donorId: ben,
      amountCents: 500_00,
      giftDate: '2024-12-31',
    });
    const credited = await api('POST', `/api/donations/${gift.id}/soft-credits`, {
      donorId: ana,
      kind: 'spouse',
    });
    expect(credited.statusCode).toBe(201);
  });
  const rowOf = async (url: string) =>
    ((await api('GET', url)).json() as DonorReportRowDto[]).find((row) => row.id === ana);

  it('on Jan 1, 2025 in Chicago: LYBUNT only when soft credit is included', async () => {
    t.clock.set(new Date('2025-01-01T06:30:00Z')); // 00:30 in America/Chicago
    expect(await rowOf('/api/crm/reports/lybunt')).toBeUndefined();
    expect(await rowOf('/api/crm/reports/sybunt')).toMatchObject({ softCreditCents: 0 });
    expect(await rowOf('/api/crm/reports/lybunt?softCredit=include')).toMatchObject({
      totalGivenCents: 100_00,
      softCreditCents: 500_00,
      lastYearCents: 500_00,
    });
    expect(await rowOf('/api/crm/reports/sybunt?softCredit=include')).toBeUndefined();
  });

  it('on Dec 31, 2024 in Chicago: LYBUNT-free only when soft credit is included', async () => {
    t.clock.set(new Date('2025-01-01T05:30:00Z')); // 23:30 on Dec 31 in America/Chicago
    expect(await rowOf('/api/crm/reports/lybunt')).toMatchObject({ lastYearCents: 100_00 });
    expect(await rowOf('/api/crm/reports/lybunt?softCredit=include')).toBeUndefined();
    expect(await rowOf('/api/crm/reports/sybunt?softCredit=include')).toBeUndefined();
  });

  it('adds soft credit to the capacity totals only when asked, and in the CSV', async () => {
    const major = async (query: string) =>
      (
        (await api('GET', `/api/crm/reports/by-capacity${query}`)).json() as CapacityGroupDto[]
      ).find((group) => group.capacity === 'major')!;
    expect((await major('')).totalGivenCents).toBe(100_00);
    expect((await major('?softCredit=include')).totalGivenCents).toBe(600_00);
    const csv = await api('GET', '/api/crm/reports/by-capacity.csv?softCredit=include');
    expect(csv.body).toContain('Ana');
    expect(csv.body).toContain('500.00');
    const bad = await api('GET', '/api/crm/reports/lybunt?softCredit=yes');
    expect(bad.statusCode).toBe(400);
  });
});
