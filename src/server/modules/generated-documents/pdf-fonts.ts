import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import type { PdfFonts } from './layout-pdf-text.ts';

// Resolved through Node rather than a fixed path, so it works from src/ and from dist/ alike.
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Read once per process; a failed read is forgotten so the next document tries again. */
function readFontFiles() {
  fontFiles ??= Promise.all([
    readFile(path.join(fontFolder, 'DejaVuSans.ttf')),
    readFile(path.join(fontFolder, 'DejaVuSans-Bold.ttf')),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontFiles = undefined;
      throw error;
    });
  return fontFiles;
}

/**
 * DejaVu Sans, embedded: the PDF standard fonts only know Latin-1, and names, curly quotes and
 * "≥" must print as typed. Subsetting keeps only the glyphs used, so a page stays small.
 */
export async function embedDejaVuFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit);
  const files = await readFontFiles();
  return {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
}
