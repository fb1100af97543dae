import { sql } from 'drizzle-orm';
import type { DashboardStatsDto } from '../../../domain/document-schemas.ts';
import { EXPIRING_SOON_DAYS } from '../../../domain/documents.ts';
import { todayIsoDate } from '../../../domain/organisation.ts';
import type { Database } from '../../db/client.ts';
import { ndaDocuments } from '../documents/documents.table.ts';

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

/** GET /api/dashboard/stats: one pass over the documents with FILTER clauses. */
export async function getDashboardStats(options: {
  db: Database;
  now: Date;
}): Promise<DashboardStatsDto> {
  const today = todayIsoDate(options.now);
  const { status, expirationDate, partnerId } = ndaDocuments;
  const notExpired = sql`${status} <> 'expired'`;
  const [row] = await options.db
    .select({
      totalNDAs: sql<number>`count(*)::int`,
      pendingSignatures: sql<number>`(count(*) filter (where ${status} = 'pending'))::int`,
      completed: sql<number>`(count(*) filter (where ${status} = 'completed'))::int`,
      activePartners: sql<number>`(count(distinct ${partnerId}) filter (
        where ${notExpired} and (${expirationDate} is null or ${expirationDate} >= ${today}::date)
      ))::int`,
      expiringSoon: sql<number>`(count(*) filter (
        where ${notExpired}
          and ${expirationDate} between ${today}::date and ${today}::date + ${EXPIRING_SOON_DAYS}::int
      ))::int`,
    })
    .from(ndaDocuments);
  return {
    totalNDAs: row?.totalNDAs ?? 0,
    pendingSignatures: row?.pendingSignatures ?? 0,
    completed: row?.completed ?? 0,
    activePartners: row?.activePartners ?? 0,
    expiringSoon: row?.expiringSoon ?? 0,
  };
}
