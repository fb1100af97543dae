import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * Entries with their place, in the staff list's order: first the waiting (active) entries, K-12
 * then Bridge, each campus by place; then the rest (invited, enrolled, withdrawn, declined), most
 * recently changed first. The place is counted over all of the campus's active entries, whatever
 * the filters, so a filtered list still shows each family's real place.
 */
export function selectEntriesWithPositions(db: Database, where: SQL | undefined) {
  const positions = db.$with('positions').as(
    db
      .select({
        id: waitingList.id,
        position:
          sql<number>`(row_number() over (partition by ${waitingList.campus} order by ${waitingList.priority} desc, ${waitingList.createdAt}, ${waitingList.id}))::int`.as(
            'position',
          ),
      })
      .from(waitingList)
      .where(eq(waitingList.status, 'active')),
  );
  const isActive = sql`${waitingList.status} = 'active'`;
  return db
    .with(positions)
    .select({ entry: waitingList, position: positions.position })
    .from(waitingList)
    .leftJoin(positions, eq(positions.id, waitingList.id))
    .where(where)
    .orderBy(
      sql`case when ${isActive} then 0 else 1 end`,
      sql`case when ${isActive} then (case ${waitingList.campus} when 'k12' then 0 else 1 end) end`,
      asc(positions.position),
      desc(waitingList.updatedAt),
      asc(waitingList.id),
    )
    .$dynamic();
}
