import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import {
  signatureRecipients,
  type SignatureRecipient,
  type SignatureRequest,
} from './esign.table.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { readSentAgreement } from './signature-requests.ts';
import { signingReminderMail, subjectLanguageOf } from './signing-mail.ts';

/**
 * A reminder staff sent from the admin pages: its 'reminded' event names them in details, which
 * the reminder job's never do. Stalled signers count from the last of these (ADR 053).
 */
export const STAFF_REMINDER_DETAIL = 'staffUserId';

/**
 * One reminder to one signer, in the transaction that chose them: the reminder mail through the
 * outbox, the 'reminded' event and the counters, so each reminder goes out exactly once. The
 * reminder job and a staff member's "Send reminder" both send it; `staffUserId` names the latter.
 */
export async function remindSigner(options: {
  tx: Transaction;
  config: Pick<Config, 'mail' | 'organisation'>;
  signer: SignatureRecipient;
  request: SignatureRequest;
  now: Date;
  nextReminderAt: Date | null;
  staffUserId?: string;
}): Promise<void> {
  const { tx, config, signer, request, now } = options;
  const agreement = await readSentAgreement(tx, request.id);
  const mail = signingReminderMail({
    requestId: request.id,
    title: agreement.title,
    organisationName: agreement.organisationName,
    sender: agreement.sender,
    signer: { name: signer.name, email: signer.email },
    language: signer.language,
    subject: request.subject,
    subjectLanguage: subjectLanguageOf(request.subject, agreement),
    sentAt: signer.sentAt ?? request.sentAt,
    expiresAt: signer.expiresAt!,
    timeZone: config.organisation.timeZone,
    approver: signer.role === 'approver',
  });
  await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail(config.mail) });
  await recordSignatureEvent({
    tx,
    requestId: request.id,
    recipientId: signer.id,
    type: 'reminded',
    at: now,
    details: {
      reminder: signer.remindersSent + 1,
      ...(options.staffUserId ? { [STAFF_REMINDER_DETAIL]: options.staffUserId } : {}),
    },
  });
  await tx
    .update(signatureRecipients)
    .set({
      remindersSent: signer.remindersSent + 1,
      nextReminderAt: options.nextReminderAt,
      updatedAt: now,
    })
    .where(eq(signatureRecipients.id, signer.id));
}
