import { asc, desc } from 'drizzle-orm';
import type { CapacityGroupDto } from '../../../../domain/crm/report-dtos.ts';
import { DONOR_CAPACITIES, DONOR_CAPACITY_LABELS } from '../../../../domain/crm/donors.ts';
import type { Database } from '../../../db/client.ts';
import { donors } from '../donors.table.ts';
import { softCreditTotals } from './credit-lines.ts';
import { toReportRow } from './giving-reports.ts';

/**
 * Donors grouped by giving capacity (spec §3 tiers), largest givers first; unassessed last.
 * Group totals are hard credit, plus soft credit when included (then a gift given by one member
 * of a group and credited to another counts for both).
 */
export async function donorsByCapacity(options: {
  db: Database;
  includeSoftCredit?: boolean;
}): Promise<CapacityGroupDto[]> {
  const [rows, soft] = await Promise.all([
    options.db
      .select()
      .from(donors)
      .orderBy(desc(donors.totalGivenCents), asc(donors.lastName), asc(donors.id)),
    options.includeSoftCredit ? softCreditTotals(options.db, 'all') : new Map<string, number>(),
  ]);
  const softOf = (id: string) => soft.get(id) ?? 0;
  return [...DONOR_CAPACITIES, null].map((capacity) => {
    const members = rows.filter((donor) => donor.capacity === capacity);
    return {
      capacity,
      label: capacity ? DONOR_CAPACITY_LABELS[capacity] : 'Not assessed',
      donorCount: members.length,
      totalGivenCents: members.reduce(
        (sum, donor) => sum + donor.totalGivenCents + softOf(donor.id),
        0,
      ),
      donors: members.map((donor) => toReportRow(donor, 0, softOf(donor.id))),
    };
  });
}
