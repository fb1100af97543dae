import { workerTask } from '../../../untrusted-work/worker-task.ts';
import { watermarkPdf } from './watermark-pdf.ts';
import type { WatermarkStamp } from './watermark-stamp.ts';

/** An uploaded PDF stamped in the untrusted-work pool (ADR 030): pdf-lib parses it whole. */
export default workerTask((input: { pdf: Uint8Array; stamp: WatermarkStamp }) =>
  watermarkPdf(input.pdf, input.stamp),
);
