import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthLimitMs, listenOnFreePort, measureWhile } from '../../../../tests/responsiveness.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { tinyParagraphs, wordArchiveOfBody } from '../../../../tests/word-archive.ts';
import { createPartner } from '../../demo/factories.ts';
import { DOCX_MARKUP_TOO_LARGE_MESSAGE, DOCX_UNREADABLE_MESSAGE } from './docx-archive-limits.ts';

/**
 * Word files built to exhaust the XML parser (mammoth) are refused with a 4xx, while everyone
 * else's requests keep their pace: before ADR 030 the first stopped the server (heap past
 * 4.75 GB) and the second held every request for 8.6 s.
 */
let t: TestApp;
let baseUrl: string;
let headers: Record<string, string>;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  partnerId = (await createPartner(t.db, { companyName: 'Bomb Partner' })).id;
  baseUrl = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

/**
 * The request thread's heap may grow by this much at most while a bomb is refused, the health
 * calls' own garbage included (up to 70 MB measured); reading the first bomb in it took 4.75 GB.
 */
const HEAP_GROWTH_BYTES = 256 * 1024 * 1024;

async function upload(name: string, data: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('partnerId', partnerId);
  form.append('file', new Blob([data]), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function expectRefusedWhileServing(name: string, data: Uint8Array<ArrayBuffer>) {
  const measured = await measureWhile(baseUrl, () => upload(name, data));
  expect(measured.result.statusCode, measured.result.body).toBeGreaterThanOrEqual(400);
  expect(measured.result.statusCode).toBeLessThan(500);
  expect(Math.max(...measured.healthMs)).toBeLessThan(healthLimitMs(measured));
  expect(measured.heapGrowthBytes).toBeLessThan(HEAP_GROWTH_BYTES);
  return measured.result.json() as { message: string; fieldErrors?: Record<string, string[]> };
}

describe('POST /api/documents/upload with Word files built to exhaust the server', () => {
  it('refuses 51 MB of tiny paragraphs packed 18 to 1 (2.8 MB), which passed every older check', async () => {
    const paragraphs = tinyParagraphs(1_000_000, (index) => (index % 4 === 3 ? 'a' : `${index}`));
    const data = wordArchiveOfBody([{ text: paragraphs, times: 51 }]);
    expect(data.length).toBeLessThan(3 * 1024 * 1024);
    expect((51 * paragraphs.length) / data.length).toBeGreaterThan(15);
    const answer = await expectRefusedWhileServing('tiny-paragraphs.docx', data);
    expect(answer).toEqual({
      message: DOCX_MARKUP_TOO_LARGE_MESSAGE,
      fieldErrors: { file: [DOCX_MARKUP_TOO_LARGE_MESSAGE] },
    });
  });

  it('refuses a 280 kB file of tiny paragraphs that unpacks to 26 MB', async () => {
    const paragraphs = tinyParagraphs(1_000_000, (index) => `${index % 100}`);
    const data = wordArchiveOfBody([{ text: paragraphs, times: 26 }]);
    expect(data.length).toBeLessThan(300 * 1024);
    const answer = await expectRefusedWhileServing('packed.docx', data);
    expect(answer.message).toBe(DOCX_MARKUP_TOO_LARGE_MESSAGE);
  });

  it('refuses elements nested 100,000 deep, within the markup limit, once mammoth gives up', async () => {
    const data = wordArchiveOfBody([
      { text: '<a>'.repeat(10_000), times: 10 },
      { text: '</a>'.repeat(10_000), times: 10 },
    ]);
    const answer = await expectRefusedWhileServing('deep.docx', data);
    expect(answer.message).toBe(DOCX_UNREADABLE_MESSAGE);
  });

  it('still reads an ordinary Word file afterwards', async () => {
    const data = wordArchiveOfBody([{ text: '<w:p><w:r><w:t>Keep it secret.</w:t></w:r></w:p>' }]);
    const response = await upload('ordinary.docx', data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content).toBe('Keep it secret.');
  });
});
