import { and, eq } from 'drizzle-orm';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import type { Database } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { signatureRecipients } from './esign.table.ts';
import { markEnvelopeDelivered } from './mark-envelope-delivered.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { requireSigningLink, type SigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';
import { readLearnerAssent } from './learner-assent.ts';
import { signingDocumentsOf } from './signature-documents.ts';

/**
 * The first opening of an open link marks its signer viewed, with their IP and browser, and the
 * envelope delivered if no one had opened it before. The conditions sit in the UPDATEs, so two
 * tabs opening at once record it once.
 */
async function recordDelivery(options: {
  db: Database;
  link: SigningLink;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningLink> {
  const { db, link, visitor, now } = options;
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(signatureRecipients)
      .set({ status: 'viewed', viewedAt: now, updatedAt: now })
      .where(
        and(eq(signatureRecipients.id, link.recipient.id), eq(signatureRecipients.status, 'sent')),
      )
      .returning();
    if (!viewed) return link;
    await recordSignatureEvent({
      tx,
      requestId: link.request.id,
      recipientId: viewed.id,
      type: 'delivered',
      at: now,
      visitor,
    });
    const request = await markEnvelopeDelivered({ tx, request: link.request, now });
    return { ...link, request, recipient: viewed };
  });
}

/**
 * GET /api/sign/:token (public): the agreement as the signer signs it, or, for a link that was
 * signed, declined, voided or has expired, the message the page shows instead of the form.
 */
export async function viewSigningRequest(options: {
  db: Database;
  token: string;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningViewDto> {
  const { db, token, visitor, now } = options;
  let link = await requireSigningLink({ db, token });
  if (!closedSigningReason(link, now) && link.recipient.status === 'sent') {
    link = await recordDelivery({ db, link, visitor, now });
  }
  const agreement = await readSentAgreement(db, link.request.id);
  const assent = await readLearnerAssent(db, link.request.id);
  const documents = await signingDocumentsOf(db, link);
  return toSigningViewDto({ ...link, agreement, assent, documents, now });
}
