import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { EsignStatus } from '../../../domain/esign/esign.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { signatureRecipients, signatureRequests } from './esign.table.ts';
import { readSentAgreement } from './signature-requests.ts';
import { openDueSigningLinks } from './open-signing-links.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { listRecipients } from './signature-recipients.ts';
import { sha256Hex } from './sha256.ts';

/**
 * A data room's NDA for one invitee (ADR 049): an envelope of the built-in provider whose target
 * is the room member, with the invitee as its only signer, in their language. Runs in the
 * caller's transaction (the one that creates the member), which also queues the invitation.
 */
export async function openRoomAgreement(options: {
  tx: Transaction;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  roomMemberId: string;
  agreement: AgreementSnapshot;
  signer: { name: string; email: string; language: Locale };
  subject: string;
  /** The signing link's token, made by the caller (data-rooms derives it from the room link). */
  signingToken: string;
  visitor: VisitorInfo;
  now: Date;
}): Promise<{ requestId: string }> {
  const { tx, config, agreement, signer, visitor, now } = options;
  // The envelope id of a built-in envelope is its own row id.
  const id = randomUUID();
  const [request] = await tx
    .insert(signatureRequests)
    .values({
      id,
      envelopeId: id,
      roomMemberId: options.roomMemberId,
      provider: 'builtin',
      subject: options.subject,
      message: null,
      signingOrder: 'sequential',
      status: 'sent',
      contentHash: sha256Hex(agreement.content),
      sentAt: now,
      statusCheckedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(signatureRecipients).values({
    requestId: id,
    role: 'signer',
    routingOrder: 1,
    position: 1,
    name: signer.name,
    email: signer.email,
    language: signer.language,
    createdAt: now,
    updatedAt: now,
  });
  await recordSignatureEvent({
    tx,
    requestId: id,
    type: 'sent',
    at: now,
    visitor,
    details: { agreement },
  });
  await openDueSigningLinks({
    tx,
    config,
    request: request!,
    recipients: await listRecipients(tx, id),
    agreement,
    now,
    visitor,
    createToken: () => options.signingToken,
  });
  return { requestId: id };
}

export type RoomAgreementState = {
  status: EsignStatus;
  sentAt: Date;
  completedAt: Date | null;
};

/** Each member's newest room NDA envelope; a member without one is absent. */
export async function roomAgreementStates(
  db: Database | Transaction,
  memberIds: readonly string[],
): Promise<Map<string, RoomAgreementState>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: signatureRequests.roomMemberId,
      status: signatureRequests.status,
      sentAt: signatureRequests.sentAt,
      completedAt: signatureRequests.completedAt,
    })
    .from(signatureRequests)
    .where(inArray(signatureRequests.roomMemberId, [...memberIds]))
    .orderBy(desc(signatureRequests.sentAt), desc(signatureRequests.id));
  const states = new Map<string, RoomAgreementState>();
  for (const row of rows) {
    if (!states.has(row.memberId!)) states.set(row.memberId!, row);
  }
  return states;
}

/** Whether the member signed their room NDA and it is sealed: the room opens only then. */
export async function hasSignedRoomAgreement(
  db: Database | Transaction,
  memberId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.roomMemberId, memberId), eq(signatureRequests.status, 'completed')),
    )
    .limit(1);
  return row !== undefined;
}

export const NO_SIGNED_ROOM_AGREEMENT_MESSAGE =
  'This person has not signed the NDA yet: the signed copy can be downloaded once they have.';

/** The sealed PDF of the member's completed room NDA, named after its title. */
export async function signedRoomAgreementPdf(
  db: Database,
  memberId: string,
): Promise<{ filename: string; data: Uint8Array }> {
  const [request] = await db
    .select({ id: signatureRequests.id, signedPdf: signatureRequests.signedPdf })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.roomMemberId, memberId), eq(signatureRequests.status, 'completed')),
    )
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  if (!request?.signedPdf) throw new AppError(404, NO_SIGNED_ROOM_AGREEMENT_MESSAGE);
  const agreement = await readSentAgreement(db, request.id);
  return { filename: signedPdfFilename(agreement.title), data: request.signedPdf };
}
