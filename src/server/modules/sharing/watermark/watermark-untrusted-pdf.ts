import { AppError } from '../../../http/app-error.ts';
import { untrustedTask } from '../../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../../untrusted-work/untrusted-work-pool.ts';
import { PDF_UNREADABLE_MESSAGE } from './watermark-pdf.ts';
import type watermarkPdfTask from './watermark-pdf.task.ts';
import type { WatermarkStamp } from './watermark-stamp.ts';

const WATERMARK_PDF = untrustedTask<typeof watermarkPdfTask>(
  import.meta.url,
  './watermark-pdf.task',
  (passed) =>
    new AppError(
      422,
      `This PDF needs ${passed} to stamp, far more than an agreement does, so it cannot be downloaded. Upload a simpler copy.`,
    ),
);

/** PDF readers accept the "%PDF-" header anywhere in the first 1024 bytes (PDF 1.7, annex H). */
const looksLikePdf = (data: Uint8Array) =>
  Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 1024)).includes(
    '%PDF-',
    0,
    'latin1',
  );

/**
 * watermarkPdf for a PDF from outside (an upload): parsed and stamped in the untrusted-work pool
 * within its memory and time limits (ADR 030). A file that is not a PDF is refused here, before
 * it waits for a worker.
 */
export async function watermarkUntrustedPdf(
  deps: { untrustedWork: UntrustedWorkPool },
  pdf: Uint8Array,
  stamp: WatermarkStamp,
): Promise<Uint8Array> {
  if (!looksLikePdf(pdf)) throw new AppError(422, PDF_UNREADABLE_MESSAGE);
  return deps.untrustedWork.run(WATERMARK_PDF, { pdf, stamp });
}
