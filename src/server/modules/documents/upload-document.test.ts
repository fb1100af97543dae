import { Document, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { wordArchive } from '../../../../tests/word-archive.ts';
import { MAX_UPLOAD_BYTES, PARTNER_REQUIRED_MESSAGE } from '../../../domain/documents/documents.ts';
import { createPartner } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import {
  DOCX_DAMAGED_MESSAGE,
  DOCX_PACKED_TOO_TIGHTLY_MESSAGE,
  DOCX_TOO_LARGE_MESSAGE,
} from './docx-archive-limits.ts';

let t: TestApp;
let headers: Record<string, string>;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  partnerId = (await createPartner(t.db, { companyName: 'Upload Partner' })).id;
});
afterAll(() => t.close());

type Fields = Record<string, string>;

/** Encodes the form exactly as a browser would, through the platform's FormData. */
async function upload(
  file: { name: string; data: Uint8Array<ArrayBuffer> | string } | null,
  fields: Fields,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.data]), file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** A real .docx made with the same library the download uses. */
async function wordFile(...lines: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph(line)) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('POST /api/documents/upload', () => {
  it('turns a .txt file into a draft named after the file, and audits the upload', async () => {
    const response = await upload(
      { name: 'Robotics pilot NDA.txt', data: '\uFEFFBoth parties keep secrets.\n' },
      { partnerId },
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      title: 'Robotics pilot NDA',
      content: 'Both parties keep secrets.',
      status: 'draft',
      partnerId,
      effectiveDate: '2026-01-15',
      duration: 12,
      expirationDate: '2027-01-15',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit).toMatchObject([
      { action: 'upload', details: { filename: 'Robotics pilot NDA.txt', bytes: 30 } },
    ]);
  });

  it('accepts Markdown and uses a given title, whatever the order of the fields', async () => {
    const form = new FormData();
    form.append('file', new Blob(['## Purpose\n\nShare lab data.']), 'notes.md');
    form.append('title', 'Lab data NDA');
    form.append('partnerId', partnerId);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Lab data NDA',
      content: '## Purpose\n\nShare lab data.',
    });
  });

  it('reads the text of a real Word file', async () => {
    const data = await wordFile('MUTUAL NDA', '1. Purpose. Evaluate adaptive software.');
    const response = await upload({ name: 'Adaptive software.DOCX', data }, { partnerId });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Adaptive software');
    expect(response.json().content).toContain('MUTUAL NDA');
    expect(response.json().content).toContain('1. Purpose. Evaluate adaptive software.');
  });

  it('answers 415 with a clear message for other file types', async () => {
    const response = await upload({ name: 'agreement.pdf', data: '%PDF-1.7' }, { partnerId });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Upload a Word (.docx), text (.txt) or Markdown (.md) file.',
    );
  });

  it('answers 413 naming the 10 MB limit for a bigger file', async () => {
    const data = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97);
    const response = await upload({ name: 'huge.txt', data }, { partnerId });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('10 MB');
  });

  it('requires a known partner on partnerId', async () => {
    const file = { name: 'nda.txt', data: 'Text' };
    const cases: Fields[] = [{}, { partnerId: 'nope' }, { partnerId: crypto.randomUUID() }];
    for (const fields of cases) {
      const response = await upload(file, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ partnerId: [PARTNER_REQUIRED_MESSAGE] });
    }
  });

  it('answers 400 for a missing file, an empty file or a damaged Word file', async () => {
    const missing = await upload(null, { partnerId });
    expect(missing.json().fieldErrors).toEqual({ file: ['Choose a file to upload.'] });
    const empty = await upload({ name: 'blank.txt', data: ' \n ' }, { partnerId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.file).toEqual([expect.stringContaining('no text')]);
    const broken = await upload({ name: 'broken.docx', data: 'not a zip' }, { partnerId });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().fieldErrors)).toEqual(['file']);
  });

  it('answers 415 when the body is not a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers,
      payload: { partnerId },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/documents/upload with a Word file that unpacks to far more than it weighs', () => {
  // Each is refused by the archive check, before mammoth: its message says which limit.
  function expectRefused(response: { statusCode: number; json(): unknown }, message: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fieldErrors: { file: [message] } });
  }

  it('reads the hand-built archive the hostile ones below are made from', async () => {
    const response = await upload({ name: 'small.docx', data: wordArchive() }, { partnerId });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe('Both parties keep secrets.');
  });

  it('refuses a 200 kB file declaring 200 MB, before unpacking it', async () => {
    const data = wordArchive({ padding: 200 });
    expect(data.length).toBeLessThan(300 * 1024);
    expectRefused(await upload({ name: 'bomb.docx', data }, { partnerId }), DOCX_TOO_LARGE_MESSAGE);
  });

  it('refuses a part over 1 MB packed more than 100 to 1, even under the total limit', async () => {
    const data = wordArchive({ padding: 20 });
    const response = await upload({ name: 'tight.docx', data }, { partnerId });
    expectRefused(response, DOCX_PACKED_TOO_TIGHTLY_MESSAGE);
  });

  it('refuses a file whose index understates a part, unpacking no more than it declares', async () => {
    // 200 MB of document.xml declared as 20 kB: the declared sizes pass every limit, so only
    // unpacking with the declared size as the ceiling catches it.
    const data = wordArchive({ padding: 200, declaredSize: 20_000 });
    expectRefused(await upload({ name: 'liar.docx', data }, { partnerId }), DOCX_DAMAGED_MESSAGE);
  });
});
