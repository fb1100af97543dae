import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { familyPapers } from './family-papers.table.ts';

export type PaperCounts = { received: number; reviewed: number };

/** Per entry: papers received and how many of them staff have reviewed (an entry without papers is not in the map). */
export async function paperCountsByEntry(
  db: Database,
  entryIds: readonly string[],
): Promise<Map<string, PaperCounts>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({
      entryId: familyPapers.entryId,
      received: count(),
      reviewed: sql<number>`count(${familyPapers.reviewedAt})::int`,
    })
    .from(familyPapers)
    .where(inArray(familyPapers.entryId, [...entryIds]))
    .groupBy(familyPapers.entryId);
  return new Map(rows.map(({ entryId, received, reviewed }) => [entryId, { received, reviewed }]));
}

/** One entry's counts: zero of each when it has none. */
export async function paperCounts(db: Database, entryId: string): Promise<PaperCounts> {
  return (await paperCountsByEntry(db, [entryId])).get(entryId) ?? { received: 0, reviewed: 0 };
}
