import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { GENERATED_DOCUMENT_TITLES } from '../../../domain/content/generated-documents.ts';
import {
  MAX_ROOM_DOCUMENTS,
  type addRoomDocumentInput,
  type createFolderInput,
} from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomDocumentDto, RoomFolderDto } from '../../../domain/data-rooms/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ndaDocuments } from '../documents/public.ts';
import { dataRoomDocuments, dataRoomFolders, dataRooms } from './data-rooms.table.ts';
import { documentFacts, toRoomDocumentDto } from './room-dto.ts';

export const ROOM_FULL_MESSAGE = `A room holds at most ${MAX_ROOM_DOCUMENTS} documents. Open a new room for more.`;
export const UNKNOWN_FOLDER_MESSAGE = 'Choose a folder of this room, or none.';
export const UNKNOWN_NDA_MESSAGE = 'Choose an NDA from the list: this one no longer exists.';

/** Locks the room, so positions and the document limit hold under parallel additions. */
export async function lockRoom(tx: Transaction, roomId: string) {
  const [room] = await tx.select().from(dataRooms).where(eq(dataRooms.id, roomId)).for('update');
  if (!room) throw notFound('Data room');
  return room;
}

async function checkFolder(tx: Transaction, roomId: string, folderId: string | null | undefined) {
  if (!folderId) return null;
  const [folder] = await tx
    .select({ id: dataRoomFolders.id })
    .from(dataRoomFolders)
    .where(and(eq(dataRoomFolders.id, folderId), eq(dataRoomFolders.roomId, roomId)));
  if (!folder) throw fieldError('folderId', UNKNOWN_FOLDER_MESSAGE);
  return folder.id;
}

/** The next position in the room, and a 409 once it holds MAX_ROOM_DOCUMENTS. */
export async function nextDocumentPosition(tx: Transaction, roomId: string): Promise<number> {
  const [counts] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${dataRoomDocuments.position}), 0)::int`,
    })
    .from(dataRoomDocuments)
    .where(eq(dataRoomDocuments.roomId, roomId));
  if (counts!.count >= MAX_ROOM_DOCUMENTS) throw new AppError(409, ROOM_FULL_MESSAGE);
  return counts!.last + 1;
}

/** POST /api/data-rooms/:id/folders. */
export async function createFolder(options: {
  db: Database;
  roomId: string;
  input: z.output<typeof createFolderInput>;
  now: Date;
}): Promise<RoomFolderDto> {
  return options.db.transaction(async (tx) => {
    await lockRoom(tx, options.roomId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${dataRoomFolders.position}), 0)::int` })
      .from(dataRoomFolders)
      .where(eq(dataRoomFolders.roomId, options.roomId));
    const [folder] = await tx
      .insert(dataRoomFolders)
      .values({
        roomId: options.roomId,
        name: options.input.name,
        position: last!.position + 1,
        createdAt: options.now,
      })
      .returning({ id: dataRoomFolders.id, name: dataRoomFolders.name });
    return folder!;
  });
}

/** POST /api/data-rooms/:id/documents: an existing NDA or a generated strategy paper. */
export async function addRoomDocument(options: {
  db: Database;
  roomId: string;
  input: z.output<typeof addRoomDocumentInput>;
  admin: AdminUser;
  now: Date;
}): Promise<RoomDocumentDto> {
  const { db, roomId, input, admin, now } = options;
  return db.transaction(async (tx) => {
    await lockRoom(tx, roomId);
    const folderId = await checkFolder(tx, roomId, input.folderId);
    let source: { ndaDocumentId: string } | { generatedDocumentId: string };
    let title: string;
    if (input.kind === 'nda') {
      const [nda] = await tx
        .select({ title: ndaDocuments.title })
        .from(ndaDocuments)
        .where(eq(ndaDocuments.id, input.ndaDocumentId));
      if (!nda) throw fieldError('ndaDocumentId', UNKNOWN_NDA_MESSAGE);
      source = { ndaDocumentId: input.ndaDocumentId };
      title = input.title ?? nda.title;
    } else {
      source = { generatedDocumentId: input.generatedDocumentId };
      title = input.title ?? GENERATED_DOCUMENT_TITLES[input.generatedDocumentId];
    }
    const [row] = await tx
      .insert(dataRoomDocuments)
      .values({
        roomId,
        folderId,
        kind: input.kind,
        ...(input.kind === 'nda'
          ? { ndaDocumentId: input.ndaDocumentId }
          : { generatedDocumentId: input.generatedDocumentId }),
        title,
        allowDownload: input.allowDownload,
        position: await nextDocumentPosition(tx, roomId),
        createdAt: now,
      })
      .returning(documentFacts(dataRoomDocuments));
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'update',
      entity: 'data_room',
      entityId: roomId,
      details: { added: row!.id, kind: input.kind, ...source },
      at: now,
    });
    return toRoomDocumentDto(row!);
  });
}

/** PATCH /api/data-rooms/:id/documents/:itemId: downloads on or off for this document. */
export async function setDocumentDownloads(options: {
  db: Database;
  roomId: string;
  documentId: string;
  allowDownload: boolean;
  admin: AdminUser;
  now: Date;
}): Promise<RoomDocumentDto> {
  const { db, roomId, documentId, allowDownload, admin, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataRoomDocuments)
      .set({ allowDownload })
      .where(and(eq(dataRoomDocuments.id, documentId), eq(dataRoomDocuments.roomId, roomId)))
      .returning(documentFacts(dataRoomDocuments));
    if (!row) throw notFound('Document of this room');
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'update',
      entity: 'data_room',
      entityId: roomId,
      details: { document: documentId, allowDownload },
      at: now,
    });
    return toRoomDocumentDto(row);
  });
}
