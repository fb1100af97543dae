import type { RoomDocumentDto, RoomMemberDto } from '../../../domain/data-rooms/dtos.ts';
import type { RoomAgreementState } from '../esign/room-agreements.ts';
import type { DataRoomMember, dataRoomDocuments } from './data-rooms.table.ts';

/** The columns of a room document without its bytes: lists never read the files. */
export const documentFacts = (table: typeof dataRoomDocuments) => ({
  id: table.id,
  roomId: table.roomId,
  folderId: table.folderId,
  kind: table.kind,
  ndaDocumentId: table.ndaDocumentId,
  generatedDocumentId: table.generatedDocumentId,
  filename: table.filename,
  size: table.size,
  pageCount: table.pageCount,
  title: table.title,
  allowDownload: table.allowDownload,
  position: table.position,
});

export type RoomDocumentFacts = {
  id: string;
  folderId: string | null;
  kind: RoomDocumentDto['kind'];
  title: string;
  allowDownload: boolean;
  filename: string | null;
  size: number | null;
  pageCount: number | null;
};

export const toRoomDocumentDto = (row: RoomDocumentFacts): RoomDocumentDto => ({
  id: row.id,
  folderId: row.folderId,
  kind: row.kind,
  title: row.title,
  allowDownload: row.allowDownload,
  filename: row.filename,
  size: row.size,
  pageCount: row.pageCount,
});

export const toRoomMemberDto = (
  member: DataRoomMember,
  nda: RoomAgreementState | undefined,
): RoomMemberDto => ({
  id: member.id,
  name: member.name,
  email: member.email,
  organisation: member.organisation,
  language: member.language,
  invitedAt: member.invitedAt.toISOString(),
  revokedAt: member.revokedAt?.toISOString() ?? null,
  ndaStatus: nda?.status ?? null,
  ndaSignedAt: nda?.completedAt?.toISOString() ?? null,
});
