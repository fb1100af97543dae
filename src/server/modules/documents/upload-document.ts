import path from 'node:path';
import { z } from 'zod';
import { computeExpirationDate } from '../../../domain/documents/rules.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import {
  DEFAULT_NDA_DURATION_MONTHS,
  PARTNER_REQUIRED_MESSAGE,
  UPLOAD_EXTENSIONS,
} from '../../../domain/documents/documents.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { MAX_DOCUMENT_CONTENT_LENGTH } from '../../../domain/templates/templates.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { fieldError } from '../../http/app-error.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { assertPartnerExists } from './document-references.ts';
import { ndaDocuments } from './documents.table.ts';
import { getDocument } from './get-document.ts';
import type readWordText from './read-word-text.task.ts';

export type UploadedFile = { filename: string; data: Buffer };

export const UNSUPPORTED_UPLOAD_MESSAGE =
  'Upload a Word (.docx), text (.txt) or Markdown (.md) file.';
export const NOT_TEXT_MESSAGE =
  'This file is not text. Upload a Word (.docx), text (.txt) or Markdown (.md) file.';
const MAX_TITLE_LENGTH = 200;

const isUploadExtension = (extension: string): extension is (typeof UPLOAD_EXTENSIONS)[number] =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);

const READ_WORD_TEXT = untrustedTask<typeof readWordText>(
  import.meta.url,
  './read-word-text.task',
  (passed) => {
    const message = `This Word file needs ${passed} to read, far more than an agreement does. Save the text as a new .docx in Word and upload that.`;
    return new AppError(422, message, { fieldErrors: { file: [message] } });
  },
);

/**
 * The text of the file: for Word, read by mammoth in the untrusted-work pool (ADR 030); UTF-8
 * (without a byte-order mark) for the others.
 */
async function extractText(
  file: UploadedFile,
  extension: string,
  untrustedWork: UntrustedWorkPool,
): Promise<string> {
  if (extension !== '.docx') return file.data.toString('utf8').replace(/^\uFEFF/, '');
  return untrustedWork.run(READ_WORD_TEXT, file.data);
}

function chooseTitle(given: string | undefined, filename: string, extension: string): string {
  // Sliced rather than path.basename(name, ext): the extension was lower-cased (".DOCX").
  const base = path.basename(filename).slice(0, -extension.length).trim();
  const title = given?.trim() || base || 'Uploaded NDA';
  if (given && title.length > MAX_TITLE_LENGTH) {
    throw fieldError('title', `Keep a title under ${MAX_TITLE_LENGTH + 1} characters`);
  }
  return title.slice(0, MAX_TITLE_LENGTH);
}

/**
 * POST /api/documents/upload: the file's text becomes a new draft for review, for the chosen
 * partner, starting today with the default term. The file itself is not kept: the draft is the
 * record, and a Word download is built from it.
 */
export async function uploadDocument(options: {
  db: Database;
  file: UploadedFile;
  fields: { partnerId?: string; title?: string };
  actor: AuditActor;
  now: Date;
  untrustedWork: UntrustedWorkPool;
}): Promise<DocumentDto> {
  const { db, file, fields, actor, now } = options;
  const extension = path.extname(file.filename).toLowerCase();
  if (!isUploadExtension(extension)) throw new AppError(415, UNSUPPORTED_UPLOAD_MESSAGE);
  const partnerId = z.uuid().safeParse(fields.partnerId?.trim()).data;
  if (!partnerId) throw fieldError('partnerId', PARTNER_REQUIRED_MESSAGE);
  const title = chooseTitle(fields.title, file.filename, extension);

  const content = (await extractText(file, extension, options.untrustedWork)).trim();
  // A binary file renamed .txt: its NUL bytes cannot be stored, and it is no agreement text.
  if (content.includes('\u0000')) throw new AppError(415, NOT_TEXT_MESSAGE);
  if (!content) throw fieldError('file', 'This file has no text. Upload the agreement text.');
  if (content.length > MAX_DOCUMENT_CONTENT_LENGTH) {
    throw fieldError('file', `The text is longer than ${MAX_DOCUMENT_CONTENT_LENGTH} characters.`);
  }

  const effectiveDate = todayIsoDate(now);
  return db.transaction(async (tx) => {
    await assertPartnerExists(tx, partnerId, PARTNER_REQUIRED_MESSAGE);
    const [document] = await tx
      .insert(ndaDocuments)
      .values({
        title,
        partnerId,
        status: 'draft',
        effectiveDate,
        duration: DEFAULT_NDA_DURATION_MONTHS,
        expirationDate: computeExpirationDate(effectiveDate, DEFAULT_NDA_DURATION_MONTHS),
        content,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ndaDocuments.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'upload',
      entity: 'document',
      entityId: document!.id,
      details: { filename: file.filename, bytes: file.data.length, partnerId },
      at: now,
    });
    return getDocument({ db: tx, id: document!.id, now });
  });
}
