import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from '../../../domain/mail/mail.ts';
import type { Database } from '../../db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import { outbox, outboxAttachments, type OutboxMessage } from './mail.table.ts';

export const MAIL_BATCH_SIZE = 10;

/**
 * How long a claimed message stays invisible to other passes. A pass that dies mid-send (crash,
 * kill -9) leaves its messages pending, and they are tried again once the lease runs out. It must
 * outlast a whole batch: MAIL_BATCH_SIZE sends, each bounded by SMTP_TIMEOUTS (about a minute).
 */
export const MAIL_CLAIM_LEASE_MS = 15 * 60_000;

/** Longer SMTP answers are cut: the outbox shows the gist, the log has the rest. */
const MAX_ERROR_LENGTH = 1000;

export type MailDeliveryCounts = {
  claimed: number;
  sent: number;
  /** Failed this time; tried again after the backoff. */
  retrying: number;
  /** Failed for the last time (MAX_MAIL_ATTEMPTS): status `failed`. */
  failed: number;
};

/**
 * Takes up to `limit` due messages for this pass. FOR UPDATE SKIP LOCKED lets passes on several
 * instances claim at the same moment without waiting for or taking each other's rows; moving
 * next_attempt_at past the lease then hides the claimed rows once the short transaction commits,
 * so the slow SMTP conversation happens outside any transaction (PGlite has one connection, and a
 * long transaction there would stall every request). The attempt is counted at claim time, so a
 * message that kills its sender still runs out of attempts.
 */
export async function claimDueMail(options: {
  db: Database;
  now: Date;
  limit?: number;
}): Promise<OutboxMessage[]> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      // A message to the demo data's made-up addresses never leaves (ADR 039), even one
      // written pending before its address was marked.
      .where(
        and(eq(outbox.status, 'pending'), eq(outbox.isDemo, false), lte(outbox.nextAttemptAt, now)),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(options.limit ?? MAIL_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * The result is written only while the claim is still ours (same status and attempt count), so a
 * pass that outlived its lease cannot overwrite what a later pass recorded.
 */
const stillClaimed = (message: OutboxMessage) =>
  and(
    eq(outbox.id, message.id),
    eq(outbox.status, 'pending'),
    eq(outbox.attempts, message.attempts),
  );

async function recordSent(db: Database, message: OutboxMessage, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, error: null, nextAttemptAt: null })
    .where(stillClaimed(message));
}

async function recordFailure(
  db: Database,
  message: OutboxMessage,
  error: unknown,
  now: Date,
): Promise<'retrying' | 'failed'> {
  const isLastAttempt = message.attempts >= MAX_MAIL_ATTEMPTS;
  const text = error instanceof Error ? error.message : String(error);
  await db
    .update(outbox)
    .set({
      status: isLastAttempt ? 'failed' : 'pending',
      error: text.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: isLastAttempt
        ? null
        : new Date(now.getTime() + mailRetryDelayMs(message.attempts)),
    })
    .where(stillClaimed(message));
  return isLastAttempt ? 'failed' : 'retrying';
}

type TransportAttachment = { filename: string; contentType: string; content: Buffer };

/** The files of the claimed messages, by message; read outside any transaction. */
async function readAttachments(
  db: Database,
  messages: OutboxMessage[],
): Promise<Map<string, TransportAttachment[]>> {
  const byMessage = new Map<string, TransportAttachment[]>();
  if (messages.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.outboxId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(asc(outboxAttachments.filename));
  for (const row of rows) {
    const files = byMessage.get(row.outboxId) ?? [];
    files.push({
      filename: row.filename,
      contentType: row.contentType,
      // PGlite reads bytea as a Uint8Array; nodemailer wants a Buffer (no copy).
      content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
    });
    byMessage.set(row.outboxId, files);
  }
  return byMessage;
}

/**
 * One delivery pass: claims due messages, sends each through `transport`, records the outcome.
 * A failed send never throws; it is recorded on the message. State lives in the outbox table
 * only, so a restarted server (or another instance) carries on where this one stopped.
 */
export async function deliverDueMail(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  now: Date;
  limit?: number;
}): Promise<MailDeliveryCounts> {
  const { db, transport, from, now } = options;
  const claimed = await claimDueMail({ db, now, limit: options.limit });
  const counts: MailDeliveryCounts = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
  const attachments = await readAttachments(db, claimed);
  for (const message of claimed) {
    const files = attachments.get(message.id);
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(files ? { attachments: files } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      counts[await recordFailure(db, message, error, now)] += 1;
      continue;
    }
    await recordSent(db, message, now);
    counts.sent += 1;
  }
  return counts;
}
