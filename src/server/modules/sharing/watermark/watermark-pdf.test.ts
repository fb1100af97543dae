import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  degrees,
  type PDFPage,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  pdfPageTexts,
  pdfReadersPresent,
  pdfWordBoxes,
  qpdfCheck,
} from '../../../../../tests/pdf-readers.ts';
import { lockedCopy, pdfOfPages } from '../../../../../tests/pdf-samples.ts';
import { skipBecause } from '../../../../../tests/skip-reason.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  PDF_ENCRYPTED_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
  WATERMARK_MAX_PAGES,
  watermarkPdf,
} from './watermark-pdf.ts';
import type { WatermarkStamp } from './watermark-stamp.ts';

const readers = await pdfReadersPresent();
const READERS_MISSING =
  'pdftotext or qpdf is not installed, so stamped PDFs are not read as a reader would: ' +
  'apt-get install -y poppler-utils qpdf';

const STAMP: WatermarkStamp = {
  email: 'ana@hospital.org',
  at: new Date('2026-12-04T21:05:00Z'),
  linkName: 'Board review',
  timeZone: 'America/Chicago',
};
const FIRST_LINE = 'Downloaded by ana@hospital.org on Dec 4, 2026 at 3:05 PM CST';

/** A page's size, turn and crop box, as other programs make them. */
type PageShape = {
  size: [number, number];
  rotate: number;
  crop?: [number, number, number, number];
};

const SHAPES: PageShape[] = [
  { size: [612, 792], rotate: 0 },
  { size: [612, 792], rotate: 90 },
  { size: [595, 842], rotate: 180 },
  { size: [612, 792], rotate: 270 },
  { size: [612, 792], rotate: -90 },
  { size: [200, 100], rotate: 0 },
  { size: [1224, 400], rotate: 90 },
  // A visible area that does not start at the origin.
  { size: [800, 800], rotate: 0, crop: [100, 150, 500, 600] },
];

async function pdfOfShapes(shapes: PageShape[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const [index, shape] of shapes.entries()) {
    const page: PDFPage = pdf.addPage(shape.size);
    page.setRotation(degrees(shape.rotate));
    if (shape.crop) page.setCropBox(...shape.crop);
    const [left, bottom, width, height] = shape.crop ?? [0, 0, ...shape.size];
    page.drawText(`Body of page ${index + 1}`, {
      x: left + width / 4,
      y: bottom + height / 2,
      size: 6,
      font,
    });
    // Content that leaves the drawing state shrunk, as some generators do (no q/Q around it).
    page.pushOperators(concatTransformationMatrix(0.1, 0, 0, 0.1, 0, 0));
  }
  return pdf.save();
}

describe('watermarkPdf', () => {
  it.skipIf(skipBecause(!readers, READERS_MISSING))(
    'puts both lines at the foot of every page as a reader sees it, whatever its size or turn',
    async () => {
      const stamped = await watermarkPdf(await pdfOfShapes(SHAPES), STAMP);
      expect(await qpdfCheck(stamped)).toContain('No syntax or stream encoding errors found');

      const texts = await pdfPageTexts(stamped);
      expect(texts).toHaveLength(SHAPES.length);
      for (const [index, text] of texts.entries()) {
        expect(text.replace(/\s+/g, ' ')).toContain(`Body of page ${index + 1}`);
        expect(text).toContain(FIRST_LINE);
        expect(text).toContain('Link: Board review');
      }

      const pages = await pdfWordBoxes(stamped);
      for (const [index, page] of pages.entries()) {
        const shape = SHAPES[index]!;
        const [left, bottom, width, height] = shape.crop ?? [0, 0, ...shape.size];
        const sideways = Math.abs(shape.rotate) % 180 === 90;
        const seen = { width: sideways ? height : width, height: sideways ? width : height };
        // pdftotext measures from the media box's corner; the crop box starts further in.
        const offset = shape.crop
          ? { x: left, y: shape.size[1] - bottom - height }
          : { x: 0, y: 0 };
        const word = page.words.find((found) => found.text === 'Downloaded')!;
        const link = page.words.find((found) => found.text === 'Link:')!;
        // Upright (left to right, one line under the other), near the seen bottom-left corner.
        expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin);
        expect(link.yMin).toBeGreaterThan(word.yMin);
        expect(word.xMin - offset.x).toBeGreaterThanOrEqual(0);
        expect(word.xMin - offset.x).toBeLessThan(Math.min(30, seen.width / 10));
        expect(link.yMax - offset.y).toBeLessThanOrEqual(seen.height);
        expect(word.yMin - offset.y).toBeGreaterThan(seen.height - 30);
      }
    },
  );

  it.skipIf(skipBecause(!readers, READERS_MISSING))(
    'writes characters Helvetica lacks as "?", keeping accents it has',
    async () => {
      const stamped = await watermarkPdf(await pdfOfShapes([SHAPES[0]!]), {
        ...STAMP,
        email: 'josé@müller.example',
        linkName: 'Revisión ✓ 董事会 😀',
        language: 'es',
      });
      const [text] = await pdfPageTexts(stamped);
      expect(text).toContain('Descargado por josé@müller.example el 4 de diciembre de 2026');
      expect(text).toContain('Enlace: Revisión ? ??? ?');
    },
  );

  it('refuses what it cannot stamp with a 4xx that says what to do', async () => {
    const refusal = (bytes: Uint8Array) =>
      watermarkPdf(bytes, STAMP).then(
        () => undefined,
        (error: unknown) => error,
      );
    const garbage = await refusal(Buffer.from('%PDF-1.7\nnot really a pdf at all'));
    expect(garbage).toBeInstanceOf(AppError);
    expect(garbage).toMatchObject({ statusCode: 422, message: PDF_UNREADABLE_MESSAGE });
    expect(await refusal(Buffer.from('hello'))).toMatchObject({ statusCode: 422 });
    expect(
      await refusal(await (await PDFDocument.create()).save({ addDefaultPage: false })),
    ).toMatchObject({
      statusCode: 422,
      message: PDF_UNREADABLE_MESSAGE,
    });
    expect(await refusal(await pdfOfPages(WATERMARK_MAX_PAGES + 1))).toMatchObject({
      statusCode: 422,
      message: PDF_TOO_MANY_PAGES_MESSAGE,
    });
  });

  it.skipIf(skipBecause(!readers, READERS_MISSING))(
    'refuses a PDF locked with a password with 409',
    async () => {
      const locked = await lockedCopy(await pdfOfShapes([SHAPES[0]!]));
      await expect(watermarkPdf(locked, STAMP)).rejects.toMatchObject({
        statusCode: 409,
        message: PDF_ENCRYPTED_MESSAGE,
      });
    },
  );
});
