import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AppDeps } from '../../deps.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { signedRoomAgreementPdf } from '../esign/room-agreements.ts';
import { voidRoomAgreement } from '../esign/void-envelope.ts';
import { dataRoomMembers, dataRoomPasses } from './data-rooms.table.ts';

/** The room a member belongs to, for the staff link in esign's mails (adminPageUrlFor). */
export async function roomOfMember(db: Database, memberId: string): Promise<{ roomId: string }> {
  const [member] = await db
    .select({ roomId: dataRoomMembers.roomId })
    .from(dataRoomMembers)
    .where(eq(dataRoomMembers.id, memberId));
  if (!member) throw notFound('Data room invitee');
  return member;
}

/** GET /api/data-rooms/:id/members/:itemId/signed-nda: the member's sealed NDA, audited. */
export async function downloadMemberAgreement(options: {
  db: Database;
  roomId: string;
  memberId: string;
  admin: AdminUser;
  now: Date;
}): Promise<{ filename: string; data: Uint8Array }> {
  const { db, roomId, memberId, admin, now } = options;
  const member = await roomOfMember(db, memberId);
  if (member.roomId !== roomId) throw notFound('Data room invitee');
  const file = await signedRoomAgreementPdf(db, memberId);
  await recordAudit({
    db,
    actor: admin,
    action: 'download',
    entity: 'data_room_member',
    entityId: memberId,
    details: { roomId },
    at: now,
  });
  return file;
}

export const ALREADY_REVOKED_MESSAGE = 'This invitation was already withdrawn.';

export const WITHDRAWN_REASON = 'The invitation to the data room was withdrawn.';

/**
 * DELETE /api/data-rooms/:id/members/:itemId: withdraws an invitation. The room link answers 404
 * from then on and the device passes stop with it; an NDA still out for signature is cancelled
 * first, so its link stops too. A signed NDA and the activity stay on record.
 */
export async function revokeMember(options: {
  deps: AppDeps;
  roomId: string;
  memberId: string;
  admin: AdminUser;
  visitor: VisitorInfo;
  now: Date;
}): Promise<void> {
  const { deps, roomId, memberId, admin, now } = options;
  const { db } = deps;
  const member = await roomOfMember(db, memberId);
  if (member.roomId !== roomId) throw notFound('Data room invitee');
  await voidRoomAgreement({
    deps,
    roomMemberId: memberId,
    reason: WITHDRAWN_REASON,
    admin,
    visitor: options.visitor,
  });
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ roomId: dataRoomMembers.roomId, revokedAt: dataRoomMembers.revokedAt })
      .from(dataRoomMembers)
      .where(eq(dataRoomMembers.id, memberId))
      .for('update');
    if (!member || member.roomId !== roomId) throw notFound('Data room invitee');
    if (member.revokedAt) throw new AppError(409, ALREADY_REVOKED_MESSAGE);
    await tx
      .update(dataRoomMembers)
      .set({ revokedAt: now })
      .where(eq(dataRoomMembers.id, memberId));
    await tx.delete(dataRoomPasses).where(eq(dataRoomPasses.memberId, memberId));
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'revoke',
      entity: 'data_room_member',
      entityId: memberId,
      details: { roomId },
      at: now,
    });
  });
}
