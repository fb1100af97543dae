import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ParsedWaitingListInput } from '../../../domain/waiting-list-schemas.ts';
import type { Transaction } from '../../db/client.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * The entry this form repeats: same campus, email and student name, ignoring case, still open.
 * A withdrawn or declined entry does not count, so a family can apply again later. Called under
 * the campus lock, so two identical forms sent at once cannot both get in. The whole row: a repeat
 * mails the family a new link, in the entry's language and to its stored address.
 */
export async function findDuplicateEntry(tx: Transaction, input: ParsedWaitingListInput) {
  const [row] = await tx
    .select()
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
  return row;
}
