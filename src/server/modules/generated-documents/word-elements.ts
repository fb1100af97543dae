import {
  ExternalHyperlink,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DocumentBlock, DocumentTable } from '../../../domain/content/document-blocks.ts';
import { blockParagraph, signatureBlock } from '../documents/word-document.ts';

/** Text width of a US Letter page with 1-inch margins, in twentieths of a point. */
export const TEXT_WIDTH_TWIPS = 9360;
const HEADER_FILL = 'E8EEF5';

/**
 * Column widths in proportion to each column's longest text, within limits, so a "When" column
 * stays narrow and a description column gets the room. Word needs explicit widths to lay out a
 * table the same way in every program.
 */
function columnWidths(table: DocumentTable): number[] {
  const weights = table.columns.map((column, index) => {
    const longest = Math.max(column.length, ...table.rows.map((row) => row[index]?.length ?? 0));
    return Math.min(Math.max(longest, 10), 60);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((TEXT_WIDTH_TWIPS * weight) / total));
}

const cell = (text: string, width: number, isHeader: boolean) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(isHeader ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEADER_FILL } } : {}),
    children: [new Paragraph({ children: [new TextRun({ text, bold: isHeader })] })],
  });

function wordTable(table: DocumentTable): (Paragraph | Table)[] {
  const widths = columnWidths(table);
  const row = (cells: readonly string[], isHeader: boolean) =>
    new TableRow({
      // Only the header row carries the flag: some readers take any tblHeader, even "false", as set.
      ...(isHeader ? { tableHeader: true } : {}),
      cantSplit: true,
      children: cells.map((text, index) => cell(text, widths[index] ?? 0, isHeader)),
    });
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 120, after: 80 },
      children: [new TextRun({ text: table.caption, bold: true })],
    }),
    new Table({
      width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
      columnWidths: widths,
      rows: [row(table.columns, true), ...table.rows.map((cells) => row(cells, false))],
    }),
    new Paragraph({ spacing: { after: 120 }, text: '' }),
  ];
}

/** One block of an authored document as Word paragraphs and tables. */
export function wordElements(block: DocumentBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'paragraph':
      return [blockParagraph({ kind: 'text', text: block.text })];
    case 'subheading':
      return [blockParagraph({ kind: 'heading', text: block.text })];
    case 'bullets':
      return block.items.map(
        (text) => new Paragraph({ text, bullet: { level: 0 }, spacing: { after: 80 } }),
      );
    case 'steps':
      return block.items.map((text, index) =>
        blockParagraph({ kind: 'clause', number: `${index + 1}.`, text }),
      );
    case 'clauses':
      return block.items.map((clause) => blockParagraph({ kind: 'clause', ...clause }));
    case 'table':
      return wordTable(block);
    case 'link':
      return [
        new Paragraph({
          spacing: { after: 120 },
          children: [
            new ExternalHyperlink({
              link: block.href,
              children: [new TextRun({ text: block.label, style: 'Hyperlink' })],
            }),
          ],
        }),
      ];
    case 'signatures':
      return block.parties.flatMap(signatureBlock);
  }
}
