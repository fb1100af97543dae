import { PDFDocument } from 'pdf-lib';
import { SIGNATURE_IMAGE_MESSAGE } from '../../../domain/esign/schemas.ts';
import { fieldError } from '../../http/app-error.ts';
import { workerTask } from '../../untrusted-work/worker-task.ts';
import { decodeSignatureImage } from './signature-image.ts';

/**
 * A drawn signature's PNG from its data URL, decoded now as the signed PDF will embed it, in the
 * untrusted-work pool (ADR 030): decoding 2000 × 800 pixels takes pdf-lib a tenth of a second
 * or more.
 */
export default workerTask(async (dataUrl: string): Promise<Uint8Array> => {
  const png = decodeSignatureImage(dataUrl);
  try {
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    throw fieldError('signatureImage', SIGNATURE_IMAGE_MESSAGE);
  }
  return png;
});
