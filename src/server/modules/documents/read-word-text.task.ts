import mammoth from 'mammoth';
import { fieldError } from '../../http/app-error.ts';
import { workerTask } from '../../untrusted-work/worker-task.ts';
import { DOCX_UNREADABLE_MESSAGE, unpackWordMarkup } from './docx-archive-limits.ts';
import { buildStoredZip } from './stored-zip.ts';

/**
 * The text of a Word file, read in the untrusted-work pool (ADR 030): mammoth is given only the
 * markup parts, once they are unpacked within the archive limits.
 */
export default workerTask(async (file: Uint8Array): Promise<string> => {
  const markup = unpackWordMarkup(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  try {
    const result = await mammoth.extractRawText({ buffer: buildStoredZip(markup) });
    return result.value;
  } catch {
    throw fieldError('file', DOCX_UNREADABLE_MESSAGE);
  }
});
