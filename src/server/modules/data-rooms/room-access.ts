import { and, eq, gt, isNull } from 'drizzle-orm';
import { ROOM_REFUSALS } from '../../../domain/data-rooms/data-rooms.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { hasSignedRoomAgreement } from '../esign/room-agreements.ts';
import {
  dataRoomMembers,
  dataRoomPasses,
  dataRooms,
  type DataRoomMember,
  type DataRoomPass,
} from './data-rooms.table.ts';

export type RoomOfMember = typeof dataRooms.$inferSelect;
export type MemberAccess = { member: DataRoomMember; room: RoomOfMember };

/** The member a room link belongs to; an unknown or withdrawn link is a 404. */
export async function findMemberByToken(
  db: Database | Transaction,
  token: string,
): Promise<MemberAccess> {
  const [found] = await db
    .select({ member: dataRoomMembers, room: dataRooms })
    .from(dataRoomMembers)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomMembers.roomId))
    .where(
      and(
        eq(dataRoomMembers.tokenHash, hashSessionToken(token)),
        isNull(dataRoomMembers.revokedAt),
      ),
    );
  if (!found) throw new AppError(404, ROOM_REFUSALS.en.unknownLink);
  return found;
}

/** This device's pass for the member: unknown, expired or another member's is no pass. */
export async function findRoomPass(options: {
  db: Database | Transaction;
  memberId: string;
  passToken: string | undefined;
  now: Date;
}): Promise<DataRoomPass | undefined> {
  const { passToken } = options;
  if (!passToken || passToken.length > 100) return undefined;
  const [pass] = await options.db
    .select()
    .from(dataRoomPasses)
    .where(
      and(
        eq(dataRoomPasses.tokenHash, hashSessionToken(passToken)),
        eq(dataRoomPasses.memberId, options.memberId),
        gt(dataRoomPasses.expiresAt, options.now),
      ),
    );
  return pass;
}

export type RoomVisitor = MemberAccess & { pass: DataRoomPass };

/**
 * Every read of the room's contents passes here first (ADR 049): the link's member, a room still
 * open, their NDA completed (sealed) and a pass proving their address on this device; each
 * missing step is a 403 in the member's language that says what to do.
 */
export async function requireRoomVisitor(options: {
  db: Database;
  token: string;
  passToken: string | undefined;
  now: Date;
}): Promise<RoomVisitor> {
  const { db, now } = options;
  const access = await findMemberByToken(db, options.token);
  const refusals = ROOM_REFUSALS[access.member.language];
  if (access.room.closedAt) throw new AppError(403, refusals.closed);
  if (!(await hasSignedRoomAgreement(db, access.member.id))) {
    throw new AppError(403, refusals.signFirst);
  }
  const pass = await findRoomPass({
    db,
    memberId: access.member.id,
    passToken: options.passToken,
    now,
  });
  if (!pass) throw new AppError(403, refusals.confirmEmail);
  return { ...access, pass };
}
