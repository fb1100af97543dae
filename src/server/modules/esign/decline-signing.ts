import { eq } from 'drizzle-orm';
import { CLOSED_SIGNING_MESSAGES } from '../../../domain/esign.ts';
import type { SigningViewDto } from '../../../domain/esign-schemas.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { signatureRequests } from './esign.table.ts';
import { requireSigningRequest } from './find-signing-request.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { readSentAgreement } from './signature-requests.ts';
import { declinedNoticeMail } from './signing-mail.ts';
import { adminDocumentUrlFor } from './signing-token.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';

/**
 * POST /api/sign/:token/decline (public): the signer says no, with a reason the sender reads. The
 * document goes back to Sent so it can be fixed and sent again.
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
    const request = await requireSigningRequest({ db: tx, token, forUpdate: true });
    const closed = closedSigningReason(request, now);
    if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    const [declined] = await tx
      .update(signatureRequests)
      .set({
        status: 'declined',
        declinedAt: now,
        declineReason: reason,
        nextReminderAt: null,
        updatedAt: now,
      })
      .where(eq(signatureRequests.id, request.id))
      .returning();
    await recordSignatureEvent({
      tx,
      requestId: request.id,
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
    if (agreement.sender.email) {
      const mail = declinedNoticeMail({
        requestId: request.id,
        title: agreement.title,
        organisationName: agreement.organisationName,
        sender: agreement.sender,
        signer: { name: request.signerName, email: request.signerEmail },
        reason,
        senderEmail: agreement.sender.email,
        documentUrl: adminDocumentUrlFor(config.publicUrl, request.documentId),
        timeZone: config.organisation.timeZone,
      });
      await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail(config.mail) });
    }
    await recordAudit({
      db: tx,
      actor: { id: null, name: `${request.signerName} (signer)` },
      action: 'decline-signature',
      entity: 'document',
      entityId: request.documentId,
      details: { requestId: request.id, reason, ip: visitor.ipAddress },
      at: now,
    });
    return toSigningViewDto({ request: declined!, agreement, now });
  });
}
