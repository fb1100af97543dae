import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { waitingListQuery } from '../../../domain/waiting-list/schemas.ts';
import { waitingList } from './waiting-list.table.ts';

export type WaitingListFilter = Pick<
  z.output<typeof waitingListQuery>,
  'campus' | 'status' | 'gradeLevel' | 'programInterest' | 'search'
>;

/** A search term is matched literally: % and _ typed by a person are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The staff list's filters, shared by the page and the CSV export so both show the same rows. */
export function waitingListFilters(filter: WaitingListFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (filter.campus) filters.push(eq(waitingList.campus, filter.campus));
  if (filter.status) filters.push(eq(waitingList.status, filter.status));
  if (filter.gradeLevel) filters.push(eq(waitingList.gradeLevel, filter.gradeLevel));
  if (filter.programInterest) {
    filters.push(eq(waitingList.programInterest, filter.programInterest));
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    filters.push(
      or(
        ilike(waitingList.firstName, pattern),
        ilike(waitingList.lastName, pattern),
        ilike(waitingList.email, pattern),
        // "Jane Doe" finds Jane Doe too.
        sql`(${waitingList.firstName} || ' ' || ${waitingList.lastName}) ilike ${pattern}`,
      ),
    );
  }
  return and(...filters);
}
