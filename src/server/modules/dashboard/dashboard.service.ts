import { sql } from 'drizzle-orm';
import type { DashboardStatsDto } from '../../../domain/documents/dtos.ts';
import { EXPIRING_SOON_DAYS } from '../../../domain/documents/documents.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatementCache } from '../../db/prepared-statements.ts';
import {
  ndaDocuments,
  ndaDocumentStatusCounts,
  partnerDocumentTerms,
} from '../documents/public.ts';

/**
 * The definitions behind the dashboard cards ("today" is the date in the organisation's time
 * zone, America/Chicago):
 * - totalNDAs: every document, whatever its status.
 * - pendingSignatures: documents with status pending ("Pending Signature").
 * - completed: documents with status completed.
 * - activePartners: distinct partners with at least one document that is neither status expired
 *   nor past its expiration date (no expiration date, or one on or after today). A partner
 *   without documents is not active.
 * - expiringSoon: documents not expired whose expiration date is between today and today + 30
 *   days, both included (the list's `expiringWithinDays=30` shows the same documents).
 */
export const DASHBOARD_STATS_DEFINITIONS =
  'Counts over nda_documents, "today" being the date in America/Chicago. ' +
  'totalNDAs: every document. ' +
  'pendingSignatures: documents with status pending. ' +
  'completed: documents with status completed. ' +
  'activePartners: distinct partners with at least one document that is neither status expired ' +
  'nor past its expirationDate (expirationDate empty or on/after today). ' +
  `expiringSoon: documents not expired whose expirationDate is between today and today + ${EXPIRING_SOON_DAYS} days (inclusive).`;

/**
 * The stats in one query that reads no document one by one: the status totals and the partners'
 * live-until days are kept by triggers (documents.table.ts), and the documents expiring soon are a
 * range of the expiration-date index. Its cost does not grow with the number of documents, only
 * with the number expiring in the next 30 days.
 */
function prepareStatsQuery(db: Database) {
  const today = sql`${sql.placeholder('today')}::date`;
  const { status, documents } = ndaDocumentStatusCounts;
  const documentsWith = (value: string) =>
    sql<number>`coalesce(sum(${documents}) filter (where ${status} = ${value}), 0)::int`;
  return db
    .select({
      totalNDAs: sql<number>`coalesce(sum(${documents}), 0)::int`,
      pendingSignatures: documentsWith('pending'),
      completed: documentsWith('completed'),
      activePartners: sql<number>`(select count(*) from ${partnerDocumentTerms}
        where ${partnerDocumentTerms.liveUntil} >= ${today})::int`,
      expiringSoon: sql<number>`(select count(*) from ${ndaDocuments}
        where ${ndaDocuments.status} <> 'expired'
          and ${ndaDocuments.expirationDate} between ${today} and ${today} + ${EXPIRING_SOON_DAYS}::int)::int`,
    })
    .from(ndaDocumentStatusCounts)
    .prepare('dashboard_stats');
}

/**
 * Prepared once per database: the dashboard asks on every visit, and the query only changes with
 * the date, so neither drizzle nor PostgreSQL has to build or plan it again.
 */
const statsQueries = preparedStatementCache<ReturnType<typeof prepareStatsQuery>>();

/** GET /api/dashboard/stats. */
export async function getDashboardStats(options: {
  db: Database;
  now: Date;
}): Promise<DashboardStatsDto> {
  const { db } = options;
  const query = statsQueries(db, 'dashboard_stats', () => prepareStatsQuery(db));
  const [row] = await query.execute({ today: todayIsoDate(options.now) });
  return {
    totalNDAs: row?.totalNDAs ?? 0,
    pendingSignatures: row?.pendingSignatures ?? 0,
    completed: row?.completed ?? 0,
    activePartners: row?.activePartners ?? 0,
    expiringSoon: row?.expiringSoon ?? 0,
  };
}
