import { PDFDocument } from 'pdf-lib';
import { ORGANISATION_NAME } from '../../../../domain/organisation.ts';
import { layoutPdfText } from '../../generated-documents/layout-pdf-text.ts';
import { embedDejaVuFonts } from '../../generated-documents/pdf-fonts.ts';
import type { Letter } from './letter-content.ts';

/**
 * The letter as a US Letter PDF with embedded DejaVu Sans (names print as typed), laid out by
 * the same code as the generated documents. Dated by our clock so the file says when it was made.
 */
export async function renderLetterPdf(letter: Letter, at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(letter.title);
  pdf.setAuthor(ORGANISATION_NAME);
  pdf.setCreator(ORGANISATION_NAME);
  pdf.setProducer(`${ORGANISATION_NAME} donor CRM`);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const fonts = await embedDejaVuFonts(pdf);
  layoutPdfText(pdf, fonts, letter.blocks, {
    margin: 64,
    fontSize: 11,
    footer: (page, count) => (count > 1 ? `Page ${page} of ${count}` : ''),
  });
  return pdf.save();
}
