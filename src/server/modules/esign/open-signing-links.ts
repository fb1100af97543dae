import { eq } from 'drizzle-orm';
import { REMINDER_INTERVAL_DAYS, SIGNING_LINK_DAYS } from '../../../domain/esign/esign.ts';
import { signersDueNow } from '../../../domain/esign/recipients.ts';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { addDays } from './esign-dates.ts';
import {
  signatureRecipients,
  type SignatureRecipient,
  type SignatureRequest,
} from './esign.table.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { listEnvelopeDocuments } from './signature-documents.ts';
import { signersOf } from './signature-recipients.ts';
import { signingInvitationMail, subjectLanguageOf } from './signing-mail.ts';
import { createSigningToken, hashSigningToken, signingUrlFor } from './signing-token.ts';

/**
 * Sends a link to every signer whose turn has come and who has none yet (the rules are
 * signersDueNow's): a new token, stored as its hash, a 30-day expiry, the first reminder's date,
 * a 'sent' event and the invitation, all in the caller's transaction. Called when the envelope is
 * sent and each time a signer signs. Returns the recipients as they now are.
 */
export async function openDueSigningLinks(options: {
  tx: Transaction;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  agreement: AgreementSnapshot;
  now: Date;
  /** The sender's connection when they are the one sending; none for a turn that follows. */
  visitor?: VisitorInfo | null;
  createToken?: () => string;
}): Promise<SignatureRecipient[]> {
  const { tx, config, request, agreement, now } = options;
  const createToken = options.createToken ?? createSigningToken;
  const due = signersDueNow(options.recipients, request.signingOrder).filter(
    (signer) => signer.status === 'waiting',
  );
  const signedBy = signersOf(options.recipients)
    .filter((signer) => signer.status === 'signed')
    .map((signer) => signer.signatureName ?? signer.name);
  const documents = due.length > 0 ? await listEnvelopeDocuments(tx, request.id) : [];
  const opened = new Map<string, SignatureRecipient>();
  for (const signer of due) {
    const token = createToken();
    const expiresAt = addDays(now, SIGNING_LINK_DAYS);
    const [updated] = await tx
      .update(signatureRecipients)
      .set({
        tokenHash: hashSigningToken(token),
        status: 'sent',
        sentAt: now,
        expiresAt,
        nextReminderAt: addDays(now, REMINDER_INTERVAL_DAYS),
        updatedAt: now,
      })
      .where(eq(signatureRecipients.id, signer.id))
      .returning();
    opened.set(signer.id, updated!);
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      recipientId: signer.id,
      type: 'sent',
      at: now,
      visitor: options.visitor ?? null,
    });
    const mail = signingInvitationMail({
      requestId: request.id,
      title: agreement.title,
      organisationName: agreement.organisationName,
      sender: { name: agreement.sender.name, email: null },
      signer: { name: signer.name, email: signer.email },
      language: signer.language,
      subject: request.subject,
      subjectLanguage: subjectLanguageOf(request.subject, agreement),
      message: request.message,
      signingUrl: signingUrlFor(config.publicUrl, token),
      expiresAt,
      signedBy,
      approver: signer.role === 'approver',
      withDocuments: documents.map((document) => document.title),
      timeZone: config.organisation.timeZone,
    });
    await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail(config.mail) });
  }
  return options.recipients.map((recipient) => opened.get(recipient.id) ?? recipient);
}
