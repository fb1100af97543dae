import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentListFilter, DocumentListItemDto } from '../../../domain/document-schemas.ts';
import { todayIsoDate } from '../../../domain/organisation.ts';
import type { Database } from '../../db/client.ts';
import { partners } from '../partners/partners.table.ts';
import { toNdaListItemDto } from './document-dto.ts';
import { ndaDocuments } from './documents.table.ts';

/** A search term is matched literally: % and _ typed by a person are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function listFilters(query: DocumentListFilter, today: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(ndaDocuments.title, pattern), ilike(partners.companyName, pattern)));
  }
  if (query.status !== 'all') filters.push(eq(ndaDocuments.status, query.status));
  if (query.partnerId) filters.push(eq(ndaDocuments.partnerId, query.partnerId));
  if (query.expiringWithinDays !== undefined) {
    // Same rule as the dashboard's "expiring soon" card, which links here.
    filters.push(
      ne(ndaDocuments.status, 'expired'),
      sql`${ndaDocuments.expirationDate} between ${today}::date and ${today}::date + ${query.expiringWithinDays}::int`,
    );
  }
  return and(...filters);
}

/**
 * GET /api/documents: one page, newest first, with the partner's company from a join (no query
 * per row), plus the number of all matches for X-Total-Count.
 */
export async function listDocuments(options: {
  db: Database;
  query: DocumentListFilter;
  now: Date;
}): Promise<{ items: DocumentListItemDto[]; total: number }> {
  const { db, query } = options;
  const where = listFilters(query, todayIsoDate(options.now));
  const [rows, counts] = await Promise.all([
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
      })
      .from(ndaDocuments)
      .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
      .where(where)
      // The id breaks ties between documents created in the same instant, so pages never overlap.
      .orderBy(desc(ndaDocuments.createdAt), desc(ndaDocuments.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ndaDocuments)
      .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
      .where(where),
  ]);
  return { items: rows.map(toNdaListItemDto), total: counts[0]?.total ?? 0 };
}
