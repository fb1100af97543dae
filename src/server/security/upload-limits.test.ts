import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { MAX_IMPORT_CSV_LENGTH } from '../../domain/crm/donor-schemas.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/documents/documents.ts';
import { createPartner } from '../demo/factories.ts';

/**
 * Every way a file reaches the server — the NDA upload, the signed-PDF check and the donor CSV
 * import — refuses the wrong kind of file and a too-large one with a 4xx and a JSON message a
 * person can act on; never a 5xx, never by storing it.
 */
let t: TestApp;
let headers: Record<string, string>;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  partnerId = (await createPartner(t.db)).id;
});
afterAll(() => t.close());

/** Posts a form exactly as a browser encodes it. */
async function upload(url: string, file: { name: string; data: Uint8Array | string }) {
  const form = new FormData();
  form.append('partnerId', partnerId);
  form.append('file', new Blob([file.data as BlobPart]), file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const importCsv = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

function expectRefused(
  response: { statusCode: number; body: string },
  status: number,
  text: RegExp,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).message).toMatch(text);
}

const TOO_BIG = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97);
const BINARY = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]);

describe('POST /api/documents/upload', () => {
  it('refuses other file types, and binary files named like text', async () => {
    expectRefused(
      await upload('/api/documents/upload', { name: 'a.exe', data: BINARY }),
      415,
      /Word \(\.docx\)/,
    );
    expectRefused(
      await upload('/api/documents/upload', { name: 'a.txt', data: BINARY }),
      415,
      /not text/,
    );
  });

  it('refuses a file over 10 MB', async () => {
    expectRefused(
      await upload('/api/documents/upload', { name: 'big.txt', data: TOO_BIG }),
      413,
      /10 MB/,
    );
  });
});

describe('POST /api/esign/verify', () => {
  it('refuses a file that is not a PDF', async () => {
    const response = await upload('/api/esign/verify', {
      name: 'agreement.pdf',
      data: 'plain text',
    });
    expectRefused(response, 415, /not a PDF/);
  });

  it('refuses a file over 10 MB', async () => {
    const data = new Uint8Array(TOO_BIG);
    data.set(new TextEncoder().encode('%PDF-1.7'));
    expectRefused(await upload('/api/esign/verify', { name: 'big.pdf', data }), 413, /10 MB/);
  });
});

describe('POST /api/crm/import/donors (and its preview)', () => {
  const urls = ['/api/crm/import/donors/preview', '/api/crm/import/donors'];
  const header = 'firstName,lastName,email,donorType\n';

  it('refuses a file upload instead of CSV text, and binary content', async () => {
    for (const url of urls) {
      expectRefused(await upload(url, { name: 'donors.csv', data: header }), 415, /Send JSON/);
      const binary = `${header}Ann,Lee,ann@example.org,individual\u0000\n`;
      expectRefused(await importCsv(url, { csv: binary, onDuplicate: 'skip' }), 400, /NUL/);
    }
  });

  it('refuses a CSV over the import limit, and a body over the request limit', async () => {
    for (const url of urls) {
      const long = header + 'x'.repeat(MAX_IMPORT_CSV_LENGTH);
      expectRefused(await importCsv(url, { csv: long, onDuplicate: 'skip' }), 400, /too large/);
      const huge = header + 'x'.repeat(2 * 1024 * 1024);
      expectRefused(await importCsv(url, { csv: huge, onDuplicate: 'skip' }), 413, /too large/);
    }
  });
});
