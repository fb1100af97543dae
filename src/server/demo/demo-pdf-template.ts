import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PlacedField } from '../../domain/esign/placed-fields.ts';
import type { Transaction } from '../db/client.ts';
import { pdfTemplates } from '../modules/pdf-templates/public.ts';

const TITLE = 'Data-use agreement (hospital form, example)';

const LINES = [
  [
    'DATA-USE AGREEMENT',
    'The hospital shares de-identified session data with the school for one study year.',
    'The school uses it only to improve its sensory-friendly lessons, and shares it with no one.',
    'Either side may end this agreement with 30 days of notice in writing.',
  ],
  ['SIGNATURES', 'For the hospital:', 'For the school:'],
];

/**
 * Two fields per signer on page 2 of a short hospital form, and the hospital's department on
 * page 1: what staff see in PDF templates when they first open a demo installation (ADR 050).
 */
const FIELDS: PlacedField[] = [
  {
    id: 'department',
    kind: 'text',
    signer: 1,
    page: 1,
    x: 56,
    y: 220,
    width: 240,
    height: 20,
    required: true,
    label: 'Department',
  },
  {
    id: 'hospital-sign',
    kind: 'signature',
    signer: 1,
    page: 2,
    x: 56,
    y: 180,
    width: 200,
    height: 40,
    required: true,
    label: null,
  },
  {
    id: 'hospital-date',
    kind: 'date-signed',
    signer: 1,
    page: 2,
    x: 300,
    y: 196,
    width: 140,
    height: 20,
    required: true,
    label: null,
  },
  {
    id: 'school-sign',
    kind: 'signature',
    signer: 2,
    page: 2,
    x: 56,
    y: 300,
    width: 200,
    height: 40,
    required: true,
    label: null,
  },
  {
    id: 'school-date',
    kind: 'date-signed',
    signer: 2,
    page: 2,
    x: 300,
    y: 316,
    width: 140,
    height: 20,
    required: true,
    label: null,
  },
];

/** A two-page Letter PDF standing for a partner's own paperwork. */
async function demoPdf(at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(TITLE);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of LINES) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 56, y: 730 - index * 24, size: index === 0 ? 16 : 11, font });
    });
  }
  return pdf.save();
}

/** Adds the example PDF template, as staff would upload it and place its fields. */
export async function seedDemoPdfTemplate(tx: Transaction, at: Date): Promise<void> {
  const bytes = await demoPdf(at);
  await tx.insert(pdfTemplates).values({
    name: TITLE,
    filename: 'data-use-agreement.pdf',
    pdf: bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
    pages: [
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ],
    fields: FIELDS,
    signerCount: 2,
    createdAt: at,
    updatedAt: at,
  });
}
