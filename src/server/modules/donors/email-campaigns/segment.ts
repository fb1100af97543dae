import { and, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { EmailSegment } from '../../../../domain/crm/outreach-schemas.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { donors } from '../donors.table.ts';
import { emailSuppressions } from './email-suppressions.table.ts';

/**
 * Donors with an email who match every list given: status in `statuses`, type in `types`, and
 * at least one of `interests`. An empty or absent list does not narrow. Donors who unsubscribed
 * (email_suppressions) are never in a segment, whatever it says.
 */
export function segmentWhere(segment: EmailSegment | null): SQL {
  const filters: SQL[] = [
    isNotNull(donors.email),
    notExists(
      sql`(select 1 from ${emailSuppressions} where ${emailSuppressions.donorId} = ${donors.id})`,
    ),
  ];
  if (segment?.statuses?.length) filters.push(inArray(donors.status, segment.statuses));
  if (segment?.types?.length) filters.push(inArray(donors.donorType, segment.types));
  if (segment?.interests?.length) {
    const wanted = sql.join(
      segment.interests.map((interest) => sql`${interest}`),
      sql`, `,
    );
    filters.push(sql`${donors.interests} && array[${wanted}]::text[]`);
  }
  return and(...filters)!;
}

export async function countSegment(db: Database | Transaction, segment: EmailSegment | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(donors)
    .where(segmentWhere(segment));
  return row?.count ?? 0;
}
