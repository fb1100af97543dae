import {
  PDFDocument,
  StandardFonts,
  degrees,
  grayscale,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { AppError } from '../../../http/app-error.ts';
import { watermarkLines, type WatermarkStamp } from './watermark-stamp.ts';

/** More pages than any agreement has; past it a file is refused rather than stamped for minutes. */
export const WATERMARK_MAX_PAGES = 2000;

export const PDF_UNREADABLE_MESSAGE =
  'This file could not be read as a PDF, so it cannot be downloaded with its stamp. Upload it again as a PDF.';
export const PDF_ENCRYPTED_MESSAGE =
  'This PDF is locked with a password, so it cannot be downloaded with its stamp. Upload a copy without a password.';
export const PDF_TOO_MANY_PAGES_MESSAGE = `This PDF has more than ${WATERMARK_MAX_PAGES.toLocaleString('en-US')} pages, so it cannot be downloaded with its stamp. Upload a shorter copy.`;

/** Footer text size on a Letter or A4 page; smaller pages get smaller text, never below MIN. */
const FOOTER_SIZE = 7;
const MIN_SIZE = 3;
const FOOTER_GREY = grayscale(0.3);

/**
 * Helvetica writes WinAnsi only: anything else (an address in another script, an emoji in a link
 * name) becomes "?" so the stamp never fails and stays extractable text.
 */
function winAnsiSafe(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (character) => {
    const code = character.codePointAt(0)!;
    return code >= 0x20 && known.has(code) ? character : '?';
  }).join('');
}

/** The largest size up to `size` at which `text` fits in `width`. */
function sizeToFit(font: PDFFont, text: string, size: number, width: number): number {
  const measured = font.widthOfTextAtSize(text, size);
  return measured <= width ? size : Math.max(MIN_SIZE, (size * width) / measured);
}

/**
 * The page as a reader sees it: its visible box turned by /Rotate. `place(x, y)` takes a point
 * measured from the seen bottom-left corner to the page's own coordinates, and `turn` is the
 * rotation that makes text run left to right as seen.
 */
function seenPage(page: PDFPage) {
  const box = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const sideways = turn === 90 || turn === 270;
  const width = sideways ? box.height : box.width;
  const height = sideways ? box.width : box.height;
  const right = box.x + box.width;
  const top = box.y + box.height;
  const place = (x: number, y: number) => {
    if (turn === 90) return { x: right - y, y: box.y + x };
    if (turn === 180) return { x: right - x, y: top - y };
    if (turn === 270) return { x: box.x + y, y: top - x };
    return { x: box.x + x, y: box.y + y };
  };
  return { width, height, turn, place };
}

function stampPage(page: PDFPage, font: PDFFont, lines: string[]) {
  // Content that leaves the graphics state changed (a scale without q/Q) does not move the stamp:
  // pdf-lib wraps a loaded page's streams in q/Q before its first drawing (autoNormalizeCTM).
  const seen = seenPage(page);
  const margin = Math.min(24, seen.width * 0.05, seen.height * 0.05);
  const room = seen.width - 2 * margin;
  const scale = Math.min(1, seen.width / 612, seen.height / 792);
  const sizes = lines.map((line) =>
    sizeToFit(font, line, FOOTER_SIZE * Math.max(scale, 0.5), room),
  );
  let baseline = margin / 2 + sizes.reduce((sum, size) => sum + size * 1.25, 0) - sizes.at(-1)!;
  lines.forEach((line, index) => {
    const size = sizes[index]!;
    page.drawText(line, {
      ...seen.place(margin, baseline),
      size,
      font,
      color: FOOTER_GREY,
      rotate: degrees(seen.turn),
    });
    baseline -= size * 1.25;
  });
}

/** The parsed PDF; pdf-lib cannot decrypt, so a locked file is refused before any page is read. */
async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new AppError(422, PDF_UNREADABLE_MESSAGE);
  }
  if (document.isEncrypted) throw new AppError(409, PDF_ENCRYPTED_MESSAGE);
  return document;
}

/**
 * The PDF with the stamp on every page (ADR 049): a footer band in small dark grey text, in
 * Helvetica so `pdftotext` and a reader's search find the words. No diagonal text: extractors
 * read it as letters scattered through the page's own text. Rotated pages and pages of any size
 * are stamped as a reader sees them. A PDF that cannot be read, is locked, or has no pages or too
 * many is refused with a 4xx. For uploads from outside use watermarkUntrustedPdf, which runs this
 * within the untrusted-work limits (ADR 030).
 */
export async function watermarkPdf(pdf: Uint8Array, stamp: WatermarkStamp): Promise<Uint8Array> {
  const document = await loadPdf(pdf);
  try {
    const count = document.getPageCount();
    if (count === 0) throw new AppError(422, PDF_UNREADABLE_MESSAGE);
    if (count > WATERMARK_MAX_PAGES) throw new AppError(422, PDF_TOO_MANY_PAGES_MESSAGE);
    const font = await document.embedFont(StandardFonts.Helvetica);
    const lines = watermarkLines(stamp).map((line) => winAnsiSafe(font, line));
    for (const page of document.getPages()) stampPage(page, font, lines);
    return await document.save();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // pdf-lib reads a broken file leniently: a missing catalog or page tree trips it only here.
    throw new AppError(422, PDF_UNREADABLE_MESSAGE);
  }
}
