import { and, eq } from 'drizzle-orm';
import type { SignedPdfVerificationDto } from '../../../domain/esign-schemas.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { ndaDocuments } from '../documents/documents.table.ts';
import { signatureRequests } from './esign.table.ts';
import { sha256Hex } from './sha256.ts';

export const NOT_A_PDF_MESSAGE =
  'This file is not a PDF. Upload the signed agreement exactly as it was downloaded (.pdf).';

/** PDF readers accept the "%PDF-" header anywhere in the first 1024 bytes (PDF 1.7, annex H). */
const looksLikePdf = (data: Uint8Array) =>
  Buffer.from(data.subarray(0, 1024)).includes('%PDF-', 0, 'latin1');

/**
 * POST /api/esign/verify: a PDF matches only if its bytes are exactly those of a signed copy we
 * stored; one changed byte changes the SHA-256, so any edit, however small, is a mismatch.
 */
export async function verifySignedPdf(options: {
  db: Database;
  data: Uint8Array;
}): Promise<SignedPdfVerificationDto> {
  if (!looksLikePdf(options.data)) throw new AppError(415, NOT_A_PDF_MESSAGE);
  const hash = sha256Hex(options.data);
  const [match] = await options.db
    .select({
      documentId: signatureRequests.documentId,
      title: ndaDocuments.title,
      completedAt: signatureRequests.completedAt,
    })
    .from(signatureRequests)
    .innerJoin(ndaDocuments, eq(ndaDocuments.id, signatureRequests.documentId))
    .where(
      and(eq(signatureRequests.signedPdfHash, hash), eq(signatureRequests.status, 'completed')),
    )
    .limit(1);
  if (!match?.completedAt) return { matches: false };
  return {
    matches: true,
    documentId: match.documentId,
    title: match.title,
    completedAt: match.completedAt.toISOString(),
  };
}
