import { and, asc, eq } from 'drizzle-orm';
import { ROOM_REFUSALS } from '../../../domain/data-rooms/data-rooms.ts';
import type {
  OpenedDocumentDto,
  RoomContentsDto,
  VisitorDocumentDto,
} from '../../../domain/data-rooms/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { watermarkPdf } from '../sharing/watermark/watermark-pdf.ts';
import { watermarkUntrustedPdf } from '../sharing/watermark/watermark-untrusted-pdf.ts';
import { dataRoomDocuments, dataRoomFolders } from './data-rooms.table.ts';
import { recordRoomActivity, recordRoomHeartbeat } from './record-room-activity.ts';
import { requireRoomVisitor, type RoomVisitor } from './room-access.ts';
import { renderRoomDocumentPdf, roomDocumentText } from './room-document-files.ts';

type VisitOptions = {
  db: Database;
  token: string;
  passToken: string | undefined;
  connection: VisitorInfo;
  now: Date;
};

const toVisitorDocument = (row: {
  id: string;
  folderId: string | null;
  kind: VisitorDocumentDto['kind'];
  title: string;
  allowDownload: boolean;
  pageCount: number | null;
}): VisitorDocumentDto => ({
  id: row.id,
  folderId: row.folderId,
  kind: row.kind,
  title: row.title,
  allowDownload: row.allowDownload,
  pageCount: row.pageCount,
});

/** GET /api/room/:token/contents: folders and documents; records that the member opened it. */
export async function roomContents(options: VisitOptions): Promise<RoomContentsDto> {
  const { db, now } = options;
  const visitor = await requireRoomVisitor(options);
  const folders = await db
    .select({ id: dataRoomFolders.id, name: dataRoomFolders.name })
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.roomId, visitor.room.id))
    .orderBy(asc(dataRoomFolders.position));
  const documents = await db
    .select({
      id: dataRoomDocuments.id,
      folderId: dataRoomDocuments.folderId,
      kind: dataRoomDocuments.kind,
      title: dataRoomDocuments.title,
      allowDownload: dataRoomDocuments.allowDownload,
      pageCount: dataRoomDocuments.pageCount,
    })
    .from(dataRoomDocuments)
    .where(eq(dataRoomDocuments.roomId, visitor.room.id))
    .orderBy(asc(dataRoomDocuments.position));
  await recordRoomActivity({
    db,
    visitor,
    connection: options.connection,
    type: 'opened',
    documentId: null,
    now,
  });
  return {
    roomName: visitor.room.name,
    verifiedEmail: visitor.member.email,
    folders,
    documents: documents.map(toVisitorDocument),
  };
}

/** One document of the visitor's room, without its bytes unless asked; a 404 otherwise. */
async function requireRoomDocument(
  db: Database,
  visitor: RoomVisitor,
  documentId: string,
  withData = false,
) {
  const [row] = await db
    .select({
      id: dataRoomDocuments.id,
      folderId: dataRoomDocuments.folderId,
      kind: dataRoomDocuments.kind,
      title: dataRoomDocuments.title,
      allowDownload: dataRoomDocuments.allowDownload,
      pageCount: dataRoomDocuments.pageCount,
      filename: dataRoomDocuments.filename,
      size: dataRoomDocuments.size,
      ndaDocumentId: dataRoomDocuments.ndaDocumentId,
      generatedDocumentId: dataRoomDocuments.generatedDocumentId,
      text: dataRoomDocuments.text,
      ...(withData ? { data: dataRoomDocuments.data } : {}),
    })
    .from(dataRoomDocuments)
    .where(
      and(eq(dataRoomDocuments.id, documentId), eq(dataRoomDocuments.roomId, visitor.room.id)),
    );
  if (!row) throw new AppError(404, ROOM_REFUSALS[visitor.member.language].unknownDocument);
  return row as typeof row & { data?: Uint8Array | null };
}

/** GET /api/room/:token/documents/:documentId: the document opened in the page. */
export async function openRoomDocument(
  options: VisitOptions & { documentId: string },
): Promise<OpenedDocumentDto> {
  const { db, now } = options;
  const visitor = await requireRoomVisitor(options);
  const document = await requireRoomDocument(db, visitor, options.documentId);
  const text = await roomDocumentText(db, document);
  await recordRoomActivity({
    db,
    visitor,
    connection: options.connection,
    type: 'viewed',
    documentId: document.id,
    now,
  });
  return {
    ...toVisitorDocument(document),
    text,
    filename: document.filename,
    size: document.size,
  };
}

const pdfName = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .trim()
      .replace(/\s+/g, '_')
      .slice(0, 120) || 'document'
  }.pdf`;

/**
 * GET /api/room/:token/documents/:documentId/download: a 403 when the document's downloads are
 * off; otherwise its PDF with the member's address, the time and the room and document on every
 * page (ADR 049). An uploaded PDF is stamped in the untrusted-work pool.
 */
export async function downloadRoomDocument(
  options: VisitOptions & {
    documentId: string;
    config: Pick<Config, 'organisation'>;
    untrustedWork: UntrustedWorkPool;
  },
): Promise<{ filename: string; data: Uint8Array }> {
  const { db, now } = options;
  const visitor = await requireRoomVisitor(options);
  const document = await requireRoomDocument(db, visitor, options.documentId, true);
  if (!document.allowDownload) {
    throw new AppError(403, ROOM_REFUSALS[visitor.member.language].downloadsOff);
  }
  const stamp = {
    email: visitor.member.email,
    at: now,
    linkName: `${visitor.room.name} / ${document.title}`,
    timeZone: options.config.organisation.timeZone,
    language: visitor.member.language,
  };
  const data =
    document.kind === 'upload'
      ? await watermarkUntrustedPdf(options, document.data!, stamp)
      : await watermarkPdf(await renderRoomDocumentPdf(db, document), stamp);
  await recordRoomActivity({
    db,
    visitor,
    connection: options.connection,
    type: 'downloaded',
    documentId: document.id,
    now,
  });
  return { filename: pdfName(document.title), data };
}

/** POST /api/room/:token/documents/:documentId/heartbeat: time on a visible document. */
export async function roomHeartbeat(options: VisitOptions & { documentId: string }) {
  const visitor = await requireRoomVisitor(options);
  const document = await requireRoomDocument(options.db, visitor, options.documentId);
  await recordRoomHeartbeat({
    db: options.db,
    memberId: visitor.member.id,
    documentId: document.id,
    now: options.now,
  });
}
