import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth.ts';
import { isOpenEsignStatus } from '../../../domain/esign.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { providerFor } from './create-esign-provider.ts';
import { toEnvelopeStatusDto } from './esign-dto.ts';
import { signatureRequests } from './esign.table.ts';
import { recordEnvelopeState } from './record-envelope-state.ts';
import { listRecipients } from './signature-recipients.ts';
import { requireCurrentRequest } from './signature-requests.ts';

/**
 * GET /api/docusign/status/:id: asks the provider, records what changed (request, events and the
 * document's status) and answers the envelope. A request that has ended cannot change, so the
 * provider is not asked again (DocuSign counts every poll).
 */
export async function checkEnvelopeStatus(options: {
  deps: AppDeps;
  documentId: string;
  admin: AdminUser;
}): Promise<EnvelopeStatusDto> {
  const { deps, documentId, admin } = options;
  const { db, clock } = deps;
  const current = await requireCurrentRequest(db, documentId);
  if (!isOpenEsignStatus(current.status) || !current.envelopeId) {
    return toEnvelopeStatusDto(current, await listRecipients(db, current.id));
  }
  const state = await providerFor(deps, current.provider).status(current.envelopeId);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, current.id))
      .for('update');
    const { request, changed } = await recordEnvelopeState({ tx, request: locked!, state, now });
    if (changed && request.status !== locked!.status) {
      await recordAudit({
        db: tx,
        actor: admin,
        action: 'signature-status',
        entity: 'document',
        entityId: documentId,
        details: { from: locked!.status, to: request.status, envelopeId: request.envelopeId },
        at: now,
      });
    }
    return toEnvelopeStatusDto(request, await listRecipients(tx, request.id));
  });
}
