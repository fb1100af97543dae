import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import type { SealCredentials } from '../../../credentials/seal-certificate-file.ts';

/**
 * Room for the CMS signature in /Contents, in bytes. An RSA-4096 signature with a certificate
 * chain of three fits well inside; a placeholder too small makes signing fail, never truncate.
 */
const SIGNATURE_ROOM = 16_384;

/**
 * Saves the PDF with a PDF digital signature (adbe.pkcs7.detached, SHA-256) over every byte but
 * the signature itself, so any PDF reader (Adobe Reader, poppler's pdfsig) can tell whether it
 * was changed afterwards. The signature is invisible: the signature blocks and the certificate
 * of completion are drawn on the pages.
 */
export async function savePdfSealed(
  pdf: PDFDocument,
  seal: SealCredentials,
  details: { organisationName: string; reason: string; signedAt: Date },
): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: details.reason,
    name: details.organisationName,
    contactInfo: '',
    location: '',
    signingTime: details.signedAt,
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: 'NDA Document Manager e-signature',
  });
  // The placeholder must be found in plain text, so no object streams.
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signer = new P12Signer(Buffer.from(seal.p12), { passphrase: seal.password });
  const sealed = await new SignPdf().sign(Buffer.from(unsigned), signer, details.signedAt);
  return new Uint8Array(sealed);
}
