import { and, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PeriodicJob } from '../../jobs/job.ts';
import type { FastifyBaseLogger } from 'fastify';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { ndaDocuments } from './documents.table.ts';

/** Advisory lock id of the sweep: one instance at a time marks documents as expired. */
export const DOCUMENT_EXPIRY_LOCK_KEY = 728_305_003;
export const DOCUMENT_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Marks every document whose term ended before today (in the organisation's time zone) as
 * expired, with one audit entry each. The transaction-scoped try-lock makes a concurrent sweep
 * on another instance skip instead of waiting and logging the same documents again; the lock is
 * released by the commit. Returns how many documents it expired.
 */
export async function expireEndedDocuments(options: { db: Database; now: Date }): Promise<number> {
  const { db, now } = options;
  const today = todayIsoDate(now);
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({
        acquired: sql<boolean>`pg_try_advisory_xact_lock(${DOCUMENT_EXPIRY_LOCK_KEY}::bigint)`,
      })
      .from(sql`(select 1) as one`);
    if (!lock?.acquired) return 0;

    const ended = await tx
      .select({ id: ndaDocuments.id, status: ndaDocuments.status })
      .from(ndaDocuments)
      .where(and(lt(ndaDocuments.expirationDate, today), ne(ndaDocuments.status, 'expired')))
      .for('update');
    if (ended.length === 0) return 0;

    await tx
      .update(ndaDocuments)
      .set({ status: 'expired', updatedAt: now })
      .where(
        inArray(
          ndaDocuments.id,
          ended.map((document) => document.id),
        ),
      );
    for (const document of ended) {
      await recordAudit({
        db: tx,
        actor: SYSTEM_ACTOR,
        action: 'expire',
        entity: 'document',
        entityId: document.id,
        details: { from: document.status, to: 'expired' },
        at: now,
      });
    }
    return ended.length;
  });
}

/** The hourly expiry sweep (jobs/registry.ts); a failed run is retried at the next hour. */
export function documentExpiryJob(options: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): PeriodicJob {
  const { db, clock, log } = options;
  return {
    name: 'document-expiry',
    every: DOCUMENT_EXPIRY_INTERVAL_MS,
    failure: 'The NDA expiry sweep failed; it will run again in an hour.',
    run: async () => {
      const expired = await expireEndedDocuments({ db, now: clock.now() });
      if (expired > 0) log.info(`Marked ${expired} NDA(s) whose term has ended as expired.`);
    },
  };
}
