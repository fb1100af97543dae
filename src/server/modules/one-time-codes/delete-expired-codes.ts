import { lt } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../jobs/job.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

export const CODE_CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes mailed codes an hour after they expired, used or not: an expired code opens nothing,
 * and its row names an address. Deleting rows that are already past use needs no lock between
 * instances; two runs at once delete the same rows once.
 */
export async function deleteExpiredCodes(options: { db: Database; now: Date }): Promise<number> {
  const before = new Date(options.now.getTime() - CODE_CLEANUP_INTERVAL_MS);
  const deleted = await options.db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, before))
    .returning({ id: oneTimeCodes.id });
  return deleted.length;
}

/** The hourly clean-up (jobs/registry.ts); a failed run is retried at the next hour. */
export function codeCleanupJob(options: { db: Database; clock: Clock }): PeriodicJob {
  const { db, clock } = options;
  return {
    name: 'one-time-code-cleanup',
    every: CODE_CLEANUP_INTERVAL_MS,
    failure: 'Deleting expired one-time codes failed; it will run again in an hour.',
    run: async () => {
      await deleteExpiredCodes({ db, now: clock.now() });
    },
  };
}
