import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  TextRun,
} from 'docx';
import type { AuthoredDocument } from '../../../domain/content/document-blocks.ts';
import { letterhead } from '../documents/word-document.ts';
import { wordElements } from './word-elements.ts';

const INCH_TWIPS = 1440;
const US_LETTER = { width: 12240, height: 15840 };

const kindLine = (kind: string) =>
  new Paragraph({
    spacing: { after: 240 },
    children: [new TextRun({ text: kind, italics: true, color: '555555' })],
  });

/** The notice (draft status, who it is for) in a shaded box, so nobody reads past it. */
const noticeBox = (notice: string) =>
  new Paragraph({
    spacing: { after: 240 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'FFF4E5' },
    border: {
      top: { style: BorderStyle.SINGLE, size: 6, color: 'C77700', space: 4 },
      bottom: { style: BorderStyle.SINGLE, size: 6, color: 'C77700', space: 4 },
      left: { style: BorderStyle.SINGLE, size: 6, color: 'C77700', space: 4 },
      right: { style: BorderStyle.SINGLE, size: 6, color: 'C77700', space: 4 },
    },
    children: [new TextRun({ text: notice })],
  });

const pageFooter = (title: string) =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            size: 18,
            color: '555555',
            children: [`${title} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
    ],
  });

/**
 * An authored document as a Word file: on the organisation letterhead when `letterheadName` is
 * given (the same letterhead as the NDAs), otherwise plain; then the title, the notice and each
 * section with its headings, numbered clauses, lists, tables and signature blocks.
 */
export async function buildAuthoredWordDocument(options: {
  document: AuthoredDocument;
  letterheadName?: string;
  creator: string;
}): Promise<Buffer> {
  const { document, letterheadName } = options;
  const word = new Document({
    creator: options.creator,
    title: document.title,
    description: document.kind,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: US_LETTER,
            margin: { top: INCH_TWIPS, right: INCH_TWIPS, bottom: INCH_TWIPS, left: INCH_TWIPS },
          },
        },
        footers: { default: pageFooter(document.title) },
        children: [
          ...(letterheadName ? letterhead(letterheadName, document.kind) : []),
          new Paragraph({ text: document.title, heading: HeadingLevel.TITLE }),
          // The letterhead already names the kind of document.
          ...(letterheadName ? [] : [kindLine(document.kind)]),
          noticeBox(document.notice),
          ...document.sections.flatMap((section) => [
            new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1, keepNext: true }),
            ...section.blocks.flatMap(wordElements),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(word);
}
