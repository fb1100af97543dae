import { count, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { familyPapers } from './family-papers.table.ts';

export type PaperCounts = { received: number; reviewed: number };

/**
 * A paper the family sent that staff have not marked read (review-paper.ts sets reviewedAt).
 * The one condition of the counts below and of the papers to review (papers-to-review.ts).
 */
export const paperNotReviewed: SQL = isNull(familyPapers.reviewedAt);

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
      notReviewed: sql<number>`(count(*) filter (where ${paperNotReviewed}))::int`,
    })
    .from(familyPapers)
    .where(inArray(familyPapers.entryId, [...entryIds]))
    .groupBy(familyPapers.entryId);
  return new Map(
    rows.map(({ entryId, received, notReviewed }) => [
      entryId,
      { received, reviewed: received - notReviewed },
    ]),
  );
}

/** One entry's counts: zero of each when it has none. */
export async function paperCounts(db: Database, entryId: string): Promise<PaperCounts> {
  return (await paperCountsByEntry(db, [entryId])).get(entryId) ?? { received: 0, reviewed: 0 };
}
