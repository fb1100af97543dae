import { and, eq, inArray } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { isOpenEsignStatus, OPEN_ESIGN_STATUSES } from '../../../domain/esign/esign.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { providerFor } from './create-esign-provider.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { readEnvelopeStatus } from './esign-dto.ts';
import { onlyOpenCanBeVoided } from './esign-errors.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { auditSubjectOf } from './signing-token.ts';
import { AppError } from '../../http/app-error.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { requireCurrentRequest } from './signature-requests.ts';

/**
 * POST /api/docusign/void/:id: only while sent or delivered (admin spec §4). The provider voids
 * first; then one transaction records it, on the condition that the request is still open, so a
 * signature that lands at the same moment wins cleanly. The document goes back to Sent.
 */
export async function voidEnvelope(options: {
  deps: AppDeps;
  documentId: string;
  reason: string;
  admin: AdminUser;
  visitor: VisitorInfo;
}): Promise<EnvelopeStatusDto> {
  const current = await requireCurrentRequest(options.deps.db, options.documentId);
  return voidRequest({ ...options, current });
}

/**
 * Cancels a family's open enrollment agreement (ADR 048), as voidEnvelope cancels an NDA's; the
 * guardians' links stop working at once.
 */
export async function voidEnrollmentAgreement(options: {
  deps: AppDeps;
  entryId: string;
  reason: string;
  admin: AdminUser;
  visitor: VisitorInfo;
}): Promise<EnvelopeStatusDto> {
  const [current] = await options.deps.db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.entryId, options.entryId),
        inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
      ),
    )
    .limit(1);
  if (!current) throw new AppError(409, NO_OPEN_AGREEMENT_MESSAGE);
  return voidRequest({ ...options, current });
}

/**
 * Cancels a data-room invitee's NDA if it is still out for signature (ADR 049), when staff
 * withdraw the invitation: the signing link stops with the room link. Nothing open, or signed at
 * this very moment: nothing to cancel, and the signed copy stays on record.
 */
export async function voidRoomAgreement(options: {
  deps: AppDeps;
  roomMemberId: string;
  reason: string;
  admin: AdminUser;
  visitor: VisitorInfo;
}): Promise<void> {
  const [current] = await options.deps.db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.roomMemberId, options.roomMemberId),
        inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
      ),
    )
    .limit(1);
  if (!current) return;
  try {
    await voidRequest({ ...options, current });
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 409)) throw error;
  }
}

export const NO_OPEN_AGREEMENT_MESSAGE =
  'This family has no enrollment agreement out for signature, so there is nothing to cancel.';

async function voidRequest(options: {
  deps: AppDeps;
  current: SignatureRequest;
  reason: string;
  admin: AdminUser;
  visitor: VisitorInfo;
}): Promise<EnvelopeStatusDto> {
  const { deps, current, reason, admin, visitor } = options;
  const { db, clock } = deps;
  if (!isOpenEsignStatus(current.status) || !current.envelopeId) {
    throw onlyOpenCanBeVoided(current);
  }
  const state = await providerFor(deps, current.provider).void(current.envelopeId, reason);
  const now = clock.now();
  const voidedAt = state.voidedAt ?? now;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(signatureRequests)
      .set({ status: 'voided', voidedAt, voidReason: reason, updatedAt: now })
      .where(
        and(
          eq(signatureRequests.id, current.id),
          inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
        ),
      )
      .returning();
    if (!request) {
      const [latest] = await tx
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.id, current.id));
      throw onlyOpenCanBeVoided(latest!);
    }
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      type: 'voided',
      at: voidedAt,
      visitor,
      details: { reason, by: admin.name },
    });
    await updateDocumentSignatureStatus({
      tx,
      documentId: request.documentId,
      status: 'voided',
      at: voidedAt,
      now,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'void-signature',
      ...auditSubjectOf(request),
      details: { envelopeId: request.envelopeId, provider: request.provider, reason },
      at: now,
    });
    return readEnvelopeStatus(tx, request);
  });
}
