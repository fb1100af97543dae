import { PAPER_FILE_TYPES, type PaperFileType } from '../../../domain/family-papers/papers.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import type checkWordFile from './check-word-file.task.ts';
import type { PaperMessages } from './paper-messages.ts';
import { sniffPaperType } from './sniff-paper-type.ts';

/** The pool's "too costly" answer holds no language; the caller's refusal replaces it. */
const CHECK_WORD_FILE = untrustedTask<typeof checkWordFile>(
  import.meta.url,
  './check-word-file.task',
  () => new AppError(422, 'too costly'),
);

/**
 * What the file is, from its bytes alone: the family's file name and the browser's content type
 * are not asked. Anything else is refused with 415; an empty file with 400.
 */
export async function detectPaperType(options: {
  data: Buffer;
  messages: PaperMessages;
  untrustedWork: UntrustedWorkPool;
}): Promise<(typeof PAPER_FILE_TYPES)[PaperFileType]> {
  const { data, messages } = options;
  if (data.length === 0) throw fieldError('file', messages.emptyFile);
  const notAccepted = () =>
    new AppError(415, messages.notAccepted, { fieldErrors: { file: [messages.notAccepted] } });
  const sniffed = sniffPaperType(data);
  if (!sniffed) throw notAccepted();
  if (sniffed !== 'zip') return PAPER_FILE_TYPES[sniffed];
  const isWord = await options.untrustedWork.run(CHECK_WORD_FILE, data).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    // Past the pool's heap or time limit: no Word file a family saved needs that to be indexed.
    if (error.statusCode === 422) {
      throw new AppError(422, messages.wordTooHard, {
        fieldErrors: { file: [messages.wordTooHard] },
      });
    }
    // Every worker busy: the same answer, in the family's words.
    if (error.statusCode === 503)
      throw new AppError(503, messages.failed, { headers: error.headers });
    throw error;
  });
  if (!isWord) throw notAccepted();
  return PAPER_FILE_TYPES.docx;
}
