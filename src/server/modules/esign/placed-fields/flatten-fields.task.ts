import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { SealCredentials } from '../../../credentials/seal-certificate-file.ts';
import { AppError } from '../../../http/app-error.ts';
import { workerTask } from '../../../untrusted-work/worker-task.ts';
import { embedAgreementFonts } from '../pdf-fonts.ts';
import { savePdfSealed } from '../seal/seal-pdf.ts';
import { drawField, needsFonts, type FieldDrawing, type FieldResources } from './draw-field.ts';
import { seenPage } from './page-space.ts';

export type { FieldDrawing } from './draw-field.ts';

/**
 * A partner's PDF and what to draw in it. Each field's box is in points from the top-left corner
 * of its page as a reader shows it (rotation applied, from the CropBox's corner); `page` counts
 * from 1. A field with no drawing (an empty optional one) is left blank.
 */
export type FlattenInput = {
  original: Uint8Array;
  fields: {
    page: number;
    x: number;
    y: number;
    width: number;
    height: number;
    drawing: FieldDrawing | null;
  }[];
  seal: SealCredentials;
  details: { organisationName: string; reason: string; signedAt: Date; title: string };
};

const unreadableMessage = (title: string) =>
  `"${title}" could not be read as a PDF, so its signed copy cannot be made. ` +
  'Ask the sender to upload the PDF again.';
const lockedMessage = (title: string) =>
  `"${title}" is locked with a password, so its signed copy cannot be made. ` +
  'Ask the sender to upload an unlocked copy.';

/**
 * Whether the file names an encryption dictionary. pdf-lib cannot decrypt, and an encrypted file
 * with object streams fails to load at all; the /Encrypt key sits in the trailer (or the
 * cross-reference stream's dictionary), which is never encrypted.
 */
const namesEncryption = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/Encrypt', 0, 'latin1');

/** The PDF as uploaded; a locked or unreadable file is refused with a message naming it. */
async function loadOriginal(bytes: Uint8Array, title: string): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.getPageCount() === 0) throw new Error('no pages');
  } catch {
    throw new AppError(422, (namesEncryption(bytes) ? lockedMessage : unreadableMessage)(title));
  }
  if (pdf.isEncrypted) throw new AppError(422, lockedMessage(title));
  return pdf;
}

/** Fonts and drawn signatures are embedded first: a failure there is ours, not the file's. */
async function embedResources(pdf: PDFDocument, fields: FlattenInput['fields']) {
  const drawings = fields.map((field) => field.drawing);
  const fonts = needsFonts(drawings) ? await embedAgreementFonts(pdf) : null;
  const images = new Map<Uint8Array, PDFImage>();
  for (const drawing of drawings) {
    if (drawing?.kind === 'image') images.set(drawing.png, await pdf.embedPng(drawing.png));
  }
  return { fonts, images };
}

function drawFields(pdf: PDFDocument, fields: FlattenInput['fields'], resources: FieldResources) {
  const pages = pdf.getPages();
  for (const field of fields) {
    const page = pages[field.page - 1];
    if (!field.drawing || !page) continue;
    const seen = seenPage({
      mediaBox: page.getMediaBox(),
      cropBox: page.getCropBox(),
      rotation: page.getRotation().angle,
    });
    drawField({ page, seen, box: field }, field.drawing, resources);
  }
}

/**
 * A partner's PDF with each field's value drawn in its box on the existing pages (ADR 050), then
 * sealed (ADR 019) over the whole file. Runs in the untrusted-work pool (ADR 030): pdf-lib parses
 * the whole uploaded file. Every page and object of the original is kept; nothing is added but
 * the drawings, their fonts and images, and the seal.
 */
export default workerTask(async (input: FlattenInput): Promise<Uint8Array> => {
  const { details } = input;
  const pdf = await loadOriginal(input.original, details.title);
  const pageCount = pdf.getPageCount();
  // Fields were checked against the pages when the template was saved: this one is our fault.
  const stray = input.fields.find((field) => field.page < 1 || field.page > pageCount);
  if (stray) throw new Error(`A field is on page ${stray.page} of a ${pageCount}-page PDF.`);
  const resources = await embedResources(pdf, input.fields);
  try {
    drawFields(pdf, input.fields, resources);
  } catch {
    // pdf-lib reads a broken file leniently: a missing page box or tree trips it only here.
    throw new AppError(422, unreadableMessage(details.title));
  }
  return savePdfSealed(pdf, input.seal, {
    organisationName: details.organisationName,
    reason: details.reason,
    signedAt: details.signedAt,
  });
});
