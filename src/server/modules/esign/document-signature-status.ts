import { eq } from 'drizzle-orm';
import type { EsignStatus } from '../../../domain/esign/esign.ts';
import type { Transaction } from '../../db/client.ts';
import { ndaDocuments } from '../documents/public.ts';

/**
 * Mirrors a request's new status on its document: completed → Completed with
 * signedAt; declined or voided → back to Sent, so it can be fixed and sent again. Only a document
 * that is still Pending Signature changes status: one whose term ended meanwhile stays Expired.
 * An enrollment agreement has no document row: its request is its whole state (ADR 048).
 */
export async function updateDocumentSignatureStatus(options: {
  tx: Transaction;
  documentId: string | null;
  status: EsignStatus;
  /** When the step happened (the signing time for completed). */
  at: Date;
  now: Date;
}): Promise<void> {
  const { tx, documentId, status, at, now } = options;
  if (!documentId) return;
  const [document] = await tx
    .select({ status: ndaDocuments.status })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.id, documentId))
    .for('update');
  if (!document) return;
  const isPending = document.status === 'pending';
  const changes: Partial<typeof ndaDocuments.$inferInsert> = {
    docusignStatus: status,
    updatedAt: now,
  };
  if (status === 'completed') {
    Object.assign(changes, { docusignCompletedAt: at, signedAt: at });
    if (isPending) changes.status = 'completed';
  }
  if ((status === 'declined' || status === 'voided') && isPending) changes.status = 'sent';
  await tx.update(ndaDocuments).set(changes).where(eq(ndaDocuments.id, documentId));
}
