import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WaitingListRankingDto } from '../../../domain/waiting-list/dtos.ts';
import { DEFAULT_PRIORITY, type Campus } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * Serialises every change to one campus's queue until the transaction ends, so concurrent
 * submissions each see all earlier ones and get distinct positions. A transaction-level advisory
 * lock works the same on PostgreSQL and PGlite and never blocks the other campus.
 */
export async function lockCampusQueue(tx: Transaction, campus: Campus): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waiting_list:${campus}`}))`);
}

/**
 * The place of an active entry: 1 + the active entries of its campus that are ahead of it
 * (higher priority, or equal priority and submitted earlier; the id breaks exact ties). The same
 * order as the staff list's `row_number() over (… order by priority desc, created_at, id)`.
 *
 * Counted as (active entries of higher or equal priority) − (those of equal priority behind it):
 * the first part is a few rows of waiting_list_queue_counts, the second a range of the ranking
 * index that is empty for a new form. So a submission's place costs the same however long the
 * list is, while its campus's queue is locked. One statement, so one snapshot. Compared in SQL,
 * so created_at keeps its microseconds.
 */
export async function rankEntry(
  db: Database | Transaction,
  id: string,
): Promise<WaitingListRankingDto> {
  // Plain SQL with explicit table aliases: drizzle leaves columns unqualified inside a select
  // field's subquery, which would compare each column with itself.
  const queued = (priorities: SQL) =>
    sql<number>`(select coalesce(sum(q.entries), 0) from waiting_list_queue_counts q
      where q.campus = e.campus and ${priorities})::int`;
  const [row] = await db
    .select({
      higherOrEqual: queued(sql`q.priority >= e.priority`),
      behindInPriority: sql<number>`(select count(*) from waiting_list o
        where o.campus = e.campus and o.status = 'active' and o.priority = e.priority
          and o.created_at >= e.created_at and (o.created_at, o.id) > (e.created_at, e.id))::int`,
      totalInCampus: queued(sql`true`),
    })
    .from(alias(waitingList, 'e'))
    .where(sql`e.id = ${id}`);
  if (!row) return { position: 1, totalInCampus: 0 };
  return { position: row.higherOrEqual - row.behindInPriority, totalInCampus: row.totalInCampus };
}

/**
 * The place a new form's entry gets (the default priority, after every entry of its campus), read
 * under the campus lock before the insert: every active entry of equal or higher priority is ahead
 * of it, and it is one more.
 */
export async function placeOfNewEntry(
  tx: Transaction,
  campus: Campus,
): Promise<WaitingListRankingDto> {
  const queued = (priorities: SQL) =>
    sql`(select coalesce(sum(q.entries), 0) from waiting_list_queue_counts q
      where q.campus = ${campus} and ${priorities})::int`;
  const result = await tx.execute(
    sql`select ${queued(sql`q.priority >= ${DEFAULT_PRIORITY}`)} as ahead, ${queued(sql`true`)} as total`,
  );
  const [row] = (result as unknown as { rows: { ahead: number; total: number }[] }).rows;
  return { position: row!.ahead + 1, totalInCampus: row!.total + 1 };
}
