import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { OPEN_ESIGN_STATUSES } from '../../../domain/esign/esign.ts';
import type { SigningOrder } from '../../../domain/esign/recipients.ts';
import type { IdentityCheck } from '../../../domain/esign/signer-identity.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { waitingList } from '../waiting-list/public.ts';
import { readEnvelopeStatus } from './esign-dto.ts';
import { signatureRecipients, signatureRequests } from './esign.table.ts';
import { openDueSigningLinks } from './open-signing-links.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { listRecipients } from './signature-recipients.ts';
import { sha256Hex } from './sha256.ts';

export const AGREEMENT_ALREADY_OUT_MESSAGE =
  'This family already has an enrollment agreement out for signature. Cancel it before sending a new one.';

export type FamilySigner = { name: string; email: string; language: Locale };

/**
 * Sends a family's enrollment agreement on our own signing page (ADR 048): one transaction locks
 * the entry, checks no agreement of it is open, records the envelope, its guardians (each with
 * their language), the 'sent' event with the agreement as sent, and opens the first links,
 * whose invitations are queued in it. Families always sign here, never at DocuSign.
 */
export async function sendEnrollmentAgreement(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  entryId: string;
  agreement: AgreementSnapshot;
  guardians: FamilySigner[];
  signingOrder: SigningOrder;
  /** Whether each guardian confirms a code mailed to them before signing (ADR 049). */
  identityCheck?: IdentityCheck;
  subject: string;
  admin: AdminUser;
  visitor: VisitorInfo;
  now: Date;
}): Promise<EnvelopeStatusDto> {
  const { db, config, entryId, agreement, guardians, signingOrder, admin, visitor, now } = options;
  const contentHash = sha256Hex(agreement.content);
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: waitingList.id })
      .from(waitingList)
      .where(eq(waitingList.id, entryId))
      .for('update');
    if (!entry) throw notFound('Waiting list entry');
    const [open] = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(
        and(
          eq(signatureRequests.entryId, entryId),
          inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
        ),
      )
      .limit(1);
    if (open) throw new AppError(409, AGREEMENT_ALREADY_OUT_MESSAGE);

    // The envelope id of a built-in envelope is its own row id.
    const id = randomUUID();
    const [created] = await tx
      .insert(signatureRequests)
      .values({
        id,
        envelopeId: id,
        entryId,
        provider: 'builtin',
        subject: options.subject,
        message: null,
        signingOrder,
        identityCheck: options.identityCheck ?? 'none',
        status: 'sent',
        contentHash,
        sentAt: now,
        statusCheckedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const request = created!;
    await tx.insert(signatureRecipients).values(
      guardians.map((guardian, index) => ({
        requestId: request.id,
        role: 'signer' as const,
        routingOrder: signingOrder === 'sequential' ? index + 1 : 1,
        position: index + 1,
        name: guardian.name,
        email: guardian.email,
        language: guardian.language,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      type: 'sent',
      at: now,
      visitor,
      details: { agreement },
    });
    await openDueSigningLinks({
      tx,
      config,
      request,
      recipients: await listRecipients(tx, request.id),
      agreement,
      now,
      visitor,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'send-enrollment-agreement',
      entity: 'waiting_list',
      entityId: entryId,
      details: {
        requestId: request.id,
        guardianEmails: guardians.map((guardian) => guardian.email),
        signingOrder,
        contentHash,
      },
      at: now,
    });
    return readEnvelopeStatus(tx, request);
  });
}
