import { PDFDocument } from 'pdf-lib';
import type {
  AuthoredDocument,
  DocumentBlock,
  DocumentTable,
} from '../../../domain/content/document-blocks.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { layoutPdfText, type PdfTextBlock } from './layout-pdf-text.ts';
import { embedDejaVuFonts } from './pdf-fonts.ts';

/**
 * A table row as one list item: "When: what" for two columns, otherwise the first cell followed
 * by "Column: value" pairs. Narrow PDF columns would wrap every few words; a list reads better.
 */
function tableRowText(table: DocumentTable, row: readonly string[]): string {
  const [first = '', ...rest] = row;
  if (rest.length === 1) return `${first}: ${rest[0]}`;
  return `${first}. ${rest.map((cell, index) => `${table.columns[index + 1]}: ${cell}`).join('; ')}.`;
}

/**
 * A link in print: its text, followed by the address unless the text already shows it. A mailto:
 * address is printed without its encoded subject.
 */
function printedLink(label: string, href: string): string {
  const address = href.startsWith('mailto:') ? href.slice('mailto:'.length).split('?')[0]! : href;
  return label.includes(address) ? label : `${label}: ${address}`;
}

function pdfBlocks(block: DocumentBlock): PdfTextBlock[] {
  switch (block.kind) {
    case 'paragraph':
      return [{ kind: 'paragraph', text: block.text }];
    case 'subheading':
      return [{ kind: 'heading', level: 3, text: block.text }];
    case 'bullets':
      return block.items.map((text) => ({ kind: 'bullet', text }));
    case 'steps':
      return block.items.map((text, index) => ({ kind: 'bullet', marker: `${index + 1}.`, text }));
    case 'clauses':
      return block.items.map((clause) => ({
        kind: 'bullet',
        marker: clause.number,
        text: clause.text,
      }));
    case 'table':
      return [
        { kind: 'paragraph', isBold: true, keepWithNext: true, text: block.caption },
        ...block.rows.map((row): PdfTextBlock => ({
          kind: 'bullet',
          text: tableRowText(block, row),
        })),
      ];
    case 'link':
      return [{ kind: 'paragraph', text: printedLink(block.label, block.href) }];
    case 'signatures':
      return block.parties.flatMap((party): PdfTextBlock[] => [
        { kind: 'paragraph', isBold: true, keepWithNext: true, text: `For ${party}` },
        ...['Signature', 'Name', 'Title', 'Date'].map((label): PdfTextBlock => ({
          kind: 'paragraph',
          text: `${label}: ____________________`,
        })),
      ]);
  }
}

/** The document as a PDF: title, kind, notice, then each section; page numbers in the footer. */
export async function renderDocumentPdf(document: AuthoredDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setAuthor(ORGANISATION_NAME);
  pdf.setSubject(document.kind);
  pdf.setLanguage('en-US');
  pdf.setCreator(ORGANISATION_NAME);

  const blocks: PdfTextBlock[] = [
    { kind: 'heading', level: 1, text: document.title },
    { kind: 'paragraph', isBold: true, text: document.kind },
    { kind: 'paragraph', text: document.notice },
    ...document.sections.flatMap((section): PdfTextBlock[] => [
      { kind: 'heading', level: 2, text: section.title },
      ...section.blocks.flatMap(pdfBlocks),
    ]),
  ];
  const fonts = await embedDejaVuFonts(pdf);
  layoutPdfText(pdf, fonts, blocks, {
    footer: (pageNumber, pageCount) => `${document.title} · Page ${pageNumber} of ${pageCount}`,
  });
  return pdf.save();
}
