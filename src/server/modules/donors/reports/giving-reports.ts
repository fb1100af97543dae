import { asc, inArray, sql } from 'drizzle-orm';
import { creditTotals, isOnGivingReport } from '../../../../domain/crm/credit-rules.ts';
import { yearOf } from '../../../../domain/crm/rules.ts';
import type { DonorReportRowDto } from '../../../../domain/crm/report-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database } from '../../../db/client.ts';
import { donors, type Donor } from '../donors.table.ts';
import { creditLinesByDonor, softCreditTotals } from './credit-lines.ts';

export const toReportRow = (
  donor: Donor,
  lastYearCents = 0,
  softCreditCents = 0,
): DonorReportRowDto => ({
  id: donor.id,
  firstName: donor.firstName,
  lastName: donor.lastName,
  email: donor.email,
  organization: donor.organization,
  status: donor.status,
  capacity: donor.capacity,
  assignedTo: donor.assignedTo,
  totalGivenCents: donor.totalGivenCents,
  softCreditCents,
  lastGiftDate: donor.lastGiftDate,
  lastYearCents,
});

/**
 * LYBUNT / SYBUNT for `year` (default: this year in America/Chicago). Gifts up to the end of
 * `year` count; later ones are ignored, so last year's list can be re-run. Hard credit only,
 * unless `includeSoftCredit`: then a gift credited to a donor counts as their giving that year.
 * The membership rules are src/domain/crm/credit-rules.ts.
 */
export async function givingReport(options: {
  db: Database;
  kind: 'lybunt' | 'sybunt';
  year: number | undefined;
  includeSoftCredit?: boolean;
  now: Date;
}): Promise<DonorReportRowDto[]> {
  const { db, kind } = options;
  const includeSoftCredit = options.includeSoftCredit ?? false;
  const year = options.year ?? yearOf(todayIsoDate(options.now));
  const byDonor = await creditLinesByDonor(db, { through: `${year}-12-31`, includeSoftCredit });
  const lastYear = new Map<string, number>();
  for (const [donorId, lines] of byDonor) {
    if (!isOnGivingReport({ kind, lines, year, includeSoftCredit })) continue;
    const earlier = lines.filter((line) =>
      kind === 'lybunt' ? yearOf(line.giftDate) === year - 1 : yearOf(line.giftDate) < year - 1,
    );
    lastYear.set(donorId, creditTotals(earlier, includeSoftCredit).countedCents);
  }
  if (lastYear.size === 0) return [];
  const ids = [...lastYear.keys()];
  const [rows, soft] = await Promise.all([
    db
      .select()
      .from(donors)
      .where(inArray(donors.id, ids))
      .orderBy(sql`${donors.totalGivenCents} desc`, asc(donors.lastName), asc(donors.id)),
    includeSoftCredit ? softCreditTotals(db, ids) : new Map<string, number>(),
  ]);
  return rows.map((donor) =>
    toReportRow(donor, lastYear.get(donor.id) ?? 0, soft.get(donor.id) ?? 0),
  );
}
