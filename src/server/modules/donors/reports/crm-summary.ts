import { addMonthsToIsoDate, todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import { and, gte, sql } from 'drizzle-orm';
import {
  averageGiftCents,
  CAPITAL_CAMPAIGN,
  retentionRate,
  yearOf,
} from '../../../../domain/crm/rules.ts';
import type { CrmSummaryDto } from '../../../../domain/crm/report-dtos.ts';
import { DONOR_STATUSES, type DonorStatus } from '../../../../domain/crm/donors.ts';
import type { Database } from '../../../db/client.ts';
import { listCampaigns } from '../campaigns/campaigns.service.ts';
import { countsAsGift } from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';

async function givingTotals(db: Database, yearStart: string) {
  const [row] = await db
    .select({
      totalCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
      giftCount: sql<number>`count(*)::int`,
      thisYearCents: sql<string>`coalesce(sum(${donations.amountCents}) filter (where ${donations.giftDate} >= ${yearStart}), 0)`,
    })
    .from(donations)
    .where(countsAsGift);
  return {
    totalCents: Number(row?.totalCents ?? 0),
    giftCount: row?.giftCount ?? 0,
    thisYearCents: Number(row?.thisYearCents ?? 0),
  };
}

async function donorsByStatus(db: Database) {
  const rows = await db
    .select({ status: donors.status, count: sql<number>`count(*)::int` })
    .from(donors)
    .groupBy(donors.status);
  const counts = Object.fromEntries(DONOR_STATUSES.map((status) => [status, 0])) as Record<
    DonorStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Who gave in each of the two years, as sets of donor ids. */
async function givers(db: Database, year: number) {
  const rows = await db
    .selectDistinct({
      donorId: donations.donorId,
      year: sql<number>`extract(year from ${donations.giftDate})::int`,
    })
    .from(donations)
    .where(and(countsAsGift, gte(donations.giftDate, `${year - 1}-01-01`)));
  const ids = (wanted: number) =>
    rows.filter((row) => row.year === wanted).map((row) => row.donorId);
  return { lastYear: ids(year - 1), thisYear: ids(year) };
}

/** The last 12 calendar months, oldest first, with a zero for a month without gifts. */
async function givingByMonth(db: Database, today: string) {
  const firstMonth = addMonthsToIsoDate(`${today.slice(0, 7)}-01`, -11);
  const rows = await db
    .select({
      month: sql<string>`to_char(${donations.giftDate}, 'YYYY-MM')`,
      totalCents: sql<string>`sum(${donations.amountCents})`,
      giftCount: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(and(countsAsGift, gte(donations.giftDate, firstMonth)))
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = addMonthsToIsoDate(firstMonth, index).slice(0, 7);
    const row = byMonth.get(month);
    return { month, totalCents: Number(row?.totalCents ?? 0), giftCount: row?.giftCount ?? 0 };
  });
}

/** GET /api/crm/summary: the dashboard's cards, chart and campaign bars. */
export async function getCrmSummary(options: { db: Database; now: Date }): Promise<CrmSummaryDto> {
  const { db } = options;
  const today = todayIsoDate(options.now);
  const year = yearOf(today);
  const [totals, byStatus, yearGivers, months, campaigns] = await Promise.all([
    givingTotals(db, `${year}-01-01`),
    donorsByStatus(db),
    givers(db, year),
    givingByMonth(db, today),
    listCampaigns({ db }),
  ]);
  const retention = retentionRate(yearGivers.lastYear, yearGivers.thisYear);
  const phases = CAPITAL_CAMPAIGN.phases.map((phase) => ({
    ...phase,
    raisedCents: campaigns
      .filter((campaign) => campaign.type === phase.type)
      .reduce((sum, campaign) => sum + campaign.raisedCents, 0),
  }));
  return {
    totalRaisedCents: totals.totalCents,
    raisedThisYearCents: totals.thisYearCents,
    totalDonors: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    donorsByStatus: byStatus,
    giftCount: totals.giftCount,
    averageGiftCents: averageGiftCents(totals.totalCents, totals.giftCount),
    retentionRate: retention.rate,
    retention: {
      year,
      lastYearDonors: retention.lastYearDonors,
      retainedDonors: retention.retainedDonors,
    },
    givingByMonth: months,
    campaigns,
    capitalCampaign: {
      goalCents: CAPITAL_CAMPAIGN.goalCents,
      raisedCents: phases.reduce((sum, phase) => sum + phase.raisedCents, 0),
      phases,
    },
  };
}
