import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog, PeriodicJob } from '../../jobs/job.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { offerFreedSeats } from './offer-freed-seats.ts';
import { lockSession } from './session-locks.ts';
import type { VisitMailConfig } from './visit-mails.ts';
import { visitBookings } from './visits.table.ts';

export const VISIT_OFFERS_INTERVAL_MS = 5 * 60_000;

const expiredOffers = (now: Date) =>
  and(eq(visitBookings.status, 'offered'), lte(visitBookings.offerExpiresAt, now));

/**
 * One session's offers that were not taken in time: each goes to `cancelled` (the family did
 * not answer; they are mailed nothing), and the seats pass to the next waiting families while the
 * session is open. Under the session's lock, so an accept at the same moment is either before
 * (and booked) or after (and refused).
 */
async function expireOffersOf(options: {
  db: Database;
  sessionId: string;
  config: VisitMailConfig;
  now: Date;
}): Promise<number> {
  const { db, config, now } = options;
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, options.sessionId);
    if (!session) return 0;
    const lapsed = await tx
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: now, offerExpiresAt: null, updatedAt: now })
      .where(and(eq(visitBookings.sessionId, session.id), expiredOffers(now)))
      .returning({ id: visitBookings.id });
    for (const { id } of lapsed) {
      await recordAudit({
        db: tx,
        actor: SYSTEM_ACTOR,
        action: 'lapse-offer',
        entity: 'visit_booking',
        entityId: id,
        details: { sessionId: session.id },
        at: now,
      });
    }
    if (lapsed.length > 0) {
      await offerFreedSeats({ tx, session, config, actor: SYSTEM_ACTOR, now });
    }
    return lapsed.length;
  });
}

/** One pass over every session with an offer past its time; returns how many lapsed. */
export async function runVisitOfferExpiry(options: {
  db: Database;
  config: VisitMailConfig;
  now: Date;
}): Promise<number> {
  const { db, now } = options;
  const sessions = await db
    .selectDistinct({ sessionId: visitBookings.sessionId })
    .from(visitBookings)
    .where(expiredOffers(now));
  let lapsed = 0;
  for (const { sessionId } of sessions) {
    lapsed += await expireOffersOf({ ...options, sessionId });
  }
  return lapsed;
}

export function visitOffersJob(options: {
  db: Database;
  config: VisitMailConfig;
  clock: Clock;
  log: Pick<JobLog, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'visit-offers',
    every: VISIT_OFFERS_INTERVAL_MS,
    failure: 'Passing on visit seats whose offer ran out failed; it runs again in 5 minutes.',
    run: async () => {
      const lapsed = await runVisitOfferExpiry({ db, config, now: clock.now() });
      if (lapsed > 0) log.info(`Visits: ${lapsed} seat offers ran out and were passed on.`);
    },
  };
}
