import { eq } from 'drizzle-orm';
import { CLOSED_SIGNING_MESSAGES } from '../../../domain/esign/esign.ts';
import { NOT_YOUR_TURN_MESSAGE, isSignersTurn } from '../../../domain/esign/recipients.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { signatureRecipients, signatureRequests } from './esign.table.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { requireSigningLink, signersOf } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { declinedNoticeMail, envelopeDeclinedMail } from './signing-mail.ts';
import { adminPageUrlFor, auditSubjectOf } from './signing-token.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';
import { readLearnerAssent } from './learner-assent.ts';

/** The other signers who had the agreement in hand: their link was out, or they had signed. */
const HAD_THE_AGREEMENT = new Set(['sent', 'viewed', 'signed']);

/**
 * POST /api/sign/:token/decline (public): one signer says no, with a reason the sender reads.
 * The whole envelope stops: every link closes, the sender and the other signers who had it are
 * told, and the document goes back to Sent so it can be fixed and sent again.
 */
export async function declineSigning(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  token: string;
  reason: string;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningViewDto> {
  const { db, config, token, reason, visitor, now } = options;
  return db.transaction(async (tx) => {
    const link = await requireSigningLink({ db: tx, token, forUpdate: true });
    const { request, recipient, recipients } = link;
    const closed = closedSigningReason(link, now);
    if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    if (!isSignersTurn(recipient, recipients, request.signingOrder)) {
      throw new AppError(409, NOT_YOUR_TURN_MESSAGE);
    }
    const [declinedBy] = await tx
      .update(signatureRecipients)
      .set({
        status: 'declined',
        declinedAt: now,
        declineReason: reason,
        nextReminderAt: null,
        updatedAt: now,
      })
      .where(eq(signatureRecipients.id, recipient.id))
      .returning();
    const [declined] = await tx
      .update(signatureRequests)
      .set({ status: 'declined', declinedAt: now, updatedAt: now })
      .where(eq(signatureRequests.id, request.id))
      .returning();
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      recipientId: recipient.id,
      type: 'declined',
      at: now,
      visitor,
      details: { reason },
    });
    await updateDocumentSignatureStatus({
      tx,
      documentId: request.documentId,
      status: 'declined',
      at: now,
      now,
    });
    const agreement = await readSentAgreement(tx, request.id);
    const canDeliver = canDeliverMail(config.mail);
    const context = {
      requestId: request.id,
      title: agreement.title,
      organisationName: agreement.organisationName,
      sender: agreement.sender,
      signer: { name: recipient.name, email: recipient.email },
      timeZone: config.organisation.timeZone,
    };
    if (agreement.sender.email) {
      const mail = declinedNoticeMail({
        ...context,
        reason,
        senderEmail: agreement.sender.email,
        documentUrl: adminPageUrlFor(config.publicUrl, request),
        isFamilyAgreement: agreement.kind === 'enrollment',
      });
      await enqueueMail({ db: tx, mail, now, canDeliver });
    }
    const others = signersOf(recipients).filter(
      (signer) => signer.id !== recipient.id && HAD_THE_AGREEMENT.has(signer.status),
    );
    for (const other of others) {
      const mail = envelopeDeclinedMail({
        ...context,
        declinedBy: recipient.name,
        to: { name: other.name, email: other.email },
        language: other.language,
      });
      await enqueueMail({ db: tx, mail, now, canDeliver });
    }
    await recordAudit({
      db: tx,
      actor: { id: null, name: `${recipient.name} (signer)` },
      action: 'decline-signature',
      ...auditSubjectOf(request),
      details: {
        requestId: request.id,
        signerEmail: recipient.email,
        reason,
        ip: visitor.ipAddress,
      },
      at: now,
    });
    return toSigningViewDto({
      request: declined!,
      recipient: declinedBy!,
      agreement,
      assent: await readLearnerAssent(tx, request.id),
      // Declined: the link is closed and shows no fields.
      documents: [],
      now,
    });
  });
}
