import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** A regular and a bold face of one family (see pdf-fonts.ts for the embedded DejaVu Sans). */
export type PdfFonts = { regular: PDFFont; bold: PDFFont };

export type PdfTextBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 | 3 }
  /** `keepWithNext`: never the last line of a page (a caption, a label before a list). */
  | { kind: 'paragraph'; text: string; isBold?: boolean; keepWithNext?: boolean }
  /** A list item with a hanging indent; `marker` is "•" unless given ("1.", "4.2"). */
  | { kind: 'bullet'; text: string; marker?: string };

export type PdfTextLayout = {
  /** Width and height in points; US Letter unless given. */
  pageSize?: [number, number];
  /** The same on all four sides, in points. */
  margin?: number;
  /** Body text size in points; headings are scaled from it. */
  fontSize?: number;
  /** A footer for each page, drawn after layout so it can name the page count ("Page 2 of 5"). */
  footer?: (pageNumber: number, pageCount: number) => string;
  /** Points kept free at the top of the first page (a letterhead drawn there). */
  firstPageInset?: number;
};

export type PdfTextResult = {
  pages: PDFPage[];
  /** Where the text ends, so a caller can draw below it (a signature image, a seal). */
  end: { page: PDFPage; y: number };
};

const LINE_HEIGHT = 1.45;
const HEADING_SCALE = { 1: 1.8, 2: 1.35, 3: 1.1 } as const;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

// Control characters have no glyph and would draw as boxes; tabs become spaces.
const cleanText = (text: string) =>
  Array.from(text.replaceAll('\t', ' '))
    .filter((character) => character === '\n' || (character >= ' ' && character !== '\u007f'))
    .join('');

const characterWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text`, added up from cached character widths. Asking the font for each string
 * shapes it anew (about a millisecond a call), which made a few pages take seconds. Summing leaves
 * out kerning, which in DejaVu narrows pairs, so a line measured this way is never too wide.
 */
export function measureText(font: PDFFont, text: string, size: number): number {
  let widths = characterWidths.get(font);
  if (!widths) characterWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, 1);
      widths.set(character, width);
    }
    total += width;
  }
  return total * size;
}

/** Splits a word wider than the line into pieces that fit, so nothing runs off the page. */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (measureText(font, word, size) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measureText(font, piece + character, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines of `text` at `size`, each at most `maxWidth` wide; line breaks in the text are kept. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const source of cleanText(text).split(/\r?\n/)) {
    const words = source
      .split(' ')
      .filter(Boolean)
      .flatMap((word) => splitLongWord(word, font, size, maxWidth));
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measureText(font, candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Lays headings, paragraphs and list items out on as many pages as they need: wrapped to the
 * margins, a heading never left alone at the foot of a page, and an optional footer on each page.
 */
export function layoutPdfText(
  pdf: PDFDocument,
  fonts: PdfFonts,
  blocks: readonly PdfTextBlock[],
  layout: PdfTextLayout = {},
): PdfTextResult {
  const [width, height] = layout.pageSize ?? (PageSizes.Letter as [number, number]);
  const margin = layout.margin ?? 56;
  const fontSize = layout.fontSize ?? 11;
  const textWidth = width - 2 * margin;
  const top = height - margin;
  const bodyLine = fontSize * LINE_HEIGHT;

  const pages: PDFPage[] = [];
  let page = pdf.addPage([width, height]);
  pages.push(page);
  let y = top - (layout.firstPageInset ?? 0);

  const startPage = () => {
    page = pdf.addPage([width, height]);
    pages.push(page);
    y = top;
  };
  /** A new page unless `needed` points still fit above the bottom margin. */
  const makeRoom = (needed: number) => {
    if (y - needed < margin && y < top) startPage();
  };
  /** Vertical space between blocks, dropped at the top of a page. */
  const addGap = (gap: number) => {
    if (y < top) y -= gap;
  };
  const drawLines = (lines: string[], font: PDFFont, size: number, x: number) => {
    for (const line of lines) {
      makeRoom(size * LINE_HEIGHT);
      page.drawText(line, { x, y: y - size, size, font, color: INK });
      y -= size * LINE_HEIGHT;
    }
  };

  let previous: PdfTextBlock['kind'] | undefined;
  for (const block of blocks) {
    // A list ends with a little more space than there is between its items.
    if (previous === 'bullet' && block.kind !== 'bullet') y -= fontSize * 0.4;
    previous = block.kind;
    if (block.kind === 'heading') {
      const level = block.level ?? 2;
      const size = fontSize * HEADING_SCALE[level];
      const lines = wrapText(block.text, fonts.bold, size, textWidth);
      addGap(level === 1 ? 0 : size * 0.8);
      // Keep the heading together with the first two lines that follow it.
      makeRoom(lines.length * size * LINE_HEIGHT + 2 * bodyLine);
      drawLines(lines, fonts.bold, size, margin);
      y -= fontSize * 0.3;
    } else if (block.kind === 'paragraph') {
      const font = block.isBold ? fonts.bold : fonts.regular;
      const lines = wrapText(block.text, font, fontSize, textWidth);
      if (block.keepWithNext) makeRoom((lines.length + 2) * bodyLine);
      drawLines(lines, font, fontSize, margin);
      y -= fontSize * (block.keepWithNext ? 0.3 : 0.6);
    } else {
      const marker = block.marker ?? '•';
      const indent = Math.max(18, measureText(fonts.regular, marker, fontSize) + 8);
      const lines = wrapText(block.text, fonts.regular, fontSize, textWidth - indent);
      makeRoom(bodyLine);
      page.drawText(marker, { x: margin, y: y - fontSize, size: fontSize, font: fonts.regular });
      drawLines(lines, fonts.regular, fontSize, margin + indent);
      y -= fontSize * 0.3;
    }
  }

  if (layout.footer) {
    const footerSize = fontSize * 0.8;
    pages.forEach((footerPage, index) => {
      const text = cleanText(layout.footer!(index + 1, pages.length));
      const textWidthAtSize = measureText(fonts.regular, text, footerSize);
      footerPage.drawText(text, {
        x: (width - textWidthAtSize) / 2,
        y: margin / 2,
        size: footerSize,
        font: fonts.regular,
        color: MUTED,
      });
    });
  }
  return { pages, end: { page, y } };
}
