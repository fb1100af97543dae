import { PDFDocument } from 'pdf-lib';
import { layoutPdfText } from '../../generated-documents/layout-pdf-text.ts';
import { embedDejaVuFonts } from '../../generated-documents/pdf-fonts.ts';
import { letterCopy, type Letter } from './letter-content.ts';
import { drawLetterhead, letterheadHeight } from './letterhead-pdf.ts';

const MARGIN = 64;

/**
 * The letter as a US Letter PDF with embedded DejaVu Sans (names print as typed): the letterhead
 * on the first page, then the text laid out by the same code as the generated documents. Dated by
 * our clock so the file says when it was made.
 */
export async function renderLetterPdf(letter: Letter, at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { organisationName } = letter.letterhead;
  pdf.setTitle(letter.title);
  pdf.setAuthor(organisationName);
  pdf.setCreator(organisationName);
  pdf.setProducer(`${organisationName} donor CRM`);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const fonts = await embedDejaVuFonts(pdf);
  const { pages } = layoutPdfText(pdf, fonts, letter.blocks, {
    margin: MARGIN,
    fontSize: 11,
    firstPageInset: letterheadHeight(letter.letterhead),
    footer: (page, count) => (count > 1 ? letterCopy(letter.language).pageOf(page, count) : ''),
  });
  drawLetterhead(pages[0]!, fonts, letter.letterhead, MARGIN);
  return pdf.save();
}
