import { maskedAddress, ROOM_REFUSALS } from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomCodeSentDto, RoomGateDto, RoomPassDto } from '../../../domain/data-rooms/dtos.ts';
import {
  VERIFIED_VISIT_HOURS,
  VERIFIED_VISIT_MS,
} from '../../../domain/sharing/link-protection.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import { roomAgreementStates } from '../esign/room-agreements.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { issueOneTimeCode, useOneTimeCode } from '../one-time-codes/one-time-codes.service.ts';
import { dataRoomPasses } from './data-rooms.table.ts';
import { findMemberByToken, findRoomPass, type MemberAccess } from './room-access.ts';
import { roomCodeMail } from './room-mail.ts';
import { signingTokenOfRoomToken } from './room-tokens.ts';

/**
 * GET /api/room/:token: what the invitee's page shows before anything opens (room name, NDA
 * state, their own signing page while it waits), counting nothing. The contents stay behind
 * requireRoomVisitor.
 */
export async function roomGate(options: {
  db: Database;
  token: string;
  passToken: string | undefined;
  now: Date;
}): Promise<RoomGateDto> {
  const { db, token, now } = options;
  const { member, room } = await findMemberByToken(db, token);
  const nda = (await roomAgreementStates(db, [member.id])).get(member.id);
  const isSigned = nda?.status === 'completed';
  const waitsForSignature = nda?.status === 'sent' || nda?.status === 'delivered';
  const pass = isSigned
    ? await findRoomPass({ db, memberId: member.id, passToken: options.passToken, now })
    : undefined;
  return {
    roomName: room.name,
    memberName: member.name,
    language: member.language,
    ndaStatus: nda?.status ?? null,
    signingPath:
      waitsForSignature && !room.closedAt ? `/sign/${signingTokenOfRoomToken(token)}` : null,
    isOpen: isSigned && !room.closedAt,
    isVerified: pass !== undefined,
    codeGoesTo: maskedAddress(member.email),
    verifiedVisitHours: VERIFIED_VISIT_HOURS,
  };
}

/** The member may ask for a code only once their NDA is signed and the room is open. */
async function requireSignedMember(db: Database, token: string): Promise<MemberAccess> {
  const access = await findMemberByToken(db, token);
  const refusals = ROOM_REFUSALS[access.member.language];
  if (access.room.closedAt) throw new AppError(403, refusals.closed);
  const nda = (await roomAgreementStates(db, [access.member.id])).get(access.member.id);
  if (nda?.status !== 'completed') throw new AppError(403, refusals.signFirst);
  return access;
}

const codeSubject = (memberId: string, email: string) => ({
  purpose: 'data-room' as const,
  subjectId: memberId,
  email,
});

/**
 * POST /api/room/:token/code: mails a 6-digit code to the member's own address, never to one
 * typed on the page (ADR 049); at most CODE_MAX_MAILS in each window (issueOneTimeCode).
 */
export async function sendRoomCode(options: {
  db: Database;
  config: Pick<Config, 'mail'>;
  token: string;
  now: Date;
}): Promise<RoomCodeSentDto> {
  const { db, now } = options;
  const { member, room } = await requireSignedMember(db, options.token);
  await db.transaction(async (tx) => {
    const code = await issueOneTimeCode({
      db: tx,
      subject: codeSubject(member.id, member.email),
      now,
    });
    await enqueueMail({
      db: tx,
      mail: roomCodeMail({ member, roomName: room.name, code }),
      now,
      canDeliver: canDeliverMail(options.config.mail),
    });
  });
  return { sentTo: maskedAddress(member.email) };
}

/** POST /api/room/:token/code/check: a right code gives this device a pass. */
export async function checkRoomCode(options: {
  db: Database;
  token: string;
  code: string;
  ipAddress: string;
  now: Date;
}): Promise<RoomPassDto> {
  const { db, now } = options;
  const { member } = await requireSignedMember(db, options.token);
  const isRight = await useOneTimeCode({
    db,
    subject: codeSubject(member.id, member.email),
    code: options.code,
    ipAddress: options.ipAddress,
    now,
  });
  if (!isRight) {
    const message = ROOM_REFUSALS[member.language].wrongCode;
    throw new AppError(400, message, { fieldErrors: { code: [message] } });
  }
  const visitorPass = createSessionToken();
  const expiresAt = new Date(now.getTime() + VERIFIED_VISIT_MS);
  await db.insert(dataRoomPasses).values({
    memberId: member.id,
    tokenHash: hashSessionToken(visitorPass),
    createdAt: now,
    expiresAt,
  });
  return { visitorPass, expiresAt: expiresAt.toISOString() };
}
