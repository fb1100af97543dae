import { and, eq, sql } from 'drizzle-orm';
import type { WaitingListCountsDto } from '../../../domain/waiting-list/dtos.ts';
import {
  CAMPUSES,
  GRADE_LEVELS,
  PROGRAM_INTERESTS,
} from '../../../domain/waiting-list/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { waitingList } from './waiting-list.table.ts';

const activeCount = sql<number>`(count(*) filter (where ${waitingList.status} = 'active'))::int`;

/**
 * Every choice in the order of the form, zeros included, so the chart's bars never move;
 * "not given" (null) is added only when some entry left the choice empty.
 */
function inFormOrder<T extends string>(
  values: readonly T[],
  rows: { key: T | null; active: number }[],
): { key: T | null; active: number }[] {
  const byKey = new Map(rows.map((row) => [row.key, row.active]));
  const counted = values.map((key) => ({ key, active: byKey.get(key) ?? 0 }));
  const unset = byKey.get(null) ?? 0;
  return unset > 0 ? [...counted, { key: null, active: unset }] : counted;
}

/**
 * The staff chart: active and all entries per campus, active K-12 entries per grade and active
 * Bridge entries per program. Over the whole list, not the current filters, so the chart stays
 * put while staff search.
 */
export async function countWaitingListEntries(db: Database): Promise<WaitingListCountsDto> {
  const isActiveIn = (campus: 'k12' | 'bridge') =>
    and(eq(waitingList.campus, campus), eq(waitingList.status, 'active'));
  const [campuses, grades, programs] = await Promise.all([
    db
      .select({
        campus: waitingList.campus,
        active: activeCount,
        total: sql<number>`count(*)::int`,
      })
      .from(waitingList)
      .groupBy(waitingList.campus),
    db
      .select({ key: waitingList.gradeLevel, active: sql<number>`count(*)::int` })
      .from(waitingList)
      .where(isActiveIn('k12'))
      .groupBy(waitingList.gradeLevel),
    db
      .select({ key: waitingList.programInterest, active: sql<number>`count(*)::int` })
      .from(waitingList)
      .where(isActiveIn('bridge'))
      .groupBy(waitingList.programInterest),
  ]);
  return {
    byCampus: CAMPUSES.map((campus) => {
      const row = campuses.find((candidate) => candidate.campus === campus);
      return { campus, active: row?.active ?? 0, total: row?.total ?? 0 };
    }),
    byGrade: inFormOrder(GRADE_LEVELS, grades).map(({ key, active }) => ({
      gradeLevel: key,
      active,
    })),
    byProgram: inFormOrder(PROGRAM_INTERESTS, programs).map(({ key, active }) => ({
      programInterest: key,
      active,
    })),
  };
}
