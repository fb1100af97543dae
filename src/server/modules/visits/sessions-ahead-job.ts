import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../jobs/job.ts';
import { ensureAllSessions } from './make-sessions.ts';

export const SESSIONS_AHEAD_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Every live event's sessions, made SCHEDULE_DAYS_AHEAD days ahead (ADR 052): at start (a job's
 * first run is at start) and then daily. Safe on every instance at once: an (event, start) that
 * exists is left as it is.
 */
export function visitSessionsJob(options: { db: Database; clock: Clock }): PeriodicJob {
  const { db, clock } = options;
  return {
    name: 'visit-sessions',
    every: SESSIONS_AHEAD_INTERVAL_MS,
    failure:
      'Making the visits’ sessions ahead failed; it runs again in a day or at the next start.',
    run: () => ensureAllSessions(db, clock.now()),
  };
}
