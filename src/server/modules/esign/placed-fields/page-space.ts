/** A rectangle as pdf-lib reads a page box: lower-left corner, width and height (maybe negative). */
export type PdfRectangle = { x: number; y: number; width: number; height: number };

export type Turn = 0 | 90 | 180 | 270;

/** A page as a reader shows it: its visible box in user space, and how far it is turned. */
export type SeenPage = {
  box: PdfRectangle;
  turn: Turn;
  /** The size as seen, rotation applied: what the editor measured the fields on. */
  width: number;
  height: number;
};

const normalised = (box: PdfRectangle): PdfRectangle => ({
  x: Math.min(box.x, box.x + box.width),
  y: Math.min(box.y, box.y + box.height),
  width: Math.abs(box.width),
  height: Math.abs(box.height),
});

/**
 * The page as pdf.js and poppler show it: the CropBox clipped to the MediaBox (the MediaBox when
 * there is no CropBox or they do not meet), turned clockwise by /Rotate. A /Rotate that is not a
 * multiple of 90 is invalid and read as 0, as pdf.js does.
 */
export function seenPage(page: {
  mediaBox: PdfRectangle;
  cropBox?: PdfRectangle | null;
  rotation: number;
}): SeenPage {
  const media = normalised(page.mediaBox);
  let box = media;
  if (page.cropBox) {
    const crop = normalised(page.cropBox);
    const x = Math.max(crop.x, media.x);
    const y = Math.max(crop.y, media.y);
    const width = Math.min(crop.x + crop.width, media.x + media.width) - x;
    const height = Math.min(crop.y + crop.height, media.y + media.height) - y;
    if (width > 0 && height > 0) box = { x, y, width, height };
  }
  const angle = ((page.rotation % 360) + 360) % 360;
  const turn = (angle % 90 === 0 ? angle : 0) as Turn;
  const sideways = turn === 90 || turn === 270;
  return {
    box,
    turn,
    width: sideways ? box.height : box.width,
    height: sideways ? box.width : box.height,
  };
}

/**
 * A point measured from the top-left corner of the page as seen (x right, y down) in the page's
 * own user space (x right, y up, before /Rotate). Drawing at that point with `rotate: turn`
 * (counter-clockwise in user space) makes text run left to right as the reader sees it.
 */
export function seenToUser(page: SeenPage, point: { x: number; y: number }) {
  const { box } = page;
  const right = box.x + box.width;
  const top = box.y + box.height;
  if (page.turn === 90) return { x: box.x + point.y, y: box.y + point.x };
  if (page.turn === 180) return { x: right - point.x, y: box.y + point.y };
  if (page.turn === 270) return { x: right - point.y, y: top - point.x };
  return { x: box.x + point.x, y: top - point.y };
}
