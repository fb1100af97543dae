import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { isoDateTime as at } from '../common/dto-fields.ts';
import { ESIGN_STATUSES } from '../esign/esign.ts';
import { ROOM_ACTIVITY_TYPES, ROOM_DOCUMENT_KINDS } from './data-rooms.ts';

/** A room in the staff list. */
export const roomSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  ndaTemplateName: z.string().nullable(),
  documents: z.number().int(),
  members: z.number().int(),
  createdAt: at,
  closedAt: at.nullable(),
});
export type RoomSummaryDto = z.infer<typeof roomSummaryDto>;
export const roomListDto = z.array(roomSummaryDto);

export const roomFolderDto = z.object({ id: z.string(), name: z.string() });
export type RoomFolderDto = z.infer<typeof roomFolderDto>;

/** A document as staff see it. */
export const roomDocumentDto = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  kind: z.enum(ROOM_DOCUMENT_KINDS),
  title: z.string(),
  allowDownload: z.boolean(),
  /** An uploaded PDF's file name, size and pages; null for the others. */
  filename: z.string().nullable(),
  size: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
});
export type RoomDocumentDto = z.infer<typeof roomDocumentDto>;

/** An invitee, with where their NDA stands. */
export const roomMemberDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  language: z.enum(LOCALES),
  invitedAt: at,
  revokedAt: at.nullable(),
  /** The newest NDA envelope's status; null before one was sent. */
  ndaStatus: z.enum(ESIGN_STATUSES).nullable(),
  ndaSignedAt: at.nullable(),
});
export type RoomMemberDto = z.infer<typeof roomMemberDto>;

export const roomActivityDto = z.object({
  id: z.string(),
  memberName: z.string(),
  visitorEmail: z.string(),
  type: z.enum(ROOM_ACTIVITY_TYPES),
  documentTitle: z.string().nullable(),
  ipAddress: z.string().nullable(),
  at,
});
export type RoomActivityDto = z.infer<typeof roomActivityDto>;

export const roomTimeDto = z.object({
  memberId: z.string(),
  documentId: z.string(),
  seconds: z.number().int(),
});
export type RoomTimeDto = z.infer<typeof roomTimeDto>;

/** GET /api/data-rooms/:id: everything on the room's staff page. */
export const roomDetailDto = z.object({
  id: z.string(),
  name: z.string(),
  ndaTemplateId: z.string().nullable(),
  ndaTemplateName: z.string().nullable(),
  createdAt: at,
  closedAt: at.nullable(),
  folders: z.array(roomFolderDto),
  documents: z.array(roomDocumentDto),
  members: z.array(roomMemberDto),
  /** The newest first, at most ROOM_ACTIVITY_LIMIT. */
  activity: z.array(roomActivityDto),
  time: z.array(roomTimeDto),
});
export type RoomDetailDto = z.infer<typeof roomDetailDto>;

/** The answer of an invitation: the member, and whether the mails leave this server. */
export const invitedMemberDto = z.object({
  member: roomMemberDto,
  delivery: z.enum(['queued', 'no-mail-server']),
  /** The member's room link: shown to staff only when no mail server is set up. */
  roomUrl: z.string().nullable(),
});
export type InvitedMemberDto = z.infer<typeof invitedMemberDto>;

/** GET /api/room/:token: what the invitee's page shows before anything opens; counts nothing. */
export const roomGateDto = z.object({
  roomName: z.string(),
  memberName: z.string(),
  language: z.enum(LOCALES),
  /** The NDA's state: the room opens once it is 'completed'. */
  ndaStatus: z.enum(ESIGN_STATUSES).nullable(),
  /** Their own signing page, while the NDA waits for their signature. */
  signingPath: z.string().nullable(),
  isOpen: z.boolean(),
  /** Whether this device proved the member's address (the x-visitor-pass header). */
  isVerified: z.boolean(),
  /** The member's address with most of its name hidden, where the code goes. */
  codeGoesTo: z.string(),
  verifiedVisitHours: z.number().int(),
});
export type RoomGateDto = z.infer<typeof roomGateDto>;

export const roomPassDto = z.object({ visitorPass: z.string(), expiresAt: at });
export type RoomPassDto = z.infer<typeof roomPassDto>;

export const roomCodeSentDto = z.object({ sentTo: z.string() });
export type RoomCodeSentDto = z.infer<typeof roomCodeSentDto>;

/** A document as the invitee sees it in the list. */
export const visitorDocumentDto = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  kind: z.enum(ROOM_DOCUMENT_KINDS),
  title: z.string(),
  allowDownload: z.boolean(),
  pageCount: z.number().int().nullable(),
});
export type VisitorDocumentDto = z.infer<typeof visitorDocumentDto>;

/** GET /api/room/:token/contents. */
export const roomContentsDto = z.object({
  roomName: z.string(),
  verifiedEmail: z.string(),
  folders: z.array(roomFolderDto),
  documents: z.array(visitorDocumentDto),
});
export type RoomContentsDto = z.infer<typeof roomContentsDto>;

/** GET /api/room/:token/documents/:documentId: the document opened in the page. */
export const openedDocumentDto = visitorDocumentDto.extend({
  /** The text of the document; null for an uploaded PDF without text (a scan). */
  text: z.string().nullable(),
  filename: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type OpenedDocumentDto = z.infer<typeof openedDocumentDto>;
