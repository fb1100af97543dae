import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { PeriodicJob } from '../../../jobs/job.ts';
import type { AuditActor } from '../../audit/audit.service.ts';
import { donations, type Donation } from '../donations/donations.table.ts';
import { acknowledgeGift } from './send-acknowledgment.ts';
import { letterMailingOf, type LetterMailing } from './store-letter.ts';

/**
 * How long a worker has to make a claimed letter. Rendering takes well under a second; a claim
 * older than this belongs to a worker that stopped, and the next run takes the letter over.
 */
export const ACKNOWLEDGMENT_CLAIM_MS = 5 * 60_000;

/** How often every instance looks for letters left owed (after a crash or a failed render). */
export const DUE_ACKNOWLEDGMENTS_INTERVAL_MS = 60_000;

const BATCH_SIZE = 20;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Claims due letters for this worker: pushes their due time ahead by the claim, so no other
 * worker takes them meanwhile (SKIP LOCKED: none waits for another's claim either).
 */
async function claimDueLetters(options: {
  db: Database;
  donationIds?: string[];
  now: Date;
}): Promise<string[]> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          isNotNull(donations.acknowledgmentDueAt),
          lte(donations.acknowledgmentDueAt, now),
          options.donationIds ? inArray(donations.id, options.donationIds) : undefined,
        ),
      )
      .orderBy(asc(donations.acknowledgmentDueAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(donations)
      .set({ acknowledgmentDueAt: new Date(now.getTime() + ACKNOWLEDGMENT_CLAIM_MS) })
      .where(inArray(donations.id, ids));
    return ids;
  });
}

const isStillOwed = (gift: Donation) =>
  gift.acknowledgmentDueAt !== null && !gift.acknowledgmentSent && gift.status === 'completed';

/** A gift acknowledged, refunded or no longer thankable meanwhile is no longer owed a letter. */
const clearDue = async (tx: Transaction | Database, gift: Pick<Donation, 'id'>) => {
  await tx.update(donations).set({ acknowledgmentDueAt: null }).where(eq(donations.id, gift.id));
};

/**
 * Makes and sends the thank-you letters that are due (all of them, or those of `donationIds`),
 * each rendered outside any transaction (ADR 043). A letter that cannot be made now (a gift of
 * $250 or more while Settings has no EIN) is no longer owed: the gift stays unthanked and staff
 * send it from the CRM. A letter whose gift changed twice while it was made, or whose rendering
 * failed, stays owed and is tried again once its claim ends. Answers how many were sent.
 */
export async function sendDueAcknowledgments(options: {
  db: Database;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
  log: Log;
  donationIds?: string[];
}): Promise<number> {
  const { db, now, log } = options;
  let sent = 0;
  for (const donationId of await claimDueLetters(options)) {
    try {
      const letter = await acknowledgeGift({
        db,
        donationId,
        isDue: isStillOwed,
        onNotDue: clearDue,
        actor: options.actor,
        mailing: options.mailing,
        now,
      });
      if (letter && letter !== 'changed') sent += 1;
      if (letter === 'changed') {
        log.warn(
          `Thank-you letter for gift ${donationId}: the gift kept changing; tried again later.`,
        );
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The letter cannot be made as things stand (no EIN for a receipt): staff send it later.
      await clearDue(db, { id: donationId });
      log.info(`Thank-you letter for gift ${donationId} left for staff: ${error.message}`);
    }
  }
  return sent;
}

/**
 * Sends owed thank-you letters every minute: the letters that the payment itself did not get to
 * send (the server stopped, or rendering failed). Every instance runs it; the claim makes each
 * letter go once.
 */
export function dueAcknowledgmentsJob(options: {
  db: Database;
  config: Pick<Config, 'mail' | 'publicUrl'>;
  clock: Clock;
  log: Log;
  actor: AuditActor;
}): PeriodicJob {
  const { db, clock, log } = options;
  return {
    name: 'due-acknowledgments',
    every: DUE_ACKNOWLEDGMENTS_INTERVAL_MS,
    failure: 'Sending owed thank-you letters failed; retrying in a minute.',
    run: async () => {
      const sent = await sendDueAcknowledgments({
        db,
        actor: options.actor,
        mailing: letterMailingOf(options.config),
        now: clock.now(),
        log,
      });
      if (sent > 0) log.info(`Thank-you letters: sent ${sent} owed letter(s).`);
    },
  };
}
