import { lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../jobs/job.ts';
import { forgetSavedApplication } from './save-application.ts';
import { savedApplications } from './saved-application.table.ts';

export const SAVED_APPLICATION_CLEANUP_INTERVAL_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Deletes the saved answers whose link has expired, with their mails: a child's needs typed into
 * a form nobody sent are kept no longer than the mail promised. Each row is deleted on its own
 * terms (its id), so two instances running at once delete each row once and harmlessly.
 */
export async function deleteExpiredSavedApplications(options: {
  db: Database;
  now: Date;
  stopping?: AbortSignal;
}): Promise<number> {
  const { db, now } = options;
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: savedApplications.id })
      .from(savedApplications)
      .where(lte(savedApplications.expiresAt, now))
      .limit(BATCH);
    for (const { id } of expired) {
      await db.transaction((tx) => forgetSavedApplication(tx, id));
    }
    deleted += expired.length;
    if (expired.length < BATCH || options.stopping?.aborted) return deleted;
  }
}

/** The hourly clean-up (jobs/registry.ts); a failed run is retried at the next hour. */
export function savedApplicationCleanupJob(options: { db: Database; clock: Clock }): PeriodicJob {
  const { db, clock } = options;
  return {
    name: 'saved-application-cleanup',
    every: SAVED_APPLICATION_CLEANUP_INTERVAL_MS,
    failure: 'Deleting expired saved waiting-list answers failed; it will run again in an hour.',
    run: async (stopping) => {
      await deleteExpiredSavedApplications({ db, now: clock.now(), stopping });
    },
  };
}
