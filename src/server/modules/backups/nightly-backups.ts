import { desc, eq } from 'drizzle-orm';
import { backupDayDue } from '../../../domain/backups/backups.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog, PeriodicJob } from '../../jobs/job.ts';
import { backupRuns } from './backups.table.ts';
import { makeBackup } from './make-backup.ts';

/** How often the job asks whether today's backup is due; it runs once a day. */
const CHECK_EVERY_MS = 15 * 60_000;

/** Makes today's backup when it is due and no instance has claimed it yet (ADR 022). */
export async function backUpIfDue(options: {
  db: Database;
  config: Config;
  now: Date;
  log: JobLog;
}): Promise<void> {
  const [last] = await options.db
    .select({ day: backupRuns.day })
    .from(backupRuns)
    .where(eq(backupRuns.kind, 'nightly'))
    .orderBy(desc(backupRuns.day))
    .limit(1);
  const day = backupDayDue(options.now, last?.day ?? null, options.config.organisation.timeZone);
  if (day) await makeBackup({ ...options, kind: 'nightly', day });
}

/** Asks every 15 minutes whether today's backup is due (jobs/registry.ts). */
export function nightlyBackupJob(options: {
  db: Database;
  config: Config;
  clock: Clock;
  log: JobLog;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'nightly-backup',
    run: () => backUpIfDue({ db, config, now: clock.now(), log }),
    every: CHECK_EVERY_MS,
    failure: 'Could not check whether a backup is due; trying again in 15 minutes.',
  };
}
