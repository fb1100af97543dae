import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DonorListFilter } from '../../../domain/crm/donor-schemas.ts';
import type { DonorListPageDto } from '../../../domain/crm/donor-dtos.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatementCache, totalOfPage } from '../../db/prepared-statements.ts';
import { toDonorDto } from './donor-dto.ts';
import { donors, donorStatusCounts } from './donors.table.ts';

/** A search term is matched literally: % and _ typed by a person are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Which filters and order a request uses. Each combination is one statement, prepared once. */
type ListShape = Pick<DonorListFilter, 'sort' | 'order'> & {
  q: boolean;
  status: boolean;
  donorType: boolean;
  capacity: boolean;
};

const shapeOf = (query: DonorListFilter): ListShape => ({
  sort: query.sort,
  order: query.order,
  q: Boolean(query.q),
  status: query.status !== 'all',
  donorType: Boolean(query.donorType),
  capacity: Boolean(query.capacity),
});

const nameOf = ({ sort, order, ...filters }: ListShape) =>
  [
    sort,
    order,
    ...Object.keys(filters).filter((name) => filters[name as keyof typeof filters]),
  ].join('_');

const param = sql.placeholder;

function donorFilters(shape: ListShape): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (shape.q) {
    const pattern = param('pattern');
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
  if (shape.status) filters.push(eq(donors.status, param('status')));
  if (shape.donorType) filters.push(eq(donors.donorType, param('donorType')));
  if (shape.capacity) filters.push(eq(donors.capacity, param('capacity')));
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

function donorOrder(shape: ListShape): SQL[] {
  const direction = shape.order === 'desc' ? desc : asc;
  // Donors without a date go last whichever way the list is sorted: "never gave" is not "long ago".
  const columns = SORT_COLUMNS[shape.sort].map((column) => sql`${direction(column)} nulls last`);
  // The id breaks ties, so pages never overlap or skip a donor.
  return [...columns, asc(donors.id)];
}

/**
 * The number of all matches, as a column of every row of the page. Without a search, type or
 * capacity filter it is a status total kept by a trigger (donors.table.ts), so the plain list reads
 * one page however many donors there are; a filtered list counts its matches in the same pass.
 */
function totalColumn(shape: ListShape) {
  if (shape.q || shape.donorType || shape.capacity) return sql<number>`(count(*) over ())::int`;
  const { status, donors: count } = donorStatusCounts;
  const ofStatus = shape.status ? sql`${status} = ${param('status')}` : sql`true`;
  return sql<number>`(select coalesce(sum(${count}), 0) from ${donorStatusCounts}
    where ${ofStatus})::int`;
}

function prepareList(db: Database, shape: ListShape) {
  return db
    .select({ donor: donors, total: totalColumn(shape) })
    .from(donors)
    .where(donorFilters(shape))
    .orderBy(...donorOrder(shape))
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare(`donors_list_${nameOf(shape)}`);
}

const listStatements = preparedStatementCache<ReturnType<typeof prepareList>>();

/** One prepared statement per combination of filters, per database. */
const preparedList = (db: Database, shape: ListShape) =>
  listStatements(db, nameOf(shape), () => prepareList(db, shape));

/** GET /api/donors: one page and the number of all matches, in one statement. */
export async function listDonors(options: {
  db: Database;
  query: DonorListFilter;
}): Promise<DonorListPageDto> {
  const { db, query } = options;
  const shape = shapeOf(query);
  const values = {
    pattern: query.q ? `%${escapeLike(query.q)}%` : undefined,
    status: query.status,
    donorType: query.donorType,
    capacity: query.capacity,
    limit: query.limit,
    offset: query.offset,
  };
  const rows = await preparedList(db, shape).execute(values);
  const total = await totalOfPage(rows, query.offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(donors)
      .where(donorFilters(shape))
      .execute(values),
  );
  return { items: rows.map((row) => toDonorDto(row.donor)), total };
}
