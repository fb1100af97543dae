import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmSummaryDto } from '../../domain/crm/report-dtos.ts';
import type { DonorListPageDto } from '../../domain/crm/donor-dtos.ts';
import { crmApi } from '../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { seedDemoDonors } from './demo-donors.ts';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  for (const t of [first, second]) {
    await t.db.transaction((tx) => seedDemoDonors(tx, t.clock.now()));
  }
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const summaryOf = async (t: TestApp) => {
  const { headers } = await signInAsNewAdmin(t);
  const api = crmApi(t, headers);
  const summary = (await api('GET', '/api/crm/summary')).json() as CrmSummaryDto;
  const donors = (await api('GET', '/api/donors?limit=200&sort=totalGiven&order=desc')).json();
  return { summary, donors: donors as DonorListPageDto };
};

describe('demo donors', () => {
  it('seeds about 60 donors, a year of gifts and the three capital campaign phases', async () => {
    const { summary, donors } = await summaryOf(first);
    expect(summary.totalDonors).toBe(60);
    expect(summary.giftCount).toBeGreaterThan(60);
    expect(summary.campaigns.map((campaign) => campaign.type)).toEqual([
      'capital-phase-1',
      'capital-phase-2',
      'capital-phase-3',
    ]);
    for (const phase of summary.capitalCampaign.phases)
      expect(phase.raisedCents).toBeGreaterThan(0);
    expect(summary.givingByMonth.filter((month) => month.giftCount > 0).length).toBeGreaterThan(8);
    expect(summary.retention.lastYearDonors).toBeGreaterThan(0);
    for (const status of ['donor', 'lapsed', 'prospect'] as const) {
      expect(summary.donorsByStatus[status]).toBeGreaterThan(0);
    }
    // Stages in cultivation are staff's call, kept while nobody has given.
    expect(summary.donorsByStatus.cultivating + summary.donorsByStatus.solicited).toBeGreaterThan(
      0,
    );
    expect(donors.items[0]!.totalGivenCents).toBeGreaterThan(donors.items[59]!.totalGivenCents);
  });

  it('is the same in every database (seeded, not random)', async () => {
    const [a, b] = await Promise.all([summaryOf(first), summaryOf(second)]);
    const shape = (result: typeof a) => ({
      total: result.summary.totalRaisedCents,
      gifts: result.summary.giftCount,
      // By email: ids are random, so they order donors with the same total differently.
      donors: result.donors.items
        .map((donor) => [donor.email, donor.totalGivenCents, donor.status])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    });
    expect(shape(a)).toEqual(shape(b));
  });
});
