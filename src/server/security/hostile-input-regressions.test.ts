import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { createDocument, createPartner } from '../demo/factories.ts';

/**
 * The inputs the route fuzzer (route-fuzz.test.ts) found answering 500, kept as fixed cases so
 * they stay fixed whatever the fuzzer's seed explores. Each reached PostgreSQL, which refused it.
 */
let t: TestApp;
let headers: Record<string, string>;
let documentId: string;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  partnerId = (await createPartner(t.db)).id;
  documentId = (await createDocument(t.db, { partnerId })).id;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object | string, type?: string) =>
  t.app.inject({
    method,
    url,
    headers: type ? { ...headers, 'content-type': type } : headers,
    ...(payload === undefined ? {} : { payload }),
  });

function expect400(response: { statusCode: number; body: string }, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body).message).toMatch(message);
}

describe('U+0000 (PostgreSQL cannot store it in text)', () => {
  it('is refused in path tokens, queries and JSON bodies with a 400 naming the field', async () => {
    for (const url of ['/api/shared/%00', '/api/shared/a%00b/download', '/api/sign/%00']) {
      expect400(await t.app.inject(url), /NUL character/);
    }
    for (const url of [
      '/api/documents?q=%00',
      '/api/audit?entityId=%00',
      '/api/waiting-list?search=%00',
    ]) {
      expect400(await send('GET', url), /NUL character/);
    }
    const partner = await send('POST', '/api/partners', {
      companyName: 'Acme\u0000',
      contactName: 'Ann',
      email: 'ann@example.org',
    });
    expect400(partner, /NUL character/);
    expect(partner.json().fieldErrors).toEqual({ companyName: [expect.any(String)] });
  });

  it('is refused in upload form fields', async () => {
    const form = new FormData();
    form.append('partnerId', partnerId);
    form.append('title', 'Title\u0000');
    form.append('file', new Blob(['Agreement text']), 'nda.txt');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await send(
      'POST',
      '/api/documents/upload',
      Buffer.from(await encoded.arrayBuffer()),
      encoded.headers.get('content-type')!,
    );
    expect400(response, /NUL character/);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['title']);
  });
});

describe('dates PostgreSQL cannot store (year 0) or that leave four-digit years', () => {
  it('are refused in bodies and queries with the supported range in the message', async () => {
    const document = await send('POST', '/api/documents', {
      title: 'Year zero',
      content: 'Text.',
      partnerId,
      effectiveDate: '0000-01-01',
    });
    expect400(document, /between 1900 and 2199/);
    expect400(await send('GET', '/api/donations?from=0000-01-01'), /between 1900 and 2199/);
    expect400(await send('GET', '/api/crm/reports/follow-ups?date=0000-01-01'), /1900 and 2199/);
    const share = await send('POST', `/api/documents/${documentId}/share`, {
      accessLevel: 'view',
      expiresAt: '0000-06-01T00:00:00Z',
    });
    expect400(share, /between 1900 and 2199/);
  });
});

describe('broken multipart forms', () => {
  it('answer 400, not 500, when the boundary is missing or the form is cut short', async () => {
    const noBoundary = await send(
      'POST',
      '/api/esign/verify',
      'no boundary',
      'multipart/form-data',
    );
    expect400(noBoundary, /could not be read/);
    const cutShort = await send(
      'POST',
      '/api/documents/upload',
      '--x\r\nbroken',
      'multipart/form-data; boundary=x',
    );
    expect400(cutShort, /could not be read/);
  });
});
