import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFPageLeaf } from 'pdf-lib';
import {
  MAX_TEMPLATE_PAGES,
  TEMPLATE_ENCRYPTED_MESSAGE,
  TEMPLATE_NOT_A_PDF_MESSAGE,
  TEMPLATE_TOO_MANY_PAGES_MESSAGE,
} from '../../../domain/esign/pdf-templates.ts';
import { AppError } from '../../http/app-error.ts';
import { workerTask } from '../../untrusted-work/worker-task.ts';

/** The largest page the field coordinates can describe (placed-fields.ts), as in PDF itself. */
const MAX_SHOWN_SIDE = 14_400;
export const TEMPLATE_ALREADY_SIGNED_MESSAGE =
  'This PDF already carries a digital signature. Drawing fields into it would break that ' +
  'signature, so upload the version from before it was signed.';
export const TEMPLATE_SCALED_PAGES_MESSAGE =
  'This PDF sets its own unit of length (/UserUnit), which fields cannot be placed on. Print it ' +
  'to a new PDF and upload that.';
export const TEMPLATE_PAGE_TOO_LARGE_MESSAGE =
  'A page of this PDF is larger than 200 inches on a side, so fields cannot be placed on it. ' +
  'Save it at a normal paper size and upload that.';

/**
 * A page as a reader shows it: `width` and `height` in points with the rotation applied (what
 * pdf.js gives as the viewport at scale 1); the rest is what drawing into the page needs to turn
 * those coordinates back into the page's own space (the flattening reads them again).
 */
export type TemplatePage = {
  width: number;
  height: number;
  /** The page's /Rotate as pdf.js reads it: 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
  /** The lower-left corner of the shown box (CropBox within MediaBox) in the page's space. */
  originX: number;
  originY: number;
  /** The page's /UserUnit (points per unit, PDF 1.6); pdf.js scales the viewport by it. */
  userUnit: number;
};

type Rect = [number, number, number, number];

/** pdf.js's stand-in for a page without a usable MediaBox. */
const LETTER: Rect = [0, 0, 612, 792];

function refuse(status: number, message: string): never {
  throw new AppError(status, message, { fieldErrors: { file: [message] } });
}

/** A box entry read as pdf.js does: four numbers, corners in either order, and not empty. */
function readBox(page: PDFPageLeaf, name: string): Rect | null {
  const value = page.context.lookup(page.getInheritableAttribute(PDFName.of(name)));
  if (!(value instanceof PDFArray) || value.size() !== 4) return null;
  const numbers = value.asArray().map((item) => page.context.lookup(item));
  if (!numbers.every((item) => item instanceof PDFNumber)) return null;
  const [x1, y1, x2, y2] = numbers.map((item) => (item as PDFNumber).asNumber()) as Rect;
  const box: Rect = [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
  return box[2] - box[0] > 0 && box[3] - box[1] > 0 ? box : null;
}

function intersect(a: Rect, b: Rect): Rect | null {
  const box: Rect = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ];
  return box[2] - box[0] > 0 && box[3] - box[1] > 0 ? box : null;
}

function readNumber(page: PDFPageLeaf, name: string, inherited: boolean): number | null {
  const key = PDFName.of(name);
  const value = page.context.lookup(inherited ? page.getInheritableAttribute(key) : page.get(key));
  return value instanceof PDFNumber ? value.asNumber() : null;
}

/** The rules of pdf.js (src/core/document.js, Page#view, #rotate, #userUnit), so both agree. */
function shownPage(page: PDFPageLeaf): TemplatePage {
  const mediaBox = readBox(page, 'MediaBox') ?? LETTER;
  const cropBox = readBox(page, 'CropBox');
  const view = (cropBox && intersect(cropBox, mediaBox)) ?? mediaBox;
  const rotate = readNumber(page, 'Rotate', true) ?? 0;
  const rotation = (
    rotate % 90 === 0 ? ((rotate % 360) + 360) % 360 : 0
  ) as TemplatePage['rotation'];
  // Unlike the boxes and /Rotate, /UserUnit is the page's own and never inherited.
  const unit = readNumber(page, 'UserUnit', false);
  const userUnit = unit !== null && unit > 0 ? unit : 1;
  const across = (view[2] - view[0]) * userUnit;
  const down = (view[3] - view[1]) * userUnit;
  const turned = rotation === 90 || rotation === 270;
  return {
    width: turned ? down : across,
    height: turned ? across : down,
    rotation,
    originX: view[0],
    originY: view[1],
    userUnit,
  };
}

/**
 * Reads an uploaded template in the untrusted-work pool (ADR 030, 050): pdf-lib loads it, an
 * encrypted file is refused (its fields could not be drawn into it), and each page's box is
 * measured as a reader shows it, so the fields placed over pdf.js's rendering land where they
 * were put.
 */
export default workerTask(async (file: Uint8Array): Promise<{ pages: TemplatePage[] }> => {
  let pdf: PDFDocument;
  try {
    // Loaded even when encrypted, so an encrypted file is told apart from a broken one.
    pdf = await PDFDocument.load(file, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return refuse(415, TEMPLATE_NOT_A_PDF_MESSAGE);
  }
  if (pdf.isEncrypted) refuse(422, TEMPLATE_ENCRYPTED_MESSAGE);
  const leaves = readable(() => pdf.getPages().map((page) => page.node));
  if (leaves.length === 0) refuse(415, TEMPLATE_NOT_A_PDF_MESSAGE);
  if (leaves.length > MAX_TEMPLATE_PAGES) refuse(422, TEMPLATE_TOO_MANY_PAGES_MESSAGE);
  const pages = readable(() => leaves.map(shownPage));
  if (pages.some((page) => Math.max(page.width, page.height) > MAX_SHOWN_SIDE)) {
    refuse(422, TEMPLATE_PAGE_TOO_LARGE_MESSAGE);
  }
  // The flattening draws in points of 1/72 inch, as the seal's own signature must stay the only
  // one in the file: /verify and readers check the first signature they find (ADR 050).
  if (pages.some((page) => page.userUnit !== 1)) refuse(422, TEMPLATE_SCALED_PAGES_MESSAGE);
  if (hasSignature(pdf)) refuse(422, TEMPLATE_ALREADY_SIGNED_MESSAGE);
  return { pages };
});

/** Whether any object is a signature's value (a dictionary with /ByteRange), wherever it sits. */
function hasSignature(pdf: PDFDocument): boolean {
  const byteRange = PDFName.of('ByteRange');
  return pdf.context
    .enumerateIndirectObjects()
    .some(([, object]) => object instanceof PDFDict && object.has(byteRange));
}

/** A page tree pdf-lib cannot walk (a page that is not a dictionary, a missing /Kids) is no PDF. */
function readable<T>(read: () => T): T {
  try {
    return read();
  } catch {
    return refuse(415, TEMPLATE_NOT_A_PDF_MESSAGE);
  }
}
