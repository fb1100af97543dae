import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../domain/documents/documents.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/app-error.ts';
import { NUL_CHARACTER_MESSAGE } from '../../http/reject-nul-characters.ts';
import type { UploadedFile } from './upload-document.ts';

const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

const BROKEN_FORM_MESSAGE =
  'The upload could not be read: send a complete multipart/form-data form with the file in "file".';

/** Limits for @fastify/multipart: one file of at most 10 MB and a few short text fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 10_000,
  parts: 12,
};

function explainMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      `The file is larger than the ${MAX_UPLOAD_MEGABYTES} MB limit. Upload a smaller file.`,
    );
  }
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'Upload one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, 'The upload form has too many fields.');
  }
  // The form parser (busboy) throws plain errors, without a status, for a form that is cut
  // short or has no boundary: that is the request's fault, not ours.
  if ((error as { statusCode?: number }).statusCode === undefined) {
    return new AppError(400, BROKEN_FORM_MESSAGE);
  }
  return error;
}

/**
 * Reads the whole form: the text fields may come before or after the file, so the file is
 * buffered (at most 10 MB) rather than streamed.
 */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the upload as multipart/form-data with the file in "file".');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
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
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw explainMultipartError(error);
  }
  if (!file) throw fieldError('file', 'Choose a file to upload.');
  return { file, fields };
}
