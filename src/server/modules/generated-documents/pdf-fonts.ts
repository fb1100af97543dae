import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { PdfFonts } from './layout-pdf-text.ts';

/** The DejaVu faces the PDFs use, by file name. */
export type DejaVuFace = 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf' | 'DejaVuSerif-Italic.ttf';

// Resolved through Node rather than a fixed path, so it works from src/ and from dist/ alike.
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

const fontFiles = new Map<DejaVuFace, Promise<Buffer>>();

/** Read once per process; a failed read is forgotten so the next document tries again. */
function readFontFile(face: DejaVuFace): Promise<Buffer> {
  let file = fontFiles.get(face);
  if (!file) {
    file = readFile(path.join(fontFolder, face)).catch((error: unknown) => {
      fontFiles.delete(face);
      throw error;
    });
    fontFiles.set(face, file);
  }
  return file;
}

/** One DejaVu face embedded, subset to the glyphs used so a page stays small. */
export async function embedDejaVuFace(pdf: PDFDocument, face: DejaVuFace): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(await readFontFile(face), { subset: true });
}

/**
 * DejaVu Sans, embedded: the PDF standard fonts only know Latin-1, and names, curly quotes and
 * "≥" must print as typed.
 */
export async function embedDejaVuFonts(pdf: PDFDocument): Promise<PdfFonts> {
  return {
    regular: await embedDejaVuFace(pdf, 'DejaVuSans.ttf'),
    bold: await embedDejaVuFace(pdf, 'DejaVuSans-Bold.ttf'),
  };
}
