import { LineCapStyle, rgb, type PDFPage } from 'pdf-lib';
import { measureText, type PdfFonts } from '../../generated-documents/layout-pdf-text.ts';

export type Letterhead = { organisationName: string; addressLines: string[] };

// The logo of public/brand/mark.svg (a 40 × 40 tile), drawn as vector paths: pdf-lib embeds no SVG.
const TILE =
  'M11 0H29A11 11 0 0 1 40 11V29A11 11 0 0 1 29 40H11A11 11 0 0 1 0 29V11A11 11 0 0 1 11 0Z';
const LETTER_N = 'M10.5 29.5v-14l13 12.5v-10';
const STAR = 'M28.5 6.5q.9 4.6 5.5 5.5-4.6.9-5.5 5.5-.9-4.6-5.5-5.5 4.6-.9 5.5-5.5';
const TEAL = rgb(15 / 255, 118 / 255, 110 / 255);
const LOGO_SIZE = 40;
const NAME_SIZE = 16;
const LINE_SIZE = 9.5;
const LINE_STEP = LINE_SIZE * 1.35;

/** From the top margin to the rule under the letterhead. */
const ruleDepth = (letterhead: Letterhead) =>
  Math.max(NAME_SIZE + 6 + letterhead.addressLines.length * LINE_STEP, LOGO_SIZE) + 10;

/** The points the letterhead takes at the top of the first page, with the space under it. */
export const letterheadHeight = (letterhead: Letterhead) => ruleDepth(letterhead) + 18;

/**
 * The letterhead at the top of a letter's first page: the logo, the organisation's name and its
 * mailing address, over a rule, in the space letterheadHeight keeps free.
 */
export function drawLetterhead(
  page: PDFPage,
  fonts: PdfFonts,
  letterhead: Letterhead,
  margin: number,
): void {
  const top = page.getHeight() - margin;
  const scale = LOGO_SIZE / 40;
  page.drawSvgPath(TILE, { x: margin, y: top, scale, color: TEAL });
  page.drawSvgPath(LETTER_N, {
    x: margin,
    y: top,
    scale,
    borderColor: rgb(1, 1, 1),
    borderWidth: 3.6 * scale,
    borderLineCap: LineCapStyle.Round,
  });
  page.drawSvgPath(STAR, { x: margin, y: top, scale, color: rgb(253 / 255, 230 / 255, 138 / 255) });

  const textX = margin + LOGO_SIZE + 14;
  const room = page.getWidth() - margin - textX;
  // A long name is set smaller rather than run off the page.
  const nameSize = Math.min(
    NAME_SIZE,
    (NAME_SIZE * room) / measureText(fonts.bold, letterhead.organisationName, NAME_SIZE),
  );
  page.drawText(letterhead.organisationName, {
    x: textX,
    y: top - nameSize,
    size: nameSize,
    font: fonts.bold,
    color: TEAL,
  });
  let y = top - NAME_SIZE - 6;
  for (const line of letterhead.addressLines) {
    y -= LINE_STEP;
    page.drawText(line, { x: textX, y, size: LINE_SIZE, font: fonts.regular });
  }
  const bottom = top - ruleDepth(letterhead);
  const right = page.getWidth() - margin;
  page.drawLine({
    start: { x: margin, y: bottom },
    end: { x: right, y: bottom },
    thickness: 0.75,
    color: TEAL,
  });
}
