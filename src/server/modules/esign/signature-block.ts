import { rgb, type PDFDocument, type PDFFont, type PDFImage } from 'pdf-lib';
import { formatDateTime, formatDay } from '../../../domain/common/date-format.ts';
import { wrapText, type PdfTextResult } from '../generated-documents/layout-pdf-text.ts';
import { AGREEMENT_LAYOUT } from './pdf-document.ts';
import type { AgreementPdfFonts } from './pdf-fonts.ts';

/** What the signer put on the signature line: the typed name, or their drawn PNG. */
export type SignatureMark = {
  fullName: string;
  title: string | null;
  signedAt: Date;
  /** The time zone the date and time are told in (ORGANIZATION_TIME_ZONE). */
  timeZone: string;
  image: PDFImage | null;
};

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const SIGNATURE_INK = rgb(0.05, 0.15, 0.45);
const SIGNATURE_AREA_HEIGHT = 56;
const SIGNATURE_LINE_WIDTH = 260;
const BLOCK_HEIGHT = 210;
const BLANK = '______________________________';

/**
 * One signer's block after the agreement text (or the block before it): empty lines in the PDF
 * that is sent (with DocuSign's anchor), the signature, name, title and date in the signed one.
 * It starts a new page when the last one has no room, so a signature is never split from its
 * name, and returns where it ended.
 */
export function drawSignatureBlock(options: {
  pdf: PDFDocument;
  fonts: AgreementPdfFonts;
  end: PdfTextResult['end'];
  party: string;
  mark: SignatureMark | null;
  /** DocuSign's anchor for this signer (signatureAnchorFor), printed in a blank block. */
  anchor?: string;
}): PdfTextResult['end'] {
  const { pdf, fonts, mark } = options;
  const { margin, pageSize } = AGREEMENT_LAYOUT;
  const x = margin;
  const maxWidth = pageSize[0] - 2 * margin;
  let { page, y } = options.end;
  if (y - BLOCK_HEIGHT < margin) {
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  }
  const line = (text: string, font: PDFFont, size: number, color = INK) => {
    for (const part of wrapText(text, font, size, maxWidth)) {
      y -= size * 1.45;
      page.drawText(part, { x, y, size, font, color });
    }
  };

  y -= 18;
  line('Signature', fonts.bold, 13);
  line(`For ${options.party}`, fonts.bold, 10.5);
  const lineY = y - SIGNATURE_AREA_HEIGHT;
  if (!mark) {
    // DocuSign puts its Sign Here tab on this text; white and tiny, so readers never see it.
    if (options.anchor) {
      page.drawText(options.anchor, {
        x,
        y: lineY + 30,
        size: 6,
        font: fonts.regular,
        color: rgb(1, 1, 1),
      });
    }
  } else if (mark.image) {
    const scale = Math.min(
      SIGNATURE_LINE_WIDTH / mark.image.width,
      (SIGNATURE_AREA_HEIGHT - 6) / mark.image.height,
      1,
    );
    page.drawImage(mark.image, { x, y: lineY + 3, ...mark.image.scale(scale) });
  } else {
    const [typed = ''] = wrapText(mark.fullName, fonts.signature, 26, SIGNATURE_LINE_WIDTH);
    page.drawText(typed, {
      x: x + 4,
      y: lineY + 10,
      size: 26,
      font: fonts.signature,
      color: SIGNATURE_INK,
    });
  }
  page.drawLine({
    start: { x, y: lineY },
    end: { x: x + SIGNATURE_LINE_WIDTH, y: lineY },
    thickness: 0.75,
    color: INK,
  });
  y = lineY - 2;
  line('Authorised signature', fonts.regular, 8, MUTED);
  y -= 6;
  line(`Name: ${mark?.fullName ?? BLANK}`, fonts.regular, 10.5);
  line(`Title: ${mark ? (mark.title ?? '—') : BLANK}`, fonts.regular, 10.5);
  line(`Date: ${mark ? formatDay(mark.signedAt, mark.timeZone) : BLANK}`, fonts.regular, 10.5);
  if (mark) {
    y -= 6;
    line(
      `Signed electronically by ${mark.fullName} on ${formatDateTime(mark.signedAt, mark.timeZone)}. ` +
        'The certificate of completion that follows records how.',
      fonts.regular,
      8.5,
      MUTED,
    );
  }
  // Where the next signer's block starts.
  return { page, y };
}
