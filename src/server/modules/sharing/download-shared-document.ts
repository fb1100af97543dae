import { sharedPdfFilename } from '../../../domain/sharing/shared-download.ts';
import { downloadDocument } from '../documents/download-document.ts';
import { getDocumentAgreement } from '../documents/get-document.ts';
import { buildSharedAgreementPdf } from './shared-agreement-pdf.ts';
import {
  openSharedDownload,
  recordSharedDownload,
  type SharedDownloadOptions,
} from './shared-download-access.ts';
import { watermarkPdf } from './watermark/watermark-pdf.ts';
import { watermarkLines } from './watermark/watermark-stamp.ts';

type SharedFile<Data> = { filename: string; data: Data };

/**
 * GET /api/shared/:token/download: the Word file admins download, with who downloaded it, when
 * and through which link at the foot of every page (ADR 049).
 */
export async function downloadSharedDocument(
  options: SharedDownloadOptions,
): Promise<SharedFile<Buffer>> {
  const download = await openSharedDownload(options);
  const file = await downloadDocument({
    db: options.db,
    id: download.link.documentId,
    now: options.now,
    footerLines: watermarkLines(download.stamp),
  });
  await recordSharedDownload({ db: options.db, download, details: 'Word', now: options.now });
  return file;
}

/**
 * GET /api/shared/:token/download.pdf: the NDA as a PDF, drawn as the agreement that goes out for
 * signature, with the same stamp on every page.
 */
export async function downloadSharedPdf(
  options: SharedDownloadOptions,
): Promise<SharedFile<Uint8Array>> {
  const download = await openSharedDownload(options);
  const documentId = download.link.documentId;
  const agreement = await getDocumentAgreement({ db: options.db, id: documentId });
  const pdf = await buildSharedAgreementPdf({ documentId, agreement, now: options.now });
  const data = await watermarkPdf(pdf, download.stamp);
  await recordSharedDownload({ db: options.db, download, details: 'PDF', now: options.now });
  return { filename: sharedPdfFilename(agreement.title), data };
}
