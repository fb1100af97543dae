import { and, eq } from 'drizzle-orm';
import {
  SAVED_APPLICATION_MAIL_LIMIT_MESSAGE,
  SAVED_APPLICATION_MAILS_PER_DAY,
  savedApplicationExpiry,
} from '../../../domain/waiting-list/saved-application.ts';
import type {
  ParsedSaveApplicationInput,
  ParsedUpdateSavedApplicationInput,
  SavedApplicationCreatedDto,
  SavedApplicationReceiptDto,
} from '../../../domain/waiting-list/saved-application-schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { outbox } from '../mail/mail.table.ts';
import { recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';
import { openSavedApplication } from './open-saved-application.ts';
import {
  SAVED_APPLICATION_ENTITY,
  savedApplicationMail,
  savedApplicationUrl,
} from './saved-application-mail.ts';
import { savedApplications, type SavedApplication } from './saved-application.table.ts';
import { createStatusToken, hashStatusToken } from './status-token.ts';

const DAY_MS = 24 * 60 * 60_000;

const receiptOf = (saved: SavedApplication): SavedApplicationReceiptDto => ({
  email: saved.email,
  savedAt: saved.savedAt.toISOString(),
  expiresAt: saved.expiresAt.toISOString(),
});

/**
 * POST /api/waiting-list/saved: keeps the answers and mails a private link to them, in one
 * transaction, so no link is mailed for answers that were not kept. Mails per address are counted
 * first (ADR 031): past the daily limit nothing is kept and the family is told, since a saved form
 * nobody can open would lose their answers later, silently.
 */
export async function saveApplication(options: {
  db: Database;
  input: ParsedSaveApplicationInput;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
}): Promise<SavedApplicationCreatedDto> {
  const { db, input, now } = options;
  const token = createStatusToken();
  return db.transaction(async (tx) => {
    const sent = await recordRateLimitHit({
      db: tx,
      key: `saved-application-mail:${input.email.toLowerCase()}`,
      windowMs: DAY_MS,
      now,
    });
    if (sent.count > SAVED_APPLICATION_MAILS_PER_DAY) {
      throw new AppError(429, SAVED_APPLICATION_MAIL_LIMIT_MESSAGE);
    }
    const [saved] = await tx
      .insert(savedApplications)
      .values({
        tokenHash: hashStatusToken(token),
        campus: input.campus,
        language: input.language,
        email: input.email,
        answers: input.answers,
        savedAt: now,
        expiresAt: savedApplicationExpiry(now),
      })
      .returning();
    const mail = savedApplicationMail({
      saved: saved!,
      savedUrl: savedApplicationUrl(options.publicUrl, token, saved!),
      supportEmail: options.supportEmail,
    });
    await enqueueMail({ db: tx, mail, now, canDeliver: options.canDeliverMail });
    return { ...receiptOf(saved!), token };
  });
}

/**
 * PUT /api/waiting-list/saved/:token: the answers as they are now, kept for another full period
 * from this save. No mail: the family already holds the link.
 */
export async function updateSavedApplication(options: {
  db: Database;
  token: string;
  input: ParsedUpdateSavedApplicationInput;
  now: Date;
}): Promise<SavedApplicationReceiptDto> {
  const { db, token, input, now } = options;
  return db.transaction(async (tx) => {
    const current = await openSavedApplication(tx, token, now, { forUpdate: true });
    const [saved] = await tx
      .update(savedApplications)
      .set({
        answers: input.answers,
        language: input.language,
        savedAt: now,
        expiresAt: savedApplicationExpiry(now),
      })
      .where(eq(savedApplications.id, current.id))
      .returning();
    return receiptOf(saved!);
  });
}

/** DELETE /api/waiting-list/saved/:token: the family deletes the answers, and the mail with the link. */
export async function deleteSavedApplication(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<void> {
  const { db, token, now } = options;
  await db.transaction(async (tx) => {
    const saved = await openSavedApplication(tx, token, now, { forUpdate: true });
    await forgetSavedApplication(tx, saved.id);
  });
}

/** The row and every mail about it (each holds the link and the address). */
export async function forgetSavedApplication(
  db: Database | Transaction,
  id: string,
): Promise<void> {
  await db.delete(savedApplications).where(eq(savedApplications.id, id));
  await db
    .delete(outbox)
    .where(and(eq(outbox.relatedEntity, SAVED_APPLICATION_ENTITY), eq(outbox.relatedId, id)));
}

/**
 * The form filled from saved answers was sent: they are deleted, whatever state they are in. An
 * unknown or expired key changes nothing and refuses nothing; the form itself is what was sent.
 */
export async function forgetSentSavedApplication(
  tx: Transaction,
  token: string | null | undefined,
): Promise<void> {
  if (!token) return;
  const [saved] = await tx
    .select({ id: savedApplications.id })
    .from(savedApplications)
    .where(eq(savedApplications.tokenHash, hashStatusToken(token)));
  if (saved) await forgetSavedApplication(tx, saved.id);
}
