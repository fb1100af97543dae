import type { FastifyRequest } from 'fastify';
import { MAX_PAPER_BYTES } from '../../../domain/family-papers/papers.ts';
import { fieldError } from '../../http/app-error.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
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

/**
 * Reads the family's form: `kind` may come before or after the file, so the file is buffered
 * (at most MAX_PAPER_BYTES) rather than streamed. Refusals are in the family's language.
 */
export async function readPaperUpload(
  request: FastifyRequest,
  messages: PaperMessages,
): Promise<PaperUpload> {
  const { file, fields } = await readMultipartForm(request, {
    tooLarge: messages.fileTooLarge,
    oneFile: messages.oneFile,
    tooManyFields: messages.brokenForm,
    brokenForm: messages.brokenForm,
    notMultipart: messages.brokenForm,
  });
  if (!file) throw fieldError('file', messages.chooseFile);
  return { ...file, kind: fields.kind };
}
