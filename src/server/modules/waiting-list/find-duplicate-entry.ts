import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ParsedWaitingListInput } from '../../../domain/waiting-list/schemas.ts';
import type { Transaction } from '../../db/client.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * The id of the entry this form repeats, as a query of one row or none: same campus, email and
 * student name, ignoring case, still open. A withdrawn or declined entry does not count, so a
 * family can apply again later. Read under the campus lock, so two identical forms sent at once
 * cannot both get in.
 */
export function duplicateEntryId(tx: Transaction, input: ParsedWaitingListInput) {
  return tx
    .select({ id: waitingList.id })
    .from(waitingList)
    .where(
      and(
        eq(waitingList.campus, input.campus),
        // The expressions of waiting_list_duplicate_idx; lower() on both sides, so PostgreSQL's
        // idea of case decides, not JavaScript's.
        sql`lower(${waitingList.email}) = lower(${input.email})`,
        sql`lower(${waitingList.firstName}) = lower(${input.firstName})`,
        sql`lower(${waitingList.lastName}) = lower(${input.lastName})`,
        notInArray(waitingList.status, ['withdrawn', 'declined']),
      ),
    )
    .orderBy(asc(waitingList.createdAt))
    .limit(1);
}

/** The whole repeated entry: a repeat mails the family a new link, in its language and address. */
export async function readDuplicateEntry(tx: Transaction, id: string) {
  const [row] = await tx.select().from(waitingList).where(eq(waitingList.id, id));
  return row!;
}
