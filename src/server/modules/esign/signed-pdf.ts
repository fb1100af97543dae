import type { Locale } from '../../../domain/common/i18n.ts';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../../../domain/esign/esign.ts';
import { drawAgreementPages } from './agreement-pages.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import {
  drawCertificatePages,
  type CertificateEvent,
  type CertificateAssent,
  type CertificateDocument,
  type SignerIdentity,
} from './certificate-page.ts';
import { createAgreementPdfDocument, signingPartyOf } from './pdf-document.ts';
import type { SealCredentials } from '../../credentials/seal-certificate-file.ts';
import { savePdfSealed } from './seal/seal-pdf.ts';
import { drawSignatureBlock } from './signature-block.ts';

/** One person who signed, with what they put on the line and every step of theirs. */
export type SignedPdfSigner = {
  /** An approver is on the certificate but gets no signature block (ADR 050); signer if not given. */
  role?: 'signer' | 'approver';
  /** The address their link went to. */
  email: string;
  /** Whom they sign for; the partner company when none is given (signingPartyOf). */
  party?: string;
  /**
   * The language of their signing page (signature_recipients.language): the certificate quotes
   * the consent they accepted in it. English when not given.
   */
  language?: Locale;
  signature: {
    fullName: string;
    title: string | null;
    type: 'typed' | 'drawn';
    /** The drawn signature; null when the name was typed. */
    imagePng: Uint8Array | null;
  };
  signedAt: Date;
  /** SHA-256 (hex) of the agreement text they were shown. */
  contentHash: string;
  /** Their events, oldest first, their signing included. */
  events: CertificateEvent[];
  /** How they proved who they are (ADR 049); the signing link alone when not given. */
  identity?: SignerIdentity;
};

export type SignedPdfInput = {
  requestId: string;
  agreement: AgreementSnapshot;
  /** In signing order; each gets a signature block and a part of the certificate. */
  signers: SignedPdfSigner[];
  /** On a family's agreement, the learner's assent if it was given (ADR 048). */
  assent?: CertificateAssent | null;
  /** SHA-256 (hex) of the merged agreement text that was sent. */
  contentHash: string;
  completedAt: Date;
  /** ORGANIZATION_TIME_ZONE: the PDF tells its times as the mails and the signing page do. */
  timeZone: string;
  /** The organisation's certificate, with which the finished PDF is sealed. */
  seal: SealCredentials;
  /** The public page /verify, printed on the certificate of completion. */
  verifyUrl: string;
  /** The envelope's other PDFs, sealed already: the certificate names each with its SHA-256. */
  documents?: CertificateDocument[];
};

/**
 * The signed agreement: the pages that were sent, a signature block per signer filled in with
 * the typed name or the drawn image, and the certificate of completion, sealed with the
 * organisation's certificate so any PDF reader can check it is unchanged. Its SHA-256 is the
 * signedPdfHash.
 */
export async function buildSignedPdf(input: SignedPdfInput): Promise<Uint8Array> {
  const { agreement, signers } = input;
  const { pdf, fonts } = await createAgreementPdfDocument(agreement, input.completedAt);
  let { end } = drawAgreementPages({ pdf, fonts, agreement });
  for (const signer of signers.filter((one) => one.role !== 'approver')) {
    const { signature } = signer;
    end = drawSignatureBlock({
      pdf,
      fonts,
      end,
      party: signer.party ?? signingPartyOf(agreement, signature.fullName),
      mark: {
        fullName: signature.fullName,
        title: signature.title,
        signedAt: signer.signedAt,
        timeZone: input.timeZone,
        image: signature.imagePng ? await pdf.embedPng(signature.imagePng) : null,
      },
    });
  }
  drawCertificatePages({
    pdf,
    fonts,
    certificate: {
      requestId: input.requestId,
      agreement,
      signers: signers.map((signer) => ({
        role: signer.role ?? 'signer',
        name: signer.signature.fullName,
        email: signer.email,
        title: signer.signature.title,
        signatureType: signer.signature.type,
        consent: ELECTRONIC_SIGNATURE_CONSENTS[signer.language ?? 'en'],
        contentHash: signer.contentHash,
        events: signer.events,
        identity: signer.identity ?? { method: 'none', confirmedAt: null },
      })),
      assent: input.assent ?? null,
      documents: input.documents ?? [],
      contentHash: input.contentHash,
      completedAt: input.completedAt,
      timeZone: input.timeZone,
      verifyUrl: input.verifyUrl,
    },
  });
  const names = signers
    .filter((signer) => signer.role !== 'approver')
    .map((signer) => signer.signature.fullName)
    .join(', ');
  return savePdfSealed(pdf, input.seal, {
    organisationName: agreement.organisationName,
    reason: `${agreement.title}: signed by ${names}`,
    signedAt: input.completedAt,
  });
}
