import { degrees, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { measureText, wrapText } from '../../generated-documents/layout-pdf-text.ts';
import type { AgreementPdfFonts } from '../pdf-fonts.ts';
import { seenToUser, type SeenPage } from './page-space.ts';

/** What goes in one field's box. Dates and names come already written out. */
export type FieldDrawing =
  /** Text, initials, a full name, the date signed. */
  | { kind: 'text'; text: string }
  /** A typed signature: the name, larger, in the face of the NDA's typed signatures. */
  | { kind: 'signature-text'; text: string }
  /** A drawn signature (PNG), fitted in the box keeping its aspect ratio. */
  | { kind: 'image'; png: Uint8Array }
  /** A checkbox: a tick drawn with lines when checked, nothing otherwise. */
  | { kind: 'check'; checked: boolean };

/** A field's box in points from the top-left corner of the page as seen. */
export type SeenBox = { x: number; y: number; width: number; height: number };

// The colours of the NDA's signature block (signature-block.ts).
const INK = rgb(0.1, 0.1, 0.1);
const SIGNATURE_INK = rgb(0.05, 0.15, 0.45);
/** Text is never drawn larger than this, however tall its box. */
const TEXT_SIZE = 11;
const SIGNATURE_SIZE = 26;
/** The smallest size one line of text shrinks to; past it, the text wraps at this size. */
const MIN_SIZE = 6;
const PADDING = 2;
const LINE_HEIGHT = 1.15;

/** One line of printable characters: control characters have no glyph and would draw as boxes. */
const printable = (text: string) =>
  Array.from(text.replace(/\s+/g, ' '))
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim();

/** Where one drawing goes: the page as seen and the field's box on it. */
export type FieldPlace = { page: PDFPage; seen: SeenPage; box: SeenBox };

/**
 * Text as real text (readers and pdftotext find it), one line at the largest size up to `size`
 * that fits the box; below MIN_SIZE it wraps instead, so no word is ever lost (a long value may
 * then run past the box's foot). Centred vertically, left aligned.
 */
function drawFittedText(
  place: FieldPlace,
  options: { text: string; font: PDFFont; size: number; color: RGB },
) {
  const { box } = place;
  const { font } = options;
  const room = Math.max(1, box.width - 2 * PADDING);
  const single = printable(options.text);
  if (!single) return;
  const largest = Math.max(MIN_SIZE, Math.min(options.size, (box.height - PADDING) / LINE_HEIGHT));
  const measured = measureText(font, single, largest);
  const fitted = measured <= room ? largest : (largest * room) / measured;
  const size = Math.max(MIN_SIZE, fitted);
  const lines = fitted >= MIN_SIZE ? [single] : wrapText(single, font, size, room);
  const ascent = font.heightAtSize(size, { descender: false });
  const lineBox = font.heightAtSize(size);
  const step = Math.max(lineBox, size * LINE_HEIGHT);
  const blockHeight = lineBox + step * (lines.length - 1);
  let baseline = box.y + (box.height - blockHeight) / 2 + ascent;
  for (const line of lines) {
    place.page.drawText(line, {
      ...seenToUser(place.seen, { x: box.x + PADDING, y: baseline }),
      size,
      font,
      color: options.color,
      rotate: degrees(place.seen.turn),
    });
    baseline += step;
  }
}

/** A drawn signature, as large as the box allows without distortion, centred in it. */
function drawFittedImage(place: FieldPlace, image: PDFImage) {
  const { box } = place;
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  // The image's own lower-left corner: its left edge and its foot as seen.
  const x = box.x + (box.width - width) / 2;
  const foot = box.y + (box.height + height) / 2;
  place.page.drawImage(image, {
    ...seenToUser(place.seen, { x, y: foot }),
    width,
    height,
    rotate: degrees(place.seen.turn),
  });
}

/** A tick in the middle of the box, in two strokes. */
function drawTick(place: FieldPlace) {
  const { box } = place;
  const side = Math.min(box.width, box.height);
  const left = box.x + (box.width - side) / 2;
  const top = box.y + (box.height - side) / 2;
  const at = (x: number, y: number) =>
    seenToUser(place.seen, { x: left + x * side, y: top + y * side });
  const stroke = { thickness: Math.max(1, side * 0.12), color: INK };
  place.page.drawLine({ start: at(0.2, 0.55), end: at(0.42, 0.78), ...stroke });
  place.page.drawLine({ start: at(0.42, 0.78), end: at(0.82, 0.22), ...stroke });
}

/** The fonts and the embedded drawn signatures, ready before any page is touched. */
export type FieldResources = {
  fonts: AgreementPdfFonts | null;
  images: ReadonlyMap<Uint8Array, PDFImage>;
};

/** Whether any drawing is text, so the fonts are embedded only when needed. */
export const needsFonts = (drawings: readonly (FieldDrawing | null)[]) =>
  drawings.some((drawing) => drawing?.kind === 'text' || drawing?.kind === 'signature-text');

/** One field's value drawn in its box on the page as seen. */
export function drawField(place: FieldPlace, drawing: FieldDrawing, resources: FieldResources) {
  const fontOf = (face: 'regular' | 'signature') => {
    if (!resources.fonts) throw new Error('Text is drawn without its fonts embedded.');
    return resources.fonts[face];
  };
  switch (drawing.kind) {
    case 'text':
      drawFittedText(place, {
        text: drawing.text,
        font: fontOf('regular'),
        size: TEXT_SIZE,
        color: INK,
      });
      return;
    case 'signature-text':
      drawFittedText(place, {
        text: drawing.text,
        font: fontOf('signature'),
        size: SIGNATURE_SIZE,
        color: SIGNATURE_INK,
      });
      return;
    case 'image': {
      const image = resources.images.get(drawing.png);
      if (!image) throw new Error('A drawn signature is drawn before it is embedded.');
      drawFittedImage(place, image);
      return;
    }
    case 'check':
      if (drawing.checked) drawTick(place);
      return;
  }
}
