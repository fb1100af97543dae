import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentListFilter, DocumentListItemDto } from '../../../domain/document-schemas.ts';
import { todayIsoDate } from '../../../domain/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatementCache, totalOfPage } from '../../db/prepared-statements.ts';
import { partners } from '../partners/partners.table.ts';
import { toNdaListItemDto } from './document-dto.ts';
import { ndaDocuments, ndaDocumentStatusCounts } from './documents.table.ts';

/** A search term is matched literally: % and _ typed by a person are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Which filters a request uses. Each combination is one statement, built and prepared once. */
type ListShape = { q: boolean; status: boolean; partner: boolean; expiring: boolean };

const shapeOf = (query: DocumentListFilter): ListShape => ({
  q: Boolean(query.q),
  status: query.status !== 'all',
  partner: Boolean(query.partnerId),
  expiring: query.expiringWithinDays !== undefined,
});

const nameOf = (shape: ListShape) =>
  Object.entries(shape)
    .filter(([, isUsed]) => isUsed)
    .map(([filter]) => filter)
    .join('_') || 'all';

const param = sql.placeholder;

function listFilters(shape: ListShape): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (shape.q) {
    const pattern = param('pattern');
    // The company is matched once per partner, not once per document, and the count needs no join.
    // `= any (array(…))` rather than `in (…)`, so the partner id index can serve that half.
    const partnerMatches = sql`select ${partners.id} from ${partners} where ${partners.companyName} ilike ${pattern}`;
    filters.push(
      or(
        ilike(ndaDocuments.title, pattern),
        sql`${ndaDocuments.partnerId} = any (array(${partnerMatches}))`,
      ),
    );
  }
  if (shape.status) filters.push(eq(ndaDocuments.status, param('status')));
  if (shape.partner) filters.push(eq(ndaDocuments.partnerId, param('partnerId')));
  if (shape.expiring) {
    // Same rule as the dashboard's "expiring soon" card, which links here.
    const today = sql`${param('today')}::date`;
    filters.push(
      ne(ndaDocuments.status, 'expired'),
      sql`${ndaDocuments.expirationDate} between ${today} and ${today} + ${param('days')}::int`,
    );
  }
  return and(...filters);
}

/**
 * The number of all matches, as a column of every row of the page. Without a search, partner or
 * expiry filter it is a status total kept by a trigger (documents.table.ts), so the plain list
 * reads one page however many documents there are. A filtered list counts its matches in a
 * subquery of the same statement, from the indexes.
 */
function totalColumn(shape: ListShape) {
  if (shape.q || shape.partner || shape.expiring) {
    // A separate count, evaluated once: the page itself can then stop at its 50th match (newest
    // first, down the created_at index), while the count reads only the matches from the
    // search's trigram and partner indexes. `count(*) over ()` made the page visit every match
    // in date order, and the planner scanned all documents to do that (bench/, issue 10).
    return sql<number>`(select count(*) from ${ndaDocuments} where ${listFilters(shape)})::int`;
  }
  const { status, documents } = ndaDocumentStatusCounts;
  const ofStatus = shape.status ? sql`${status} = ${param('status')}` : sql`true`;
  return sql<number>`(select coalesce(sum(${documents}), 0) from ${ndaDocumentStatusCounts}
    where ${ofStatus})::int`;
}

function prepareList(db: Database, shape: ListShape) {
  return (
    db
      .select({
        id: ndaDocuments.id,
        title: ndaDocuments.title,
        status: ndaDocuments.status,
        purpose: ndaDocuments.purpose,
        effectiveDate: ndaDocuments.effectiveDate,
        expirationDate: ndaDocuments.expirationDate,
        duration: ndaDocuments.duration,
        sentAt: ndaDocuments.sentAt,
        createdAt: ndaDocuments.createdAt,
        updatedAt: ndaDocuments.updatedAt,
        partnerId: ndaDocuments.partnerId,
        partnerCompanyName: partners.companyName,
        total: totalColumn(shape),
      })
      .from(ndaDocuments)
      .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
      .where(listFilters(shape))
      // The id breaks ties between documents created in the same instant, so pages never overlap.
      .orderBy(desc(ndaDocuments.createdAt), desc(ndaDocuments.id))
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(`documents_list_${nameOf(shape)}`)
  );
}

const listStatements = preparedStatementCache<ReturnType<typeof prepareList>>();

/** One prepared statement per combination of filters, per database. */
const preparedList = (db: Database, shape: ListShape) =>
  listStatements(db, nameOf(shape), () => prepareList(db, shape));

/**
 * GET /api/documents: one page, newest first, with the partner's company from a join (no query
 * per row), plus the number of all matches for X-Total-Count, in one statement.
 */
export async function listDocuments(options: {
  db: Database;
  query: DocumentListFilter;
  now: Date;
}): Promise<{ items: DocumentListItemDto[]; total: number }> {
  const { db, query } = options;
  const shape = shapeOf(query);
  const values = {
    pattern: query.q ? `%${escapeLike(query.q)}%` : undefined,
    status: query.status,
    partnerId: query.partnerId,
    // Only worked out when used: the time-zone conversion is noticeable on every page.
    today: shape.expiring ? todayIsoDate(options.now) : undefined,
    days: query.expiringWithinDays,
    limit: query.limit,
    offset: query.offset,
  };
  const rows = await preparedList(db, shape).execute(values);
  const total = await totalOfPage(rows, query.offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ndaDocuments)
      .where(listFilters(shape))
      .execute(values),
  );
  return { items: rows.map(toNdaListItemDto), total };
}
