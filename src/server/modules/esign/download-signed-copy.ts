import { SIGNED_COPY_DAYS } from '../../../domain/esign.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { requireSigningRequest } from './find-signing-request.ts';
import { readSentAgreement } from './signature-requests.ts';
import { canDownloadSignedCopy } from './signing-view.ts';

/**
 * GET /api/sign/:token/download (public): the signer's own copy of what they signed (ESIGN asks
 * that they can keep one), through their link for SIGNED_COPY_DAYS after signing.
 */
export async function downloadSignedCopy(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ filename: string; data: Uint8Array }> {
  const { db, now } = options;
  const request = await requireSigningRequest({ db, token: options.token });
  if (!canDownloadSignedCopy(request, now)) {
    throw new AppError(
      409,
      request.status === 'completed'
        ? `The signed copy was available through this link for ${SIGNED_COPY_DAYS} days. Please ask the sender for a copy.`
        : 'There is no signed copy yet: this agreement has not been signed.',
    );
  }
  const agreement = await readSentAgreement(db, request.id);
  return { filename: signedPdfFilename(agreement.title), data: request.signedPdf! };
}
