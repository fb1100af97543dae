import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { isOpenEsignStatus } from '../../../domain/esign/esign.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { providerFor } from './create-esign-provider.ts';
import type { EsignProvider } from './esign-provider.ts';
import { readEnvelopeStatus } from './esign-dto.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { recordEnvelopeState } from './record-envelope-state.ts';
import { requireCurrentRequest } from './signature-requests.ts';

/**
 * Takes this request's next poll when the provider's interval has passed since the state was last
 * learnt. One conditional UPDATE decides, so of two instances (or two admins) only one polls; the
 * others answer from the row, which is as fresh as the rule allows.
 */
async function claimPoll(options: {
  db: Database;
  request: SignatureRequest;
  provider: EsignProvider;
  now: Date;
}): Promise<boolean> {
  const { db, request, provider, now } = options;
  const interval = provider.statusPollIntervalMs ?? 0;
  if (interval <= 0) return true;
  const claimed = await db
    .update(signatureRequests)
    .set({ statusCheckedAt: now })
    .where(
      and(
        eq(signatureRequests.id, request.id),
        or(
          isNull(signatureRequests.statusCheckedAt),
          lte(signatureRequests.statusCheckedAt, new Date(now.getTime() - interval)),
        ),
      ),
    )
    .returning({ id: signatureRequests.id });
  return claimed.length > 0;
}

/** A poll that failed gives its claim back, so the next check may try again at once. */
async function releasePoll(db: Database, request: SignatureRequest, claimedAt: Date) {
  await db
    .update(signatureRequests)
    .set({ statusCheckedAt: request.statusCheckedAt })
    .where(
      and(eq(signatureRequests.id, request.id), eq(signatureRequests.statusCheckedAt, claimedAt)),
    );
}

/**
 * GET /api/docusign/status/:id: asks the provider, records what changed (request, events and the
 * document's status) and answers the envelope. A request that has ended cannot change, and one
 * whose state was learnt within the provider's poll interval is answered from the row, so the
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
  const provider = providerFor(deps, current.provider);
  const checkedAt = clock.now();
  if (
    !isOpenEsignStatus(current.status) ||
    !current.envelopeId ||
    !(await claimPoll({ db, request: current, provider, now: checkedAt }))
  ) {
    return readEnvelopeStatus(db, current);
  }
  const state = await provider.status(current.envelopeId).catch(async (error: unknown) => {
    await releasePoll(db, current, checkedAt);
    throw error;
  });
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
    return readEnvelopeStatus(tx, request);
  });
}
