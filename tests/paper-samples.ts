import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import type { TestApp } from './test-app.ts';
import { nextAddress } from './waiting-list-helpers.ts';

/**
 * Small real files of each kind a family may send, made here, and the family's upload as a
 * browser encodes it. Each call makes different bytes (the same file twice is refused).
 */

let counter = 0;
const unique = () => `${Date.now()}-${(counter += 1)}`;

export async function pdfSample(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Evaluation ${unique()}`);
  pdf.addPage([200, 200]);
  return pdf.save();
}

/** A 1 × 1 PNG and JPEG, with a comment after the image so each call differs. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_START = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\0'),
  1,
  1,
]);

export const pngSample = () => Buffer.concat([PNG_1PX, Buffer.from(unique())]);
export const jpegSample = () =>
  Buffer.concat([JPEG_START, Buffer.alloc(7), Buffer.from(unique()), Buffer.from([0xff, 0xd9])]);

/** An iPhone photo opens with an ISO-BMFF `ftyp` box: main brand heic, compatible mif1 and heic. */
export function heicSample(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
  ]);
  return Buffer.concat([
    ftyp,
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('meta'),
    Buffer.from(unique()),
  ]);
}

export async function docxSample(): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: [new Paragraph(`Letter from the therapist ${unique()}`)] }],
  });
  return Packer.toBuffer(document);
}

/** A ZIP that is no Word file. */
export async function zipSample(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('notes.txt', unique());
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A file of exactly `size` bytes that starts as a PDF does. */
export function pdfOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n');
  data.write(unique(), 20);
  return data;
}

export type PaperFile = { name: string; data: Uint8Array; type?: string };

/** POST /api/waiting-list/status/:token/papers as the status page sends it. */
export async function uploadPaper(
  t: TestApp,
  token: string,
  file: PaperFile,
  kind: string | null = 'evaluation',
) {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  const blob = new Blob([file.data as BlobPart], { type: file.type ?? 'application/octet-stream' });
  form.append('file', blob, file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/waiting-list/status/${token}/papers`,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: nextAddress(),
  });
}

export const familyPapersOf = (t: TestApp, token: string) =>
  t.app.inject({ url: `/api/waiting-list/status/${token}/papers`, remoteAddress: nextAddress() });

export const removeFamilyPaper = (t: TestApp, token: string, paperId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/waiting-list/status/${token}/papers/${paperId}`,
    remoteAddress: nextAddress(),
  });
