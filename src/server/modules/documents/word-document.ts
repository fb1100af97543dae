import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { formatIsoDate } from '../../../domain/templates/templates.ts';
import type { AgreementText } from './agreement-snapshot.ts';

/** How a line of agreement text is laid out in Word. */
export type ContentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'clause'; number: string; text: string }
  | { kind: 'text'; text: string };

const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
// "1." / "1)" or a sub-clause "2.1" / "2.1.": a bare number ("2026 was...") is not a clause.
const NUMBERED_CLAUSE = /^(\d+(?:\.\d+)+\.?|\d+[.)])\s+(.+)$/;
// A short line in capitals ("MUTUAL NON-DISCLOSURE AGREEMENT", "TERM") is a heading.
const isAllCaps = (line: string) =>
  line.length <= 120 && /[A-Z]/.test(line) && line === line.toUpperCase();

/** Splits the merged content into headings, numbered clauses and plain paragraphs. */
export function parseContentBlocks(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = MARKDOWN_HEADING.exec(line);
    const clause = NUMBERED_CLAUSE.exec(line);
    if (heading) blocks.push({ kind: 'heading', text: heading[1]! });
    else if (clause) blocks.push({ kind: 'clause', number: clause[1]!, text: clause[2]! });
    else if (isAllCaps(line)) blocks.push({ kind: 'heading', text: line });
    else blocks.push({ kind: 'text', text: line });
  }
  return blocks;
}

const SPACED = { after: 120 };
const INDENT_TWIPS = 454; // 0.8 cm: room for "12." before the clause text

/** One heading, numbered clause or paragraph; the generated documents lay out theirs with it too. */
export function blockParagraph(block: ContentBlock): Paragraph {
  if (block.kind === 'heading') {
    return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 });
  }
  if (block.kind === 'clause') {
    return new Paragraph({
      spacing: SPACED,
      indent: { left: INDENT_TWIPS, hanging: INDENT_TWIPS },
      children: [new TextRun({ text: block.number, bold: true }), new TextRun(`\t${block.text}`)],
    });
  }
  return new Paragraph({ spacing: SPACED, text: block.text });
}

const labelled = (label: string, value: string) =>
  new Paragraph({
    spacing: SPACED,
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
  });

/** The organisation letterhead: its name over a rule, then what kind of document follows. */
export function letterhead(
  organisationName: string,
  documentKind = 'Non-Disclosure Agreement',
): Paragraph[] {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1F3A5F', space: 4 } },
      children: [new TextRun({ text: organisationName, bold: true, size: 32, color: '1F3A5F' })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 360 },
      children: [new TextRun({ text: documentKind, italics: true, color: '555555' })],
    }),
  ];
}

function partiesAndTerms(agreement: AgreementText): Paragraph[] {
  const { partner, organisationName } = agreement;
  const partnerLine = partner
    ? [partner.companyName, partner.contactName, partner.email].filter(Boolean).join(', ')
    : 'Partner not recorded';
  const term = agreement.expirationDate
    ? `${agreement.duration} months, ending ${formatIsoDate(agreement.expirationDate)}`
    : `${agreement.duration} months`;
  return [
    new Paragraph({ text: 'Parties', heading: HeadingLevel.HEADING_2 }),
    labelled('Between', organisationName),
    labelled('And', partnerLine),
    labelled('Effective date', formatIsoDate(agreement.effectiveDate)),
    labelled('Term', term),
    ...(agreement.purpose ? [labelled('Purpose', agreement.purpose)] : []),
  ];
}

/** One signature block: the party, then lines to sign, print the name and title, and date. */
export function signatureBlock(party: string): Paragraph[] {
  const line = (label: string) =>
    new Paragraph({ spacing: { before: 240 }, text: `${label}: ______________________________` });
  return [
    new Paragraph({
      spacing: { before: 360 },
      children: [new TextRun({ text: `For ${party}`, bold: true })],
    }),
    line('Signature'),
    line('Name'),
    line('Title'),
    line('Date'),
  ];
}

/** Small grey lines at the foot of every page: a shared download's stamp (ADR 049). */
const footerOf = (lines: readonly string[]) =>
  new Footer({
    children: lines.map(
      (line) =>
        new Paragraph({ children: [new TextRun({ text: line, size: 14, color: '4D4D4D' })] }),
    ),
  });

/**
 * The NDA as a Word file: letterhead, title, parties and terms, the agreement text with its
 * headings and numbered clauses, and a signature block for each party. The same facts as the
 * PDF that goes out for signature (esign/agreement-pages.ts). `footerLines`, when given, are
 * printed at the foot of every page.
 */
export async function buildWordDocument(options: {
  agreement: AgreementText;
  footerLines?: readonly string[];
}): Promise<Buffer> {
  const { agreement } = options;
  const { organisationName } = agreement;
  const blocks = parseContentBlocks(agreement.content);
  // Most templates open with their own heading ("MUTUAL NON-DISCLOSURE AGREEMENT").
  const agreementHeading =
    blocks[0]?.kind === 'heading'
      ? []
      : [new Paragraph({ text: 'Agreement', heading: HeadingLevel.HEADING_2 })];
  const word = new Document({
    creator: organisationName,
    title: agreement.title,
    description: 'Non-disclosure agreement',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        ...(options.footerLines?.length
          ? { footers: { default: footerOf(options.footerLines) } }
          : {}),
        children: [
          ...letterhead(organisationName),
          new Paragraph({ text: agreement.title, heading: HeadingLevel.TITLE }),
          ...partiesAndTerms(agreement),
          ...agreementHeading,
          ...blocks.map(blockParagraph),
          new Paragraph({ text: 'Signatures', heading: HeadingLevel.HEADING_2 }),
          ...signatureBlock(organisationName),
          ...signatureBlock(agreement.partner?.companyName ?? 'the partner'),
        ],
      },
    ],
  });
  return Packer.toBuffer(word);
}
