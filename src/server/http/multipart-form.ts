import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error.ts';
import { NUL_CHARACTER_MESSAGE } from './reject-nul-characters.ts';

/** What a person is told when a form upload breaks a limit, in the words of the caller's page. */
export type MultipartRefusals = {
  /** Past the plugin's fileSize limit (413). */
  tooLarge: string;
  /** More files than the plugin's files limit. */
  oneFile: string;
  /** More parts or fields than the plugin's limits. */
  tooManyFields: string;
  /** A form cut short or without a boundary. */
  brokenForm: string;
  /** A request that is not multipart/form-data (415). */
  notMultipart: string;
};

function explainMultipartError(error: unknown, refusals: MultipartRefusals): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, refusals.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError(400, refusals.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, refusals.tooManyFields);
  }
  // The form parser (busboy) throws plain errors, without a status, for a form that is cut
  // short or has no boundary: that is the request's fault, not ours.
  if ((error as { statusCode?: number }).statusCode === undefined) {
    return new AppError(400, refusals.brokenForm);
  }
  return error;
}

/**
 * A multipart form read whole, within the limits @fastify/multipart was registered with: the
 * text fields may come before or after the file, so the one file (field `file`) is buffered
 * rather than streamed. Form fields skip the JSON-body check for U+0000
 * (reject-nul-characters.ts), so the same rule is applied here to fields and the file's name.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  refusals: MultipartRefusals,
): Promise<{
  file: { filename: string; data: Buffer } | undefined;
  fields: Record<string, string>;
}> {
  if (!request.isMultipart()) throw new AppError(415, refusals.notMultipart);
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
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
    throw explainMultipartError(error, refusals);
  }
  return { file, fields };
}
