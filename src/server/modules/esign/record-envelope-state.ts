import { and, eq, ne } from 'drizzle-orm';
import { isOpenEsignStatus, type SignatureEventType } from '../../../domain/esign/esign.ts';
import type { Transaction } from '../../db/client.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import type { EnvelopeState } from './esign-provider.ts';
import { recordSignatureEvent } from './signature-events.ts';
import {
  signatureRecipients,
  signatureRequests,
  type NewSignatureRequest,
  type SignatureRequest,
} from './esign.table.ts';

const TIME_OF_STATUS = {
  completed: 'completedAt',
  declined: 'declinedAt',
  voided: 'voidedAt',
} as const;

/**
 * Records what a provider reports about an envelope (a status check, a DocuSign Connect message):
 * the request's status and times, one event per step newly reached, and the document's status.
 * A request that has ended (completed, declined, voided) never changes again, so a late or
 * repeated report is harmless. Pass the request row locked FOR UPDATE in `tx`.
 */
export async function recordEnvelopeState(options: {
  tx: Transaction;
  request: SignatureRequest;
  state: EnvelopeState;
  now: Date;
}): Promise<{ request: SignatureRequest; changed: boolean }> {
  const { tx, request, state, now } = options;
  if (!isOpenEsignStatus(request.status)) return { request, changed: false };

  const changes: Partial<NewSignatureRequest> = {};
  const events: { type: SignatureEventType; at: Date }[] = [];
  const deliveredAt = state.deliveredAt ?? (state.status === 'delivered' ? now : null);
  if (deliveredAt && !request.deliveredAt) {
    changes.deliveredAt = deliveredAt;
    events.push({ type: 'delivered', at: deliveredAt });
  }
  if (state.status !== request.status && !(state.status === 'sent' && request.deliveredAt)) {
    changes.status = state.status;
  }
  if (state.status in TIME_OF_STATUS) {
    const key = TIME_OF_STATUS[state.status as keyof typeof TIME_OF_STATUS];
    const at = state[key] ?? now;
    changes[key] = at;
    events.push({ type: state.status as SignatureEventType, at });
  }
  if (Object.keys(changes).length === 0) return { request, changed: false };

  const [updated] = await tx
    .update(signatureRequests)
    .set({ ...changes, updatedAt: now })
    .where(eq(signatureRequests.id, request.id))
    .returning();
  for (const event of events) {
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      type: event.type,
      at: event.at,
      details: { reportedBy: request.provider },
    });
  }
  const status = updated!.status;
  if (status === 'completed' && request.status !== 'completed') {
    // The provider reports the envelope, not each person: completed means every signer signed.
    await tx
      .update(signatureRecipients)
      .set({ status: 'signed', signedAt: updated!.completedAt, updatedAt: now })
      .where(
        and(
          eq(signatureRecipients.requestId, request.id),
          eq(signatureRecipients.role, 'signer'),
          ne(signatureRecipients.status, 'signed'),
        ),
      );
  }
  if (status !== request.status) {
    await updateDocumentSignatureStatus({
      tx,
      documentId: request.documentId,
      status,
      at: events.at(-1)?.at ?? now,
      now,
    });
  }
  return { request: updated!, changed: true };
}
