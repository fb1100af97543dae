import { asc, desc } from 'drizzle-orm';
import type { CapacityGroupDto } from '../../../../domain/crm/report-dtos.ts';
import { DONOR_CAPACITIES, DONOR_CAPACITY_LABELS } from '../../../../domain/crm/donors.ts';
import type { Database } from '../../../db/client.ts';
import { donors } from '../donors.table.ts';
import { toReportRow } from './giving-reports.ts';

/** Donors grouped by giving capacity (spec §3 tiers), largest givers first; unassessed last. */
export async function donorsByCapacity(options: { db: Database }): Promise<CapacityGroupDto[]> {
  const rows = await options.db
    .select()
    .from(donors)
    .orderBy(desc(donors.totalGivenCents), asc(donors.lastName), asc(donors.id));
  return [...DONOR_CAPACITIES, null].map((capacity) => {
    const members = rows.filter((donor) => donor.capacity === capacity);
    return {
      capacity,
      label: capacity ? DONOR_CAPACITY_LABELS[capacity] : 'Not assessed',
      donorCount: members.length,
      totalGivenCents: members.reduce((sum, donor) => sum + donor.totalGivenCents, 0),
      donors: members.map((donor) => toReportRow(donor)),
    };
  });
}
