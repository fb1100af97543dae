import type { PDFDocument, PDFFont } from 'pdf-lib';
import { embedDejaVuFace, embedDejaVuFonts } from '../generated-documents/pdf-fonts.ts';
import type { PdfFonts } from '../generated-documents/layout-pdf-text.ts';

/** The text faces of the shared PDF layout, plus the face of a typed signature. */
export type AgreementPdfFonts = PdfFonts & { signature: PDFFont };

/**
 * DejaVu Sans for the text and DejaVu Serif Italic for a typed signature: the nearest thing to
 * handwriting that the installed fonts offer. All subset to the glyphs used.
 */
export async function embedAgreementFonts(pdf: PDFDocument): Promise<AgreementPdfFonts> {
  const text = await embedDejaVuFonts(pdf);
  const signature = await embedDejaVuFace(pdf, 'DejaVuSerif-Italic.ttf');
  return { ...text, signature };
}
