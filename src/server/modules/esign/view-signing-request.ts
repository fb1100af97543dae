import { and, eq, isNull } from 'drizzle-orm';
import type { SigningViewDto } from '../../../domain/esign-schemas.ts';
import type { Database } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { requireSigningRequest } from './find-signing-request.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { readSentAgreement } from './signature-requests.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';

/**
 * The first opening of an open link marks the request delivered, with the signer's IP and
 * browser. The conditions sit in the UPDATE, so two tabs opening at once record it once.
 */
async function recordDelivery(options: {
  db: Database;
  request: SignatureRequest;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SignatureRequest> {
  const { db, request, visitor, now } = options;
  return db.transaction(async (tx) => {
    const [delivered] = await tx
      .update(signatureRequests)
      .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
      .where(
        and(
          eq(signatureRequests.id, request.id),
          eq(signatureRequests.status, 'sent'),
          isNull(signatureRequests.deliveredAt),
        ),
      )
      .returning();
    if (!delivered) {
      const [latest] = await tx
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.id, request.id));
      return latest!;
    }
    await recordSignatureEvent({ tx, requestId: request.id, type: 'delivered', at: now, visitor });
    await updateDocumentSignatureStatus({
      tx,
      documentId: request.documentId,
      status: 'delivered',
      at: now,
      now,
    });
    return delivered;
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
  let request = await requireSigningRequest({ db, token });
  if (!closedSigningReason(request, now) && !request.deliveredAt) {
    request = await recordDelivery({ db, request, visitor, now });
  }
  const agreement = await readSentAgreement(db, request.id);
  return toSigningViewDto({ request, agreement, now });
}
