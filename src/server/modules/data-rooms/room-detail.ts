import { asc, desc, eq } from 'drizzle-orm';
import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { roomAgreementStates } from '../esign/room-agreements.ts';
import { ndaTemplates } from '../templates/public.ts';
import {
  dataRoomActivity,
  dataRoomDocumentTime,
  dataRoomDocuments,
  dataRoomFolders,
  dataRoomMembers,
  dataRooms,
} from './data-rooms.table.ts';
import { documentFacts, toRoomDocumentDto, toRoomMemberDto } from './room-dto.ts';

/** The room page shows the newest activity; older entries stay in the table. */
export const ROOM_ACTIVITY_LIMIT = 200;

/** The room as staff find it: a 404 for an unknown id. */
export async function requireRoom(db: Database, id: string) {
  const [room] = await db.select().from(dataRooms).where(eq(dataRooms.id, id));
  if (!room) throw notFound('Data room');
  return room;
}

/**
 * GET /api/data-rooms/:id: folders and documents, members with their NDA, the newest activity
 * (who, what, when, from where) and the time each member spent on each document.
 */
export async function getRoomDetail(db: Database, id: string): Promise<RoomDetailDto> {
  const room = await requireRoom(db, id);
  const [template] = room.ndaTemplateId
    ? await db
        .select({ name: ndaTemplates.name })
        .from(ndaTemplates)
        .where(eq(ndaTemplates.id, room.ndaTemplateId))
    : [];
  const folders = await db
    .select({ id: dataRoomFolders.id, name: dataRoomFolders.name })
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.roomId, id))
    .orderBy(asc(dataRoomFolders.position));
  const documents = await db
    .select(documentFacts(dataRoomDocuments))
    .from(dataRoomDocuments)
    .where(eq(dataRoomDocuments.roomId, id))
    .orderBy(asc(dataRoomDocuments.position));
  const members = await db
    .select()
    .from(dataRoomMembers)
    .where(eq(dataRoomMembers.roomId, id))
    .orderBy(asc(dataRoomMembers.invitedAt), asc(dataRoomMembers.id));
  const states = await roomAgreementStates(
    db,
    members.map((member) => member.id),
  );
  const activity = await db
    .select({
      id: dataRoomActivity.id,
      memberName: dataRoomMembers.name,
      visitorEmail: dataRoomActivity.visitorEmail,
      type: dataRoomActivity.type,
      documentTitle: dataRoomDocuments.title,
      ipAddress: dataRoomActivity.ipAddress,
      at: dataRoomActivity.at,
    })
    .from(dataRoomActivity)
    .innerJoin(dataRoomMembers, eq(dataRoomMembers.id, dataRoomActivity.memberId))
    .leftJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomActivity.documentId))
    .where(eq(dataRoomActivity.roomId, id))
    .orderBy(desc(dataRoomActivity.at), desc(dataRoomActivity.id))
    .limit(ROOM_ACTIVITY_LIMIT);
  const time = await db
    .select({
      memberId: dataRoomDocumentTime.memberId,
      documentId: dataRoomDocumentTime.documentId,
      seconds: dataRoomDocumentTime.seconds,
    })
    .from(dataRoomDocumentTime)
    .innerJoin(dataRoomMembers, eq(dataRoomMembers.id, dataRoomDocumentTime.memberId))
    .where(eq(dataRoomMembers.roomId, id));
  return {
    id: room.id,
    name: room.name,
    ndaTemplateId: room.ndaTemplateId,
    ndaTemplateName: template?.name ?? null,
    createdAt: room.createdAt.toISOString(),
    closedAt: room.closedAt?.toISOString() ?? null,
    folders,
    documents: documents.map(toRoomDocumentDto),
    members: members.map((member) => toRoomMemberDto(member, states.get(member.id))),
    activity: activity.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    time,
  };
}
