import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';

/**
 * The first person to open or sign moves a sent envelope to delivered, on the document too. The
 * condition sits in the UPDATE, so only the first does; returns the request as it now is.
 */
export async function markEnvelopeDelivered(options: {
  tx: Transaction;
  request: SignatureRequest;
  now: Date;
}): Promise<SignatureRequest> {
  const { tx, request, now } = options;
  const [delivered] = await tx
    .update(signatureRequests)
    .set({ status: 'delivered', deliveredAt: request.deliveredAt ?? now, updatedAt: now })
    .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, 'sent')))
    .returning();
  if (!delivered) return request;
  await updateDocumentSignatureStatus({
    tx,
    documentId: delivered.documentId,
    status: 'delivered',
    at: now,
    now,
  });
  return delivered;
}
