import type { PDFDocument } from 'pdf-lib';
import { INTL_LOCALE } from '../../../domain/common/i18n.ts';
import { formatIsoDate } from '../../../domain/templates/templates.ts';
import { parseContentBlocks, type ContentBlock } from '../documents/word-document.ts';
import {
  layoutPdfText,
  type PdfFonts,
  type PdfTextBlock,
  type PdfTextResult,
} from '../generated-documents/layout-pdf-text.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { AGREEMENT_LAYOUT } from './pdf-document.ts';

const toTextBlock = (block: ContentBlock): PdfTextBlock => {
  if (block.kind === 'heading') return { kind: 'heading', level: 2, text: block.text };
  if (block.kind === 'clause') return { kind: 'bullet', marker: block.number, text: block.text };
  return { kind: 'paragraph', text: block.text };
};

function termText(agreement: AgreementSnapshot): string {
  return agreement.expirationDate
    ? `${agreement.duration} months, ending ${formatIsoDate(agreement.expirationDate)}`
    : `${agreement.duration} months`;
}

/** The words around a family's agreement, in its language (the text is the template's own). */
const ENROLLMENT_LABELS = {
  en: {
    kind: 'Enrollment Agreement',
    parties: 'Parties',
    between: 'Between',
    and: 'And: the parents or guardians of',
    learner: 'Learner',
    campus: 'Campus',
    start: 'Starts',
    date: 'Date',
    agreement: 'Agreement',
  },
  es: {
    kind: 'Contrato de inscripción',
    parties: 'Partes',
    between: 'Entre',
    and: 'Y: los padres o tutores de',
    learner: 'Estudiante',
    campus: 'Campus',
    start: 'Empieza',
    date: 'Fecha',
    agreement: 'Contrato',
  },
} as const;

/** "December 4, 2026" / "4 de diciembre de 2026": the agreement's date in its language. */
const longDate = (agreement: AgreementSnapshot) =>
  new Intl.DateTimeFormat(INTL_LOCALE[agreement.language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${agreement.effectiveDate}T00:00:00Z`));

/** A family's enrollment agreement: the school, the learner, the campus and term, the text. */
function enrollmentBlocks(
  agreement: AgreementSnapshot,
  family: NonNullable<AgreementSnapshot['family']>,
): PdfTextBlock[] {
  const label = ENROLLMENT_LABELS[agreement.language];
  const content = parseContentBlocks(agreement.content);
  return [
    { kind: 'paragraph', text: agreement.organisationName, isBold: true },
    { kind: 'paragraph', text: label.kind },
    { kind: 'heading', level: 1, text: agreement.title },
    { kind: 'heading', level: 2, text: label.parties },
    { kind: 'paragraph', text: `${label.between}: ${agreement.organisationName}` },
    { kind: 'paragraph', text: `${label.and} ${family.learnerName}` },
    { kind: 'paragraph', text: `${label.learner}: ${family.learnerName}` },
    { kind: 'paragraph', text: `${label.campus}: ${family.campusName}` },
    ...(family.startTerm
      ? [{ kind: 'paragraph', text: `${label.start}: ${family.startTerm}` } as const]
      : []),
    { kind: 'paragraph', text: `${label.date}: ${longDate(agreement)}` },
    ...(content[0]?.kind === 'heading'
      ? []
      : [{ kind: 'heading', level: 2, text: label.agreement } as const]),
    ...content.map(toTextBlock),
  ];
}

/** Letterhead, title, parties and dates, then the agreement text, as in the Word download. */
export function agreementBlocks(agreement: AgreementSnapshot): PdfTextBlock[] {
  if (agreement.family) return enrollmentBlocks(agreement, agreement.family);
  const partner = agreement.partner;
  const partnerLine = partner
    ? [partner.companyName, partner.contactName, partner.email].filter(Boolean).join(', ')
    : 'Partner not recorded';
  const content = parseContentBlocks(agreement.content);
  return [
    { kind: 'paragraph', text: agreement.organisationName, isBold: true },
    { kind: 'paragraph', text: 'Non-Disclosure Agreement' },
    { kind: 'heading', level: 1, text: agreement.title },
    { kind: 'heading', level: 2, text: 'Parties' },
    { kind: 'paragraph', text: `Between: ${agreement.organisationName}` },
    { kind: 'paragraph', text: `And: ${partnerLine}` },
    { kind: 'paragraph', text: `Effective date: ${formatIsoDate(agreement.effectiveDate)}` },
    { kind: 'paragraph', text: `Term: ${termText(agreement)}` },
    ...(agreement.purpose
      ? [{ kind: 'paragraph', text: `Purpose: ${agreement.purpose}` } as const]
      : []),
    // Most templates open with their own heading ("MUTUAL NON-DISCLOSURE AGREEMENT").
    ...(content[0]?.kind === 'heading'
      ? []
      : [{ kind: 'heading', level: 2, text: 'Agreement' } as const]),
    ...content.map(toTextBlock),
  ];
}

/**
 * The NDA's pages. The sent PDF and the signed PDF both start with them, drawn from the same
 * snapshot, so what was signed is what was sent. Returns where the text ends, for the signature.
 */
export function drawAgreementPages(options: {
  pdf: PDFDocument;
  fonts: PdfFonts;
  agreement: AgreementSnapshot;
}): PdfTextResult {
  return layoutPdfText(
    options.pdf,
    options.fonts,
    agreementBlocks(options.agreement),
    AGREEMENT_LAYOUT,
  );
}
