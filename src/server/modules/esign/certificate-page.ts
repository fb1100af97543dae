import type { PDFDocument } from 'pdf-lib';
import { SIGNATURE_EVENT_LABELS, type SignatureEventType } from '../../../domain/esign/esign.ts';
import {
  layoutPdfText,
  type PdfFonts,
  type PdfTextBlock,
} from '../generated-documents/layout-pdf-text.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import {
  IDENTITY_METHOD_WORDS,
  type IdentityCheck,
} from '../../../domain/esign/signer-identity.ts';
import { AGREEMENT_LAYOUT } from './pdf-document.ts';

export type CertificateEvent = {
  type: SignatureEventType;
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** One signer's part of the record: who, how they signed, what they saw and every step. */
export type CertificateSigner = {
  /** An approver approved with their typed name and signed nothing on the pages (ADR 050). */
  role: 'signer' | 'approver';
  name: string;
  email: string;
  title: string | null;
  signatureType: 'typed' | 'drawn';
  /**
   * The consent to sign electronically as this signer read and accepted it, in the language of
   * their page: the record quotes their words, not a translation.
   */
  consent: string;
  /** SHA-256 (hex) of the agreement text this signer was shown when they signed. */
  contentHash: string;
  /** This signer's events, oldest first, their signing included. */
  events: CertificateEvent[];
  /** How they proved who they are (ADR 049), and when, for a method beyond the link itself. */
  identity: SignerIdentity;
};

export type SignerIdentity = { method: IdentityCheck; confirmedAt: Date | null };

/** The learner's assent on a family's agreement: a recorded step, not a signature (ADR 048). */
export type CertificateAssent = {
  learnerName: string;
  /** The words the learner was shown, as they read them. */
  words: string;
  /** The parent or guardian whose page it was given on. */
  recordedWith: string;
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** Another PDF of the envelope (ADR 050): its original's and its sealed copy's SHA-256. */
export type CertificateDocument = { title: string; originalSha256: string; signedSha256: string };

export type Certificate = {
  requestId: string;
  agreement: AgreementSnapshot;
  /** In signing order, each with the audit trail of their own steps (ADR 020). */
  signers: CertificateSigner[];
  assent: CertificateAssent | null;
  /** The envelope's PDFs after the agreement, in order; none for an agreement sent alone. */
  documents: CertificateDocument[];
  /** SHA-256 (hex) of the merged agreement text that was sent. */
  contentHash: string;
  completedAt: Date;
  /** Every time is told in this zone with its abbreviation, as in the mails and on the page. */
  timeZone: string;
  /** The public page /verify, where anyone can check a copy. */
  verifyUrl: string;
};

const text = (value: string): PdfTextBlock => ({ kind: 'paragraph', text: value });
const heading = (value: string): PdfTextBlock => ({ kind: 'heading', level: 2, text: value });

export function certificateBlocks(certificate: Certificate): PdfTextBlock[] {
  const { agreement, signers } = certificate;
  const at = (date: Date) => formatDateTime(date, certificate.timeZone);
  return [
    { kind: 'heading', level: 1, text: 'Certificate of Completion' },
    text(`${agreement.organisationName}: electronic signature record`),
    heading('Document'),
    text(`Title: ${agreement.title}`),
    text(
      agreement.entryId
        ? `Waiting-list entry id: ${agreement.entryId}`
        : agreement.roomMemberId
          ? `Data room member id: ${agreement.roomMemberId}`
          : `Document id: ${agreement.documentId}`,
    ),
    text(`Signature request id: ${certificate.requestId}`),
    text(`Content SHA-256: ${certificate.contentHash}`),
    text(`Status: Completed on ${at(certificate.completedAt)}`),
    heading('Sender'),
    text(`Name: ${agreement.sender.name}`),
    ...(agreement.sender.email ? [text(`Email: ${agreement.sender.email}`)] : []),
    text(`Organisation: ${agreement.organisationName}`),
    ...documentBlocks(agreement.title, certificate.documents),
    ...signers.flatMap((signer) => signerBlocks(signer, personTitle(signer, signers), at)),
    ...(certificate.assent ? assentBlocks(certificate.assent, at) : []),
    heading('How to check this document'),
    text(
      `This PDF is sealed with the digital certificate of ${agreement.organisationName}. A PDF ` +
        'reader that shows signatures (Adobe Reader, for example) says whether it was changed ' +
        'after it was sealed, even by one character.',
    ),
    text(`Anyone can also check a copy at ${certificate.verifyUrl}`),
  ];
}

/** "Signer 2 of 3" among the signers, or "Approver 1 of 1" among the approvers. */
function personTitle(person: CertificateSigner, people: readonly CertificateSigner[]): string {
  const same = people.filter((one) => one.role === person.role);
  const noun = person.role === 'approver' ? 'Approver' : 'Signer';
  return same.length > 1 ? `${noun} ${same.indexOf(person) + 1} of ${same.length}` : noun;
}

/**
 * The envelope's documents when it held more than the agreement: this PDF first, then each other
 * PDF with the SHA-256 of the file that was sent and of its sealed copy, so each copy can be
 * matched to this record.
 */
function documentBlocks(title: string, documents: readonly CertificateDocument[]): PdfTextBlock[] {
  if (documents.length === 0) return [];
  return [
    heading('Documents in this envelope'),
    text(`1. ${title} (this PDF)`),
    ...documents.flatMap((document, index) => [
      text(`${index + 2}. ${document.title}`),
      text('SHA-256 of the PDF that was sent:'),
      text(document.originalSha256),
      text('SHA-256 of its signed and sealed copy:'),
      text(document.signedSha256),
    ]),
  ];
}

/** The learner's assent: who, the words they were shown, and when and where it was given. */
function assentBlocks(assent: CertificateAssent, at: (date: Date) => string): PdfTextBlock[] {
  return [
    heading("Learner's assent"),
    text(`Name written by the learner: ${assent.learnerName}`),
    text(`Words the learner agreed to: "${assent.words}"`),
    text(`Given on the page of: ${assent.recordedWith}`),
    text(
      'This is the learner saying yes in their own words. It is not a signature: the parents ' +
        'or guardians above sign the agreement.',
    ),
    { kind: 'paragraph', isBold: true, text: `Recorded: ${at(assent.at)}` },
    { kind: 'bullet', text: `IP address: ${assent.ipAddress ?? 'not recorded'}` },
    { kind: 'bullet', text: `User agent: ${assent.userAgent ?? 'not recorded'}` },
  ];
}

/** "Identity check: <method>", and when it was confirmed when the method is a step of its own. */
function identityLine(identity: SignerIdentity, at: (date: Date) => string): string {
  const method = IDENTITY_METHOD_WORDS[identity.method];
  return identity.confirmedAt
    ? `Identity check: ${method}, confirmed ${at(identity.confirmedAt)}`
    : `Identity check: ${method}`;
}

/** One signer: identity, how they signed, the text they saw, then each of their steps. */
function signerBlocks(
  signer: CertificateSigner,
  title: string,
  at: (date: Date) => string,
): PdfTextBlock[] {
  return [
    heading(title),
    text(`Name: ${signer.name}`),
    text(`Email: ${signer.email}`),
    ...(signer.title ? [text(`Title: ${signer.title}`)] : []),
    text(
      signer.role === 'approver'
        ? 'Approval: typed name, with nothing signed on the pages'
        : `Signature: ${signer.signatureType === 'drawn' ? 'drawn by hand on screen' : 'typed name'}`,
    ),
    text(identityLine(signer.identity, at)),
    text(`Consent to sign electronically: "${signer.consent}"`),
    // On a line of its own: with its label the hash would wrap mid-way.
    text('SHA-256 of the text this signer was shown:'),
    text(signer.contentHash),
    { kind: 'paragraph', isBold: true, text: 'Events' },
    ...signer.events.flatMap((event): PdfTextBlock[] => [
      {
        kind: 'paragraph',
        isBold: true,
        text: `${SIGNATURE_EVENT_LABELS[event.type]}: ${at(event.at)}`,
      },
      { kind: 'bullet', text: `IP address: ${event.ipAddress ?? 'not recorded'}` },
      { kind: 'bullet', text: `User agent: ${event.userAgent ?? 'not recorded'}` },
    ]),
  ];
}

/**
 * The certificate of completion on pages of its own after the agreement: what was signed (title,
 * id and the SHA-256 of the text that was sent), by whom, and every step with its time (in the organisation's time zone), IP
 * address and browser. The PDF's own SHA-256 cannot be printed inside it; it is stored with the
 * request, and the page /verify compares a copy against it and checks the seal.
 */
export function drawCertificatePages(options: {
  pdf: PDFDocument;
  fonts: PdfFonts;
  certificate: Certificate;
}): void {
  layoutPdfText(options.pdf, options.fonts, certificateBlocks(options.certificate), {
    ...AGREEMENT_LAYOUT,
    fontSize: 10,
  });
}
