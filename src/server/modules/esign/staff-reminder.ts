import { eq } from 'drizzle-orm';
import {
  isOpenEsignStatus,
  MAX_REMINDERS,
  REMINDER_INTERVAL_DAYS,
} from '../../../domain/esign/esign.ts';
import type { SignerReminderDto } from '../../../domain/esign/dtos.ts';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { addDays } from './esign-dates.ts';
import { signatureRecipients, signatureRequests } from './esign.table.ts';
import { remindSigner } from './remind-signer.ts';
import { ACTING_ROLES } from './stalled-signers.ts';

/**
 * POST /api/docusign/reminders/:id: a member of staff sends one signer of an NDA or a data room's
 * NDA the reminder mail now (ADR 053), the same one the reminder job sends, and the job's next
 * one moves REMINDER_INTERVAL_DAYS on from now. The signer's row is locked, so a reminder the job
 * sends at the same moment waits and the counts stay right. 409 when there is nobody to remind.
 */
export async function sendStaffReminder(options: {
  db: Database;
  config: Pick<Config, 'mail' | 'organisation'>;
  recipientId: string;
  staffUserId: string;
  now: Date;
}): Promise<SignerReminderDto> {
  const { db, config, recipientId, now } = options;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ signer: signatureRecipients, request: signatureRequests })
      .from(signatureRecipients)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureRecipients.requestId))
      .where(eq(signatureRecipients.id, recipientId))
      .for('update', { of: signatureRecipients });
    // Enrollment agreements are admissions' (ADR 048): not reachable from the NDA pages.
    if (!found || found.request.entryId) throw notFound('Signer');
    const { signer, request } = found;
    if (signer.status === 'signed') throw new AppError(409, `${signer.name} has already signed.`);
    if (signer.status === 'declined') {
      throw new AppError(409, `${signer.name} declined to sign, so there is nothing to remind.`);
    }
    if (!isOpenEsignStatus(request.status)) {
      throw new AppError(409, 'This signature request is no longer open.');
    }
    if (request.provider !== 'builtin') {
      throw new AppError(409, 'DocuSign sends its own reminders for this request.');
    }
    if (request.isDemo) {
      throw new AppError(409, 'This request is demo data: its signers are made up.');
    }
    if (!(ACTING_ROLES as readonly string[]).includes(signer.role)) {
      throw new AppError(409, `${signer.name} only gets a copy and has nothing to sign.`);
    }
    if (!signer.sentAt || signer.status === 'waiting') {
      throw new AppError(409, `It is not ${signer.name}'s turn yet: their link has not gone out.`);
    }
    if (signer.expiresAt && signer.expiresAt <= now) {
      throw new AppError(
        409,
        `${signer.name}'s link stopped working on ${formatDateTime(signer.expiresAt)}. ` +
          'Void the request and send it again.',
      );
    }
    const remindersSent = signer.remindersSent + 1;
    const nextReminderAt =
      remindersSent >= MAX_REMINDERS ? null : addDays(now, REMINDER_INTERVAL_DAYS);
    await remindSigner({
      tx,
      config,
      signer,
      request,
      now,
      nextReminderAt,
      staffUserId: options.staffUserId,
    });
    return { remindersSent, nextReminderAt: nextReminderAt?.toISOString() ?? null };
  });
}
