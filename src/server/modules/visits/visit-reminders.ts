import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { reminderDue } from '../../../domain/visits/booking-rules.ts';
import { REMINDERS, type ReminderId } from '../../../domain/visits/visits.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog, PeriodicJob } from '../../jobs/job.ts';
import { readBookingFacts } from './booking-facts.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { visitBookings, visitSessions } from './visits.table.ts';

export const VISIT_REMINDERS_INTERVAL_MS = 5 * 60_000;
const EARLIEST_REMINDER_MS = Math.max(...REMINDERS.map((reminder) => reminder.beforeMs));

/** Booked families of held sessions that start within the earliest reminder's reach. */
const bookedSoon = (db: Database, now: Date) =>
  db
    .select({
      id: visitBookings.id,
      bookedAt: visitBookings.bookedAt,
      sent: visitBookings.remindersSent,
      startsAt: visitSessions.startsAt,
    })
    .from(visitBookings)
    .innerJoin(visitSessions, eq(visitSessions.id, visitBookings.sessionId))
    .where(
      and(
        eq(visitBookings.status, 'booked'),
        eq(visitSessions.status, 'scheduled'),
        gt(visitSessions.startsAt, now),
        lte(visitSessions.startsAt, new Date(now.getTime() + EARLIEST_REMINDER_MS)),
      ),
    )
    .orderBy(asc(visitSessions.startsAt));

/**
 * One reminder: claimed by adding it to the booking's list in one statement that only succeeds
 * if it is not there yet (and the family is still booked), then mailed with a new link in the
 * same transaction. Instances running at once each claim different reminders, and none goes twice.
 */
async function sendReminder(options: {
  db: Database;
  bookingId: string;
  reminder: ReminderId;
  config: VisitMailConfig;
  now: Date;
}): Promise<boolean> {
  const { db, bookingId, reminder, config, now } = options;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(visitBookings)
      .set({ remindersSent: sql`array_append(${visitBookings.remindersSent}, ${reminder})` })
      .where(
        and(
          eq(visitBookings.id, bookingId),
          eq(visitBookings.status, 'booked'),
          sql`not (${reminder} = any(${visitBookings.remindersSent}))`,
        ),
      )
      .returning({ id: visitBookings.id });
    if (claimed.length === 0) return false;
    const facts = await readBookingFacts(tx, bookingId);
    await queueVisitMail({ tx, mail: { kind: 'reminder', reminder }, facts, config, now });
    return true;
  });
}

/** One pass: each booked family's due reminder (two days, two hours before), once. */
export async function runVisitReminders(options: {
  db: Database;
  config: VisitMailConfig;
  now: Date;
}): Promise<number> {
  const { db, now } = options;
  let sent = 0;
  for (const booking of await bookedSoon(db, now)) {
    if (!booking.bookedAt) continue;
    const reminder = reminderDue(
      { bookedAt: booking.bookedAt, sent: booking.sent },
      booking.startsAt,
      now,
    );
    if (reminder && (await sendReminder({ ...options, bookingId: booking.id, reminder }))) {
      sent += 1;
    }
  }
  return sent;
}

export function visitRemindersJob(options: {
  db: Database;
  config: VisitMailConfig;
  clock: Clock;
  log: Pick<JobLog, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'visit-reminders',
    every: VISIT_REMINDERS_INTERVAL_MS,
    failure: 'Visit reminders failed; they are tried again in 5 minutes.',
    run: async () => {
      const sent = await runVisitReminders({ db, config, now: clock.now() });
      if (sent > 0) log.info(`Visits: ${sent} reminders queued.`);
    },
  };
}
