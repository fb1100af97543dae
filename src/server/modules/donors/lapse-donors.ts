import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { PeriodicJob } from '../../jobs/job.ts';
import type { FastifyBaseLogger } from 'fastify';
import { addDaysToIsoDate, addMonthsToIsoDate } from '../../../domain/common/calendar-day.ts';
import { deriveDonorStatus } from '../../../domain/crm/donor-status.ts';
import type { DonorStatus } from '../../../domain/crm/donors.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { getFundraisingSettings } from '../settings/fundraising-settings.ts';
import { donorStatusFacts } from './donor-status.ts';
import { donors } from './donors.table.ts';

/**
 * Hourly, though the rule moves by whole days: a donor lapses within the hour after midnight in
 * Texas, and a missed run (a restart) costs an hour, not a day.
 */
export const DONOR_LAPSE_CHECK_INTERVAL_MS = 3_600_000;

/**
 * A donor lapses when time passes with no write, so no gift transaction is there to notice. This
 * check re-derives the donors the date alone may move: Donors whose last gift is about the lapse
 * period old, and Lapsed donors whose last gift is within it (after a longer period was set). The
 * query only narrows the list: `addMonthsToIsoDate(today, -period)` is within 3 days of the exact boundary
 * (month ends: Aug 31 + 6 months = Feb 28), so it widens by 3 days and the rule in
 * src/domain/crm/donor-status.ts decides each donor. Returns how many changed.
 */
export async function refreshLapsedDonors(options: {
  db: Database | Transaction;
  now: Date;
}): Promise<number> {
  const { now } = options;
  return options.db.transaction(async (tx) => {
    const { donorLapseMonths } = await getFundraisingSettings(tx);
    const today = todayIsoDate(now);
    const cutoff = addMonthsToIsoDate(today, -donorLapseMonths);
    // Locked in id order, as every writer locks donors, so the check and a gift never interleave.
    const candidates = await tx
      .select(donorStatusFacts)
      .from(donors)
      .where(
        or(
          and(eq(donors.status, 'donor'), lte(donors.lastGiftDate, addDaysToIsoDate(cutoff, 3))),
          and(eq(donors.status, 'lapsed'), gte(donors.lastGiftDate, addDaysToIsoDate(cutoff, -3))),
        ),
      )
      .orderBy(asc(donors.id))
      .for('update');
    const moves = new Map<DonorStatus, string[]>();
    for (const facts of candidates) {
      const { status } = deriveDonorStatus(facts, { today, lapseMonths: donorLapseMonths });
      if (status !== facts.status) moves.set(status, [...(moves.get(status) ?? []), facts.id]);
    }
    for (const [status, ids] of moves) {
      // Chunks keep the parameter list far below PostgreSQL's limit of 65,535.
      for (let start = 0; start < ids.length; start += 1000) {
        await tx
          .update(donors)
          .set({ status, updatedAt: now })
          .where(inArray(donors.id, ids.slice(start, start + 1000)));
      }
    }
    return [...moves.values()].reduce((sum, ids) => sum + ids.length, 0);
  });
}

/** The hourly lapse check (jobs/registry.ts). */
export function donorLapseCheckJob(options: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): PeriodicJob {
  const { db, clock, log } = options;
  return {
    name: 'donor-lapse-check',
    every: DONOR_LAPSE_CHECK_INTERVAL_MS,
    failure: 'The donor lapse check failed; retrying in an hour.',
    run: async () => {
      const changed = await refreshLapsedDonors({ db, now: clock.now() });
      if (changed > 0)
        log.info(`Donor lapse check: ${changed} donor(s) moved between Donor and Lapsed.`);
    },
  };
}
