import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { isoDayIn } from '../../../domain/common/calendar-day.ts';
import {
  MAX_ROOM_MEMBERS,
  MEMBER_ALREADY_INVITED_MESSAGE,
  ROOM_CLOSED_MESSAGE,
  UNKNOWN_TEMPLATE_MESSAGE,
  type inviteMemberInput,
} from '../../../domain/data-rooms/data-rooms.ts';
import type { InvitedMemberDto } from '../../../domain/data-rooms/dtos.ts';
import { DEFAULT_NDA_DURATION_MONTHS } from '../../../domain/documents/documents.ts';
import { computeExpirationDate } from '../../../domain/documents/rules.ts';
import { mergePlaceholders } from '../../../domain/templates/templates.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { openRoomAgreement } from '../esign/room-agreements.ts';
import { signingUrlFor } from '../esign/signing-token.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { ndaTemplates } from '../templates/public.ts';
import { dataRoomMembers } from './data-rooms.table.ts';
import { lockRoom } from './room-contents.ts';
import { toRoomMemberDto } from './room-dto.ts';
import { ROOM_MAIL_COPY, roomInvitationMail } from './room-mail.ts';
import { roomUrlFor, signingTokenOfRoomToken } from './room-tokens.ts';

export const ROOM_MEMBERS_FULL_MESSAGE = `A room has at most ${MAX_ROOM_MEMBERS} invitees.`;

/**
 * POST /api/data-rooms/:id/members: one transaction locks the room, adds the invitee, opens their
 * NDA envelope (the room's template merged for them, ADR 049) whose signing invitation esign
 * queues, and queues the room invitation with both of their links, in their language.
 */
export async function inviteMember(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  roomId: string;
  input: z.output<typeof inviteMemberInput>;
  admin: AdminUser;
  visitor: VisitorInfo;
  now: Date;
}): Promise<InvitedMemberDto> {
  const { db, config, roomId, input, admin, visitor, now } = options;
  const email = input.email.toLowerCase();
  const organisationName = await getOrganisationName(db);
  const token = createSessionToken();
  const signingToken = signingTokenOfRoomToken(token);
  const copy = ROOM_MAIL_COPY[input.language];

  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    if (room.closedAt) throw new AppError(409, ROOM_CLOSED_MESSAGE);
    const [template] = room.ndaTemplateId
      ? await tx.select().from(ndaTemplates).where(eq(ndaTemplates.id, room.ndaTemplateId))
      : [];
    if (!template) throw new AppError(409, UNKNOWN_TEMPLATE_MESSAGE);
    const members = await tx
      .select({ email: dataRoomMembers.email })
      .from(dataRoomMembers)
      .where(and(eq(dataRoomMembers.roomId, roomId), isNull(dataRoomMembers.revokedAt)));
    if (members.some((member) => member.email === email)) {
      throw new AppError(409, MEMBER_ALREADY_INVITED_MESSAGE);
    }
    if (members.length >= MAX_ROOM_MEMBERS) throw new AppError(409, ROOM_MEMBERS_FULL_MESSAGE);

    const [member] = await tx
      .insert(dataRoomMembers)
      .values({
        roomId,
        name: input.name,
        email,
        organisation: input.organisation,
        language: input.language,
        tokenHash: hashSessionToken(token),
        invitedAt: now,
        invitedByUserId: admin.id,
      })
      .returning();
    const effectiveDate = isoDayIn(now, config.organisation.timeZone);
    const purpose = copy.ndaPurpose(room.name);
    const agreement: AgreementSnapshot = {
      kind: 'data-room',
      documentId: null,
      entryId: null,
      roomMemberId: member!.id,
      language: input.language,
      family: null,
      title: copy.ndaTitle(room.name),
      // Our organisation is [COMPANY] and the invitee's is [PARTNER], as on every NDA.
      content: mergePlaceholders(template.content, {
        company: organisationName,
        partner: input.organisation,
        effectiveDate,
        duration: DEFAULT_NDA_DURATION_MONTHS,
        purpose,
      }),
      purpose,
      duration: DEFAULT_NDA_DURATION_MONTHS,
      effectiveDate,
      expirationDate: computeExpirationDate(effectiveDate, DEFAULT_NDA_DURATION_MONTHS),
      organisationName,
      partner: { companyName: input.organisation, contactName: input.name, email },
      sender: { id: admin.id, name: admin.name, email: admin.email },
    };
    await openRoomAgreement({
      tx,
      config,
      roomMemberId: member!.id,
      agreement,
      signer: { name: input.name, email, language: input.language },
      subject: copy.ndaSubject(room.name),
      signingToken,
      visitor,
      now,
    });
    const roomUrl = roomUrlFor(config.publicUrl, token);
    const canDeliver = canDeliverMail(config.mail);
    await enqueueMail({
      db: tx,
      mail: roomInvitationMail({
        member: member!,
        organisationName,
        roomName: room.name,
        senderName: admin.name,
        roomUrl,
        signingUrl: signingUrlFor(config.publicUrl, signingToken),
      }),
      now,
      canDeliver,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'invite',
      entity: 'data_room',
      entityId: roomId,
      details: { memberId: member!.id, email, language: input.language },
      at: now,
    });
    return {
      member: toRoomMemberDto(member!, { status: 'sent', sentAt: now, completedAt: null }),
      delivery: canDeliver ? 'queued' : 'no-mail-server',
      roomUrl: canDeliver ? null : roomUrl,
    };
  });
}
