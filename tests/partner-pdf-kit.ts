import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PlacedFieldInput } from '../src/domain/esign/placed-fields.ts';

/**
 * A partner's own paperwork for the placed-field tests (ADR 050): a three-page US Letter PDF
 * made here, with a line of text per page, as a hospital's business associate agreement would come.
 */
export async function partnerPdf(title = 'Business Associate Agreement'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page += 1) {
    const sheet = pdf.addPage([612, 792]);
    // At the foot of the page: the editor's "Add to page" fills it from the top.
    sheet.drawText(`${title} - page ${page} of 3`, { x: 56, y: 72, size: 14, font });
    sheet.drawText('Signed copies are kept by both parties.', { x: 56, y: 52, size: 10, font });
  }
  return pdf.save();
}

/**
 * Six fields for two signers, two per page: signer 1 signs and dates page 1 and writes their
 * department on page 2; signer 2 initials page 2, and writes their name and ticks a box on page 3.
 * Positions are points from the top left of each page.
 */
const FIELDS: Omit<PlacedFieldInput, 'required'>[] = [
  { id: 'sign-1', kind: 'signature', signer: 1, page: 1, x: 56, y: 600, width: 180, height: 40 },
  { id: 'date-1', kind: 'date-signed', signer: 1, page: 1, x: 320, y: 612, width: 160, height: 20 },
  {
    id: 'department',
    kind: 'text',
    signer: 1,
    page: 2,
    x: 56,
    y: 400,
    width: 240,
    height: 20,
    label: 'Department',
  },
  { id: 'initials-2', kind: 'initials', signer: 2, page: 2, x: 480, y: 700, width: 64, height: 32 },
  { id: 'name-2', kind: 'full-name', signer: 2, page: 3, x: 56, y: 300, width: 240, height: 20 },
  {
    id: 'privacy',
    kind: 'checkbox',
    signer: 2,
    page: 3,
    x: 56,
    y: 360,
    width: 16,
    height: 16,
    label: 'I have read the privacy notice',
  },
];
export const SIX_FIELDS: PlacedFieldInput[] = FIELDS.map((field) => ({ required: true, ...field }));

/** The PDF as a multipart form, as the template page's upload sends it. */
export async function pdfUploadForm(bytes: Uint8Array, name: string, filename = 'baa.pdf') {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    type: encoded.headers.get('content-type')!,
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}
