import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { embedDejaVuFonts } from '../generated-documents/pdf-fonts.ts';
import type { PdfFonts } from '../generated-documents/layout-pdf-text.ts';

/** The text faces of the shared PDF layout, plus the face of a typed signature. */
export type AgreementPdfFonts = PdfFonts & { signature: PDFFont };

// Resolved through Node rather than a fixed path, so it works from src/ and from dist/ alike.
const SIGNATURE_FONT_FILE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSerif-Italic.ttf',
);
let signatureFont: Promise<Buffer> | undefined;

/**
 * DejaVu Sans for the text and DejaVu Serif Italic for a typed signature: the nearest thing to
 * handwriting that the installed fonts offer. All subset to the glyphs used.
 */
export async function embedAgreementFonts(pdf: PDFDocument): Promise<AgreementPdfFonts> {
  const text = await embedDejaVuFonts(pdf);
  signatureFont ??= readFile(SIGNATURE_FONT_FILE).catch((error: unknown) => {
    signatureFont = undefined;
    throw error;
  });
  const signature = await pdf.embedFont(await signatureFont, { subset: true });
  return { ...text, signature };
}
