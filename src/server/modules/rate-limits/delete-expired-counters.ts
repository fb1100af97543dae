import { lt, sql } from 'drizzle-orm';
import type { PeriodicJob } from '../../jobs/job.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from './rate-limits.table.ts';

/** Advisory lock id of the clean-up: one instance at a time deletes (see expire-documents.ts). */
export const RATE_LIMIT_CLEANUP_LOCK_KEY = 728_305_011;
export const RATE_LIMIT_CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * A counter is kept this long after its window ended. An ended window already counts as zero, so
 * deleting it earlier would change nothing but would let an instance whose clock runs ahead
 * delete a window that another instance still counts in.
 */
export const RATE_LIMIT_GRACE_MS = 60 * 60_000;

/**
 * Deletes the counters whose window ended over an hour ago. Their keys hold IP addresses (and
 * waiting-list entry ids), which must not be kept longer than the limit needs them: with an hourly
 * run, an address is gone at most about two hours after its window ends. A job rather than a
 * delete on every hit: hits come on the public, attackable paths (forms, sign-in, status links),
 * and a quiet site would otherwise keep its last addresses forever. The try-lock makes a run on
 * another instance at the same moment skip instead of waiting on the same rows.
 */
export async function deleteExpiredRateLimits(options: {
  db: Database;
  now: Date;
}): Promise<number> {
  const { db, now } = options;
  const endedBefore = new Date(now.getTime() - RATE_LIMIT_GRACE_MS);
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({
        acquired: sql<boolean>`pg_try_advisory_xact_lock(${RATE_LIMIT_CLEANUP_LOCK_KEY}::bigint)`,
      })
      .from(sql`(select 1) as one`);
    if (!lock?.acquired) return 0;
    const deleted = await tx
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowEndsAt, endedBefore))
      .returning({ key: rateLimitCounters.key });
    return deleted.length;
  });
}

/** The hourly clean-up (jobs/registry.ts); a failed run is retried at the next hour. */
export function rateLimitCleanupJob(options: { db: Database; clock: Clock }): PeriodicJob {
  const { db, clock } = options;
  return {
    name: 'rate-limit-cleanup',
    every: RATE_LIMIT_CLEANUP_INTERVAL_MS,
    failure: 'Deleting old rate-limit counters failed; it will run again in an hour.',
    run: async () => {
      await deleteExpiredRateLimits({ db, now: clock.now() });
    },
  };
}
