import type { FastifyRequest } from 'fastify';
import { MAX_PAPER_BYTES } from '../../../domain/family-papers/papers.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { NUL_CHARACTER_MESSAGE } from '../../http/reject-nul-characters.ts';
import type { PaperMessages } from './paper-messages.ts';

/** Limits for @fastify/multipart: one file of at most 10 MB and the `kind` field. */
export const PAPER_UPLOAD_LIMITS = {
  fileSize: MAX_PAPER_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1000,
  parts: 5,
};

export type PaperUpload = { filename: string; data: Buffer; kind: string | undefined };

function explainMultipartError(error: unknown, messages: PaperMessages): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError(400, messages.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, messages.brokenForm);
  }
  // busboy throws plain errors, without a status, for a form that is cut short or has no
  // boundary: the request's fault, not ours.
  if ((error as { statusCode?: number }).statusCode === undefined) {
    return new AppError(400, messages.brokenForm);
  }
  return error;
}

/**
 * Reads the family's form: `kind` may come before or after the file, so the file is buffered
 * (at most MAX_PAPER_BYTES) rather than streamed. Refusals are in the family's language.
 */
export async function readPaperUpload(
  request: FastifyRequest,
  messages: PaperMessages,
): Promise<PaperUpload> {
  if (!request.isMultipart()) throw new AppError(415, messages.brokenForm);
  let file: { filename: string; data: Buffer } | undefined;
  let kind: string | undefined;
  try {
    for await (const part of request.parts()) {
      // Form fields skip the JSON-body check for U+0000 (reject-nul-characters.ts): same rule here.
      const text = part.type === 'file' ? part.filename : part.value;
      if (typeof text === 'string' && text.includes('\u0000')) {
        throw fieldError(part.fieldname, NUL_CHARACTER_MESSAGE);
      }
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { filename: part.filename, data };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value;
      }
    }
  } catch (error) {
    throw explainMultipartError(error, messages);
  }
  if (!file) throw fieldError('file', messages.chooseFile);
  return { ...file, kind };
}
