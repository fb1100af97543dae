import { asc, inArray, sql } from 'drizzle-orm';
import { isLybunt, isSybunt, yearOf } from '../../../../domain/crm/rules.ts';
import type { DonorReportRowDto } from '../../../../domain/crm/report-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database } from '../../../db/client.ts';
import { countsAsGift } from '../donor-rollups.ts';
import { donors, type Donor } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';

export const toReportRow = (donor: Donor, lastYearCents = 0): DonorReportRowDto => ({
  id: donor.id,
  firstName: donor.firstName,
  lastName: donor.lastName,
  email: donor.email,
  organization: donor.organization,
  status: donor.status,
  capacity: donor.capacity,
  assignedTo: donor.assignedTo,
  totalGivenCents: donor.totalGivenCents,
  lastGiftDate: donor.lastGiftDate,
  lastYearCents,
});

/**
 * LYBUNT / SYBUNT for `year` (default: this year in America/Chicago). Gifts up to the end of
 * `year` count; later ones are ignored, so last year's list can be re-run. The membership rules
 * are src/domain/crm/rules.ts; here we gather each donor's giving years once.
 */
export async function givingReport(options: {
  db: Database;
  kind: 'lybunt' | 'sybunt';
  year: number | undefined;
  now: Date;
}): Promise<DonorReportRowDto[]> {
  const { db, kind } = options;
  const year = options.year ?? yearOf(todayIsoDate(options.now));
  const giving = await db
    .select({
      donorId: donations.donorId,
      years: sql<number[]>`array_agg(distinct extract(year from ${donations.giftDate})::int)`,
      lastYearCents: sql<string>`coalesce(sum(${donations.amountCents}) filter (where extract(year from ${donations.giftDate}) = ${year - 1}), 0)`,
    })
    .from(donations)
    .where(sql`${countsAsGift} and ${donations.giftDate} <= ${`${year}-12-31`}`)
    .groupBy(donations.donorId);
  const isMember = kind === 'lybunt' ? isLybunt : isSybunt;
  const members = giving.filter((row) => isMember(new Set(row.years.map(Number)), year));
  if (members.length === 0) return [];
  const lastYear = new Map(members.map((row) => [row.donorId, Number(row.lastYearCents)]));
  const rows = await db
    .select()
    .from(donors)
    .where(inArray(donors.id, [...lastYear.keys()]))
    .orderBy(sql`${donors.totalGivenCents} desc`, asc(donors.lastName), asc(donors.id));
  return rows.map((donor) => toReportRow(donor, lastYear.get(donor.id) ?? 0));
}
