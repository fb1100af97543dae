import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  MAX_ROOM_UPLOAD_BYTES,
  NOT_A_PDF_MESSAGE,
  PDF_TOO_LARGE_MESSAGE,
} from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomDocumentDto } from '../../../domain/data-rooms/dtos.ts';
import { cleanPaperFilename } from '../../../domain/family-papers/filenames.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type checkRoomPdf from './check-room-pdf.task.ts';
import { dataRoomDocuments, dataRoomFolders } from './data-rooms.table.ts';
import { lockRoom, nextDocumentPosition, UNKNOWN_FOLDER_MESSAGE } from './room-contents.ts';
import { documentFacts, toRoomDocumentDto } from './room-dto.ts';

/** Limits for @fastify/multipart: one PDF and a few short fields. */
export const ROOM_UPLOAD_LIMITS = {
  fileSize: MAX_ROOM_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1000,
  parts: 5,
};

const CHECK_ROOM_PDF = untrustedTask<typeof checkRoomPdf>(
  import.meta.url,
  './check-room-pdf.task',
  () => new AppError(422, 'This PDF is too complex to read. Save it again as a simpler PDF.'),
);

const TITLE_MAX = 200;

export type RoomUpload = {
  filename: string;
  data: Buffer;
  title: string | null;
  folderId: string | null;
  allowDownload: boolean;
};

/** Reads the staff form: `file`, and optional `title`, `folderId`, `allowDownload` ("false"). */
export async function readRoomUpload(request: FastifyRequest): Promise<RoomUpload> {
  const { file, fields } = await readMultipartForm(request, {
    tooLarge: PDF_TOO_LARGE_MESSAGE,
    oneFile: 'Upload one PDF at a time.',
    tooManyFields: 'This form has more fields than it should. Reload the page and try again.',
    brokenForm: 'The upload was cut short. Try again.',
    notMultipart: 'Send the PDF as multipart/form-data with the file in `file`.',
  });
  if (!file) throw fieldError('file', 'Choose a PDF to upload.');
  const title = fields.title?.trim().slice(0, TITLE_MAX) || null;
  const folderId = fields.folderId?.trim() || null;
  if (folderId && !/^[0-9a-f-]{36}$/i.test(folderId)) {
    throw fieldError('folderId', UNKNOWN_FOLDER_MESSAGE);
  }
  return { ...file, title, folderId, allowDownload: fields.allowDownload !== 'false' };
}

/**
 * POST /api/data-rooms/:id/uploads: one PDF, told by its bytes and read by pdf-lib in the
 * untrusted-work pool before the transaction (ADR 030, 043), then kept as bytea with its SHA-256.
 */
export async function uploadRoomDocument(options: {
  db: Database;
  roomId: string;
  upload: RoomUpload;
  admin: AdminUser;
  untrustedWork: UntrustedWorkPool;
  now: Date;
}): Promise<RoomDocumentDto> {
  const { db, roomId, upload, admin, now } = options;
  if (upload.data.length > MAX_ROOM_UPLOAD_BYTES) throw new AppError(413, PDF_TOO_LARGE_MESSAGE);
  const notPdf = () =>
    new AppError(415, NOT_A_PDF_MESSAGE, { fieldErrors: { file: [NOT_A_PDF_MESSAGE] } });
  // PDF readers accept the header anywhere in the first 1024 bytes (PDF 1.7, annex H).
  if (!upload.data.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) throw notPdf();
  const facts = await options.untrustedWork.run(CHECK_ROOM_PDF, upload.data);
  if (facts === null) throw notPdf();
  const { pageCount } = facts;
  const filename = cleanPaperFilename(upload.filename);
  const sha256 = createHash('sha256').update(upload.data).digest('hex');

  return db.transaction(async (tx) => {
    await lockRoom(tx, roomId);
    if (upload.folderId) {
      const [folder] = await tx
        .select({ id: dataRoomFolders.id })
        .from(dataRoomFolders)
        .where(and(eq(dataRoomFolders.id, upload.folderId), eq(dataRoomFolders.roomId, roomId)));
      if (!folder) throw fieldError('folderId', UNKNOWN_FOLDER_MESSAGE);
    }
    const [row] = await tx
      .insert(dataRoomDocuments)
      .values({
        roomId,
        folderId: upload.folderId,
        kind: 'upload',
        data: upload.data,
        filename,
        size: upload.data.length,
        pageCount,
        text: facts.text || null,
        sha256,
        title: upload.title ?? filename.replace(/\.pdf$/i, ''),
        allowDownload: upload.allowDownload,
        position: await nextDocumentPosition(tx, roomId),
        createdAt: now,
      })
      .returning(documentFacts(dataRoomDocuments));
    // The file's name may say what it is about; the audit log keeps its hash and size.
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'upload',
      entity: 'data_room',
      entityId: roomId,
      details: { added: row!.id, sha256, size: upload.data.length, pageCount },
      at: now,
    });
    return toRoomDocumentDto(row!);
  });
}
