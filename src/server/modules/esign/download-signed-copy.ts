import { SIGNED_COPY_DAYS } from '../../../domain/esign/esign.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { requireSigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { canDownloadSignedCopy } from './signing-view.ts';

/**
 * GET /api/sign/:token/download (public): a signer's or CC recipient's own copy of what was
 * signed (ESIGN asks that signers can keep one), through their link for SIGNED_COPY_DAYS after
 * the last signature.
 */
export async function downloadSignedCopy(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ filename: string; data: Uint8Array }> {
  const { db, now } = options;
  const { request } = await requireSigningLink({ db, token: options.token });
  if (!canDownloadSignedCopy(request, now)) {
    throw new AppError(
      409,
      request.status === 'completed'
        ? `The signed copy was available through this link for ${SIGNED_COPY_DAYS} days. Please ask the sender for a copy.`
        : 'There is no signed copy yet: this agreement has not been signed by everyone.',
    );
  }
  const agreement = await readSentAgreement(db, request.id);
  return { filename: signedPdfFilename(agreement.title), data: request.signedPdf! };
}
