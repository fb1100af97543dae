import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WaitingListPageDto } from '../../../domain/waiting-list/dtos.ts';
import type { waitingListQuery } from '../../../domain/waiting-list/schemas.ts';
import type { Database } from '../../db/client.ts';
import { countWaitingListEntries } from './count-entries.ts';
import { selectEntriesWithPositions } from './entries-query.ts';
import { waitingListFilters } from './waiting-list-filters.ts';
import { toWaitingListEntryDto } from './waiting-list-dto.ts';
import { waitingList } from './waiting-list.table.ts';

/** GET /api/waiting-list (staff): one page of the filtered list, its size and the chart counts. */
export async function listWaitingList(options: {
  db: Database;
  query: z.output<typeof waitingListQuery>;
}): Promise<WaitingListPageDto> {
  const { db, query } = options;
  const where = waitingListFilters(query);
  const [rows, totals, counts] = await Promise.all([
    selectEntriesWithPositions(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(waitingList)
      .where(where),
    countWaitingListEntries(db),
  ]);
  return {
    entries: rows.map((row) => {
      const { studentNeeds: _readOnTheEntryPage, ...entry } = toWaitingListEntryDto(
        row.entry,
        row.position,
      );
      return entry;
    }),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
