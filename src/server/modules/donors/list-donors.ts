import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DonorListFilter, DonorListPageDto } from '../../../domain/crm-schemas.ts';
import type { Database } from '../../db/client.ts';
import { toDonorDto } from './donor-dto.ts';
import { donors } from './donors.table.ts';

/** A search term is matched literally: % and _ typed by a person are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function donorFilters(query: DonorListFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(donors.firstName, pattern),
        ilike(donors.lastName, pattern),
        // "Ada Byron" typed whole finds Ada Byron.
        sql`(${donors.firstName} || ' ' || ${donors.lastName}) ilike ${pattern}`,
        ilike(donors.email, pattern),
        ilike(donors.organization, pattern),
      ),
    );
  }
  if (query.status !== 'all') filters.push(eq(donors.status, query.status));
  if (query.donorType) filters.push(eq(donors.donorType, query.donorType));
  if (query.capacity) filters.push(eq(donors.capacity, query.capacity));
  return and(...filters);
}

const SORT_COLUMNS = {
  name: [sql`lower(${donors.lastName})`, sql`lower(${donors.firstName})`],
  totalGiven: [donors.totalGivenCents],
  lastGiftDate: [donors.lastGiftDate],
  lastContactDate: [donors.lastContactDate],
  nextFollowUp: [donors.nextFollowUp],
  rating: [donors.rating],
  createdAt: [donors.createdAt],
} as const;

function donorOrder(query: DonorListFilter): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  // Donors without a date go last whichever way the list is sorted: "never gave" is not "long ago".
  const columns = SORT_COLUMNS[query.sort].map((column) => sql`${direction(column)} nulls last`);
  // The id breaks ties, so pages never overlap or skip a donor.
  return [...columns, asc(donors.id)];
}

/** GET /api/donors: one page and the number of all matches. */
export async function listDonors(options: {
  db: Database;
  query: DonorListFilter;
}): Promise<DonorListPageDto> {
  const { db, query } = options;
  const where = donorFilters(query);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(donors)
      .where(where)
      .orderBy(...donorOrder(query))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(donors)
      .where(where),
  ]);
  return { items: rows.map(toDonorDto), total: counts[0]?.total ?? 0 };
}
