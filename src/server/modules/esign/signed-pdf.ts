import { drawAgreementPages } from './agreement-pages.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import { drawCertificatePages, type CertificateEvent } from './certificate-page.ts';
import { createAgreementPdfDocument, signingPartyOf } from './pdf-document.ts';
import { savePdfSealed, type SealCredentials } from './seal/seal-pdf.ts';
import { drawSignatureBlock } from './signature-block.ts';

export type SignedPdfInput = {
  requestId: string;
  agreement: AgreementSnapshot;
  /** The address the request went to. */
  signerEmail: string;
  signature: {
    fullName: string;
    title: string | null;
    type: 'typed' | 'drawn';
    /** The drawn signature; null when the name was typed. */
    imagePng: Uint8Array | null;
  };
  contentHash: string;
  completedAt: Date;
  /** Every event of the request, oldest first, the signing itself included. */
  events: CertificateEvent[];
  /** ORGANIZATION_TIME_ZONE: the PDF tells its times as the mails and the signing page do. */
  timeZone: string;
  /** The organisation's certificate, with which the finished PDF is sealed. */
  seal: SealCredentials;
  /** The public page /verify, printed on the certificate of completion. */
  verifyUrl: string;
};

/**
 * The signed agreement: the pages that were sent, the signature block filled in with the typed
 * name or the drawn image, and the certificate of completion, sealed with the organisation's
 * certificate so any PDF reader can check it is unchanged. Its SHA-256 is the signedPdfHash.
 */
export async function buildSignedPdf(input: SignedPdfInput): Promise<Uint8Array> {
  const { agreement, signature } = input;
  const { pdf, fonts } = await createAgreementPdfDocument(agreement, input.completedAt);
  const { end } = drawAgreementPages({ pdf, fonts, agreement });
  drawSignatureBlock({
    pdf,
    fonts,
    end,
    party: signingPartyOf(agreement, signature.fullName),
    mark: {
      fullName: signature.fullName,
      title: signature.title,
      signedAt: input.completedAt,
      timeZone: input.timeZone,
      image: signature.imagePng ? await pdf.embedPng(signature.imagePng) : null,
    },
  });
  drawCertificatePages({
    pdf,
    fonts,
    certificate: {
      requestId: input.requestId,
      agreement,
      signer: { name: signature.fullName, email: input.signerEmail, title: signature.title },
      signatureType: signature.type,
      contentHash: input.contentHash,
      completedAt: input.completedAt,
      events: input.events,
      timeZone: input.timeZone,
      verifyUrl: input.verifyUrl,
    },
  });
  return savePdfSealed(pdf, input.seal, {
    organisationName: agreement.organisationName,
    reason: `${agreement.title}: signed by ${signature.fullName}`,
    signedAt: input.completedAt,
  });
}
