import { and, asc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { PeriodicJob } from '../../jobs/job.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_REMINDERS,
  OPEN_ESIGN_STATUSES,
  REMINDER_INTERVAL_DAYS,
} from '../../../domain/esign/esign.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { addDays } from './esign-dates.ts';
import { signatureRecipients, signatureRequests, type SignatureRecipient } from './esign.table.ts';
import { remindSigner } from './remind-signer.ts';

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const REMINDER_BATCH_SIZE = 50;
/** Batches in a row before the run yields to the timer, so a huge backlog cannot hog it. */
const MAX_BATCHES_PER_RUN = 20;

/**
 * The reminder after this one: on the 3-day rhythm counted from the signer's link, or 3 days
 * from now when the server was down long enough to miss one, so a restart never sends a burst.
 */
function nextReminderAt(signer: SignatureRecipient, now: Date): Date | null {
  if (signer.remindersSent + 1 >= MAX_REMINDERS) return null;
  const onRhythm = addDays(signer.nextReminderAt!, REMINDER_INTERVAL_DAYS);
  return onRhythm > now ? onRhythm : addDays(now, REMINDER_INTERVAL_DAYS);
}

/**
 * One pass: a reminder for every signer of an open built-in request whose link is out and whose
 * reminder is due; each signer has their own rhythm from the day their turn came. FOR UPDATE SKIP
 * LOCKED lets passes on several instances run at once without taking the same rows, and the mail,
 * the event and the moved nextReminderAt commit together, so each reminder goes out exactly once.
 * Returns how many reminders it queued.
 */
export async function sendDueReminders(options: {
  db: Database;
  config: Pick<Config, 'mail' | 'organisation'>;
  now: Date;
  limit?: number;
}): Promise<number> {
  const { db, config, now } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ signer: signatureRecipients, request: signatureRequests })
      .from(signatureRecipients)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureRecipients.requestId))
      .where(
        and(
          eq(signatureRequests.provider, 'builtin'),
          // The demo data's signers are made up: nobody is reminded (ADR 039).
          eq(signatureRequests.isDemo, false),
          inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
          // Approvers act on the same page and are reminded the same way (ADR 050).
          inArray(signatureRecipients.role, ['signer', 'approver']),
          inArray(signatureRecipients.status, ['sent', 'viewed']),
          lte(signatureRecipients.nextReminderAt, now),
          lt(signatureRecipients.remindersSent, MAX_REMINDERS),
          gt(signatureRecipients.expiresAt, now),
        ),
      )
      .orderBy(asc(signatureRecipients.nextReminderAt))
      .limit(options.limit ?? REMINDER_BATCH_SIZE)
      .for('update', { of: signatureRecipients, skipLocked: true });
    for (const { signer, request } of due) {
      await remindSigner({
        tx,
        config,
        signer,
        request,
        now,
        nextReminderAt: nextReminderAt(signer, now),
      });
    }
    return due.length;
  });
}

/**
 * Sends due reminders hourly (jobs/registry.ts), on every instance: the row locks keep them
 * apart. A failed run is retried at the next hour.
 */
export function signingRemindersJob(options: {
  db: Database;
  config: Pick<Config, 'mail' | 'organisation'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'signing-reminders',
    every: REMINDER_INTERVAL_MS,
    failure: 'Signing reminders failed; they will run again in an hour.',
    run: async () => {
      let sent = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const queued = await sendDueReminders({ db, config, now: clock.now() });
        sent += queued;
        if (queued < REMINDER_BATCH_SIZE) break;
      }
      if (sent > 0) log.info(`Queued ${sent} signing reminder(s).`);
    },
  };
}
