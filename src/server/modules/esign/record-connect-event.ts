import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import type { EnvelopeState } from './esign-provider.ts';
import { signatureRequests } from './esign.table.ts';
import { recordEnvelopeState } from './record-envelope-state.ts';

/**
 * A verified DocuSign Connect message: records the envelope's new state on its request and
 * document, as a status check would. An envelope we do not know (sent from DocuSign's own site,
 * or for a deleted NDA) is acknowledged and ignored, so DocuSign does not retry it for days.
 */
export async function recordConnectEvent(options: {
  db: Database;
  event: { envelopeId: string; state: EnvelopeState };
  now: Date;
}): Promise<void> {
  const { db, event, now } = options;
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(
        and(
          eq(signatureRequests.provider, 'docusign'),
          eq(signatureRequests.envelopeId, event.envelopeId),
        ),
      )
      .for('update');
    if (!request) return;
    // Connect just told us the state: a status check within DocuSign's interval need not poll.
    await tx
      .update(signatureRequests)
      .set({ statusCheckedAt: now })
      .where(eq(signatureRequests.id, request.id));
    const recorded = await recordEnvelopeState({ tx, request, state: event.state, now });
    if (recorded.request.status === request.status) return;
    await recordAudit({
      db: tx,
      actor: SYSTEM_ACTOR,
      action: 'signature-status',
      entity: 'document',
      entityId: request.documentId,
      details: {
        from: request.status,
        to: recorded.request.status,
        envelopeId: event.envelopeId,
        source: 'DocuSign Connect',
      },
      at: now,
    });
  });
}
