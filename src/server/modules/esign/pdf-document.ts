import { PDFDocument } from 'pdf-lib';
import type { PdfTextLayout } from '../generated-documents/layout-pdf-text.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { embedAgreementFonts } from './pdf-fonts.ts';

/** US Letter with the same margins on every page of an agreement and its certificate. */
export const AGREEMENT_LAYOUT = {
  pageSize: [612, 792] as [number, number],
  margin: 56,
  fontSize: 10.5,
} satisfies PdfTextLayout;

/** A new PDF for one agreement: its metadata and the embedded fonts. */
export async function createAgreementPdfDocument(agreement: AgreementSnapshot, at: Date) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(agreement.title);
  pdf.setAuthor(agreement.organisationName);
  pdf.setSubject(agreement.family ? 'Enrollment agreement' : 'Non-disclosure agreement');
  pdf.setCreator(agreement.organisationName);
  pdf.setProducer('NDA Document Manager e-signature');
  // Times from our clock rather than pdf-lib's own, so a PDF says when it was really made.
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  return { pdf, fonts: await embedAgreementFonts(pdf) };
}

const GUARDIAN_OF = { en: 'Parent or guardian of', es: 'Padre, madre o tutor de' } as const;

/**
 * Whom the signer signs for: the partner company; on a family's agreement, the learner as their
 * parent or guardian; the signer when no partner is recorded.
 */
export const signingPartyOf = (agreement: AgreementSnapshot, signerName: string) =>
  agreement.family
    ? `${GUARDIAN_OF[agreement.language]} ${agreement.family.learnerName}`
    : (agreement.partner?.companyName ?? signerName);

/** A countersigner from staff signs for the organisation; every other signer for the partner. */
export const recipientPartyOf = (
  agreement: AgreementSnapshot,
  recipient: { name: string; staffUserId: string | null },
) =>
  recipient.staffUserId ? agreement.organisationName : signingPartyOf(agreement, recipient.name);
