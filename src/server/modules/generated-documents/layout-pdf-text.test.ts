import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutPdfText, wrapText, type PdfFonts, type PdfTextBlock } from './layout-pdf-text.ts';
import { embedDejaVuFonts } from './pdf-fonts.ts';

let pdf: PDFDocument;
let fonts: PdfFonts;
beforeAll(async () => {
  pdf = await PDFDocument.create();
  fonts = await embedDejaVuFonts(pdf);
});

async function pageTexts(document: PDFDocument): Promise<string[]> {
  const proxy = await getDocumentProxy(await document.save());
  return (await extractText(proxy, { mergePages: false })).text;
}

describe('wrapText', () => {
  it('keeps every line within the width, splits words too long for a line and keeps line breaks', () => {
    const text = `Short words that wrap.\n${'x'.repeat(120)} and “curly” quotes ≥ 12`;
    const lines = wrapText(text, fonts.regular, 11, 150);
    for (const line of lines) {
      expect(fonts.regular.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(150);
    }
    expect(lines[0]).toBe('Short words that wrap.');
    expect(lines.join('')).toContain('x'.repeat(20));
    expect(lines.join(' ')).toContain('“curly” quotes ≥ 12');
  });
});

describe('layoutPdfText', () => {
  it('adds pages as needed and numbers each in the footer', async () => {
    const document = await PDFDocument.create();
    const documentFonts = await embedDejaVuFonts(document);
    const blocks: PdfTextBlock[] = Array.from({ length: 60 }, (_, index) => ({
      kind: 'paragraph',
      text: `Paragraph ${index + 1}. ${'Plain words in a row. '.repeat(12)}`,
    }));
    const { pages } = layoutPdfText(document, documentFonts, blocks, {
      footer: (pageNumber, pageCount) => `Page ${pageNumber} of ${pageCount}`,
    });
    expect(pages.length).toBeGreaterThan(2);
    expect(document.getPageCount()).toBe(pages.length);

    const texts = await pageTexts(document);
    texts.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(texts.join(' ')).toContain('Paragraph 60.');
  });

  it('never leaves a heading or a kept-together label as the last line of a page', async () => {
    const document = await PDFDocument.create();
    const documentFonts = await embedDejaVuFonts(document);
    const blocks: PdfTextBlock[] = [];
    for (let index = 1; index <= 40; index += 1) {
      blocks.push({ kind: 'heading', text: `Heading ${index}` });
      blocks.push({ kind: 'paragraph', text: `Label ${index}`, keepWithNext: true });
      blocks.push({ kind: 'bullet', text: `Item ${index}. ${'Text of the item. '.repeat(6)}` });
    }
    layoutPdfText(document, documentFonts, blocks);
    const texts = await pageTexts(document);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      const lastLine = text.trim().split('\n').at(-1)!;
      expect(lastLine).not.toMatch(/^(Heading|Label) \d+$/);
    }
  });

  it('tells the caller where the text ended', () => {
    const { end, pages } = layoutPdfText(pdf, fonts, [{ kind: 'paragraph', text: 'One line.' }]);
    expect(end.page).toBe(pages.at(-1));
    expect(end.y).toBeLessThan(792 - 56);
    expect(end.y).toBeGreaterThan(792 - 56 - 40);
  });
});
