import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WaitingListRankingDto } from '../../../domain/waiting-list-schemas.ts';
import type { Campus } from '../../../domain/waiting-list.ts';
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
 * Compared in SQL, so created_at keeps its microseconds.
 */
export async function rankEntry(
  db: Database | Transaction,
  id: string,
): Promise<WaitingListRankingDto> {
  const other = alias(waitingList, 'other');
  const isAhead = sql`${other.priority} > ${waitingList.priority} or (${other.priority} = ${waitingList.priority} and (${other.createdAt}, ${other.id}) < (${waitingList.createdAt}, ${waitingList.id}))`;
  const [row] = await db
    .select({
      position: sql<number>`(count(*) filter (where ${isAhead}))::int + 1`,
      totalInCampus: sql<number>`count(*)::int`,
    })
    .from(waitingList)
    .innerJoin(other, and(eq(other.campus, waitingList.campus), eq(other.status, 'active')))
    .where(eq(waitingList.id, id));
  return { position: row?.position ?? 1, totalInCampus: row?.totalInCampus ?? 0 };
}
