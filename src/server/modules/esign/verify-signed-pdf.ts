import { and, eq } from 'drizzle-orm';
import type { SignedPdfVerificationDto } from '../../../domain/esign-schemas.ts';
import type { Database } from '../../db/client.ts';
import { ndaDocuments } from '../documents/documents.table.ts';
import { signatureRequests } from './esign.table.ts';
import { sha256Hex } from './sha256.ts';

/**
 * POST /api/esign/verify: a PDF matches only if its bytes are exactly those of a signed copy we
 * stored; one changed byte changes the SHA-256, so any edit, however small, is a mismatch.
 */
export async function verifySignedPdf(options: {
  db: Database;
  data: Uint8Array;
}): Promise<SignedPdfVerificationDto> {
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
