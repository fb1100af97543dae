import { and, eq, isNull } from 'drizzle-orm';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import { ESIGN_STATUS_LABELS } from '../../../domain/esign/esign.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { ndaDocuments } from '../documents/public.ts';
import { providerFor } from './create-esign-provider.ts';
import { signatureRequests } from './esign.table.ts';
import { requireCurrentRequest } from './signature-requests.ts';
import { sha256Hex } from './sha256.ts';

/** The download name: the Word rule of admin spec §2 with .pdf. */
export const signedPdfFilename = (title: string) =>
  documentDownloadFilename(title).replace(/\.docx$/, '.pdf');

/**
 * GET /api/docusign/download/:id: the signed PDF, only once completed (admin spec §4). A copy
 * fetched from a remote provider is kept with its SHA-256, so every later download is the same
 * bytes and POST /api/esign/verify recognises it too.
 */
export async function downloadSignedPdf(options: {
  deps: AppDeps;
  documentId: string;
}): Promise<{ filename: string; data: Uint8Array }> {
  const { deps, documentId } = options;
  const { db, clock } = deps;
  const request = await requireCurrentRequest(db, documentId);
  if (request.status !== 'completed' || !request.envelopeId) {
    throw new AppError(
      409,
      `The signed copy is available once the agreement is signed. Its e-signature status is ${ESIGN_STATUS_LABELS[request.status]}.`,
    );
  }
  const [document] = await db
    .select({ title: ndaDocuments.title })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.id, documentId));
  const filename = signedPdfFilename(document!.title);
  if (request.signedPdf) return { filename, data: request.signedPdf };

  const data = await providerFor(deps, request.provider).download(request.envelopeId);
  await db
    .update(signatureRequests)
    .set({ signedPdf: data, signedPdfHash: sha256Hex(data), updatedAt: clock.now() })
    .where(and(eq(signatureRequests.id, request.id), isNull(signatureRequests.signedPdf)));
  const [stored] = await db
    .select({ signedPdf: signatureRequests.signedPdf })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, request.id));
  return { filename, data: stored?.signedPdf ?? data };
}
