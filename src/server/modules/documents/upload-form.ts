import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../domain/documents/documents.ts';
import { fieldError } from '../../http/app-error.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
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

/** Reads the whole form: the file (at most 10 MB) and the text fields, in any order. */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const { file, fields } = await readMultipartForm(request, {
    tooLarge: `The file is larger than the ${MAX_UPLOAD_MEGABYTES} MB limit. Upload a smaller file.`,
    oneFile: 'Upload one file at a time.',
    tooManyFields: 'The upload form has too many fields.',
    brokenForm: BROKEN_FORM_MESSAGE,
    notMultipart: 'Send the upload as multipart/form-data with the file in "file".',
  });
  if (!file) throw fieldError('file', 'Choose a file to upload.');
  return { file, fields };
}
