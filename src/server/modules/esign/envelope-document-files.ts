import { and, eq } from 'drizzle-orm';
import { CLOSED_SIGNING_MESSAGES, SIGNED_COPY_DAYS } from '../../../domain/esign/esign.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { signatureDocuments, signatureRequests } from './esign.table.ts';
import { ENVELOPE_DOCUMENT_NOT_FOUND_MESSAGE, readEnvelopePdf } from './signature-documents.ts';
import { requireSigningLink } from './signature-recipients.ts';
import { canDownloadSignedCopy, closedSigningReason } from './signing-view.ts';

type PdfFile = { filename: string; data: Uint8Array };

const originalFilename = (title: string) =>
  signedPdfFilename(title).replace(/(-signed)?\.pdf$/i, '-original.pdf');

/**
 * GET /api/sign/:token/documents/:documentId (public, the link is the key): one of the
 * envelope's PDFs as it was sent, for the signing page to draw (ADR 050). Open while the person
 * may still act, and while they wait for the others after acting.
 */
export async function signingDocumentOriginal(options: {
  db: Database;
  token: string;
  documentId: string;
  now: Date;
}): Promise<PdfFile> {
  const { db, token, documentId, now } = options;
  const link = await requireSigningLink({ db, token });
  const closed = closedSigningReason(link, now);
  if (closed && closed !== 'awaiting-others') {
    throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
  }
  const pdf = await readEnvelopePdf({
    db,
    requestId: link.request.id,
    documentId,
    which: 'original',
  });
  return { filename: originalFilename(pdf.title), data: pdf.bytes };
}

/**
 * GET /api/sign/:token/documents/:documentId/signed (public): the sealed copy with every field
 * drawn in, through the person's link for SIGNED_COPY_DAYS after completion, as the agreement's.
 */
export async function signingDocumentSigned(options: {
  db: Database;
  token: string;
  documentId: string;
  now: Date;
}): Promise<PdfFile> {
  const { db, token, documentId, now } = options;
  const { request } = await requireSigningLink({ db, token });
  if (!canDownloadSignedCopy(request, now)) {
    throw new AppError(
      409,
      request.status === 'completed'
        ? `The signed copy was available through this link for ${SIGNED_COPY_DAYS} days. Please ask the sender for a copy.`
        : 'There is no signed copy yet: this envelope has not been signed by everyone.',
    );
  }
  const pdf = await readEnvelopePdf({ db, requestId: request.id, documentId, which: 'signed' });
  return { filename: signedPdfFilename(pdf.title), data: pdf.bytes };
}

/**
 * GET /api/docusign/download/:id/documents/:documentId[/original] (staff): a PDF of an envelope
 * of the NDA `ndaDocumentId`, signed (once the envelope completed) or as it was sent.
 */
export async function staffEnvelopeDocument(options: {
  db: Database;
  ndaDocumentId: string;
  documentId: string;
  which: 'original' | 'signed';
}): Promise<PdfFile> {
  const { db, ndaDocumentId, documentId, which } = options;
  const [row] = await db
    .select({ requestId: signatureDocuments.requestId })
    .from(signatureDocuments)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureDocuments.requestId))
    .where(
      and(eq(signatureDocuments.id, documentId), eq(signatureRequests.documentId, ndaDocumentId)),
    );
  if (!row) throw new AppError(404, ENVELOPE_DOCUMENT_NOT_FOUND_MESSAGE);
  const pdf = await readEnvelopePdf({ db, requestId: row.requestId, documentId, which });
  return {
    filename: which === 'original' ? originalFilename(pdf.title) : signedPdfFilename(pdf.title),
    data: pdf.bytes,
  };
}
