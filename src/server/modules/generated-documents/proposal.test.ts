import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CAMPUSES } from '../../../domain/content/campuses.ts';
import { CLAIMS } from '../../../domain/content/claims.ts';
import { PROPOSAL_TITLE } from '../../../domain/content/proposal.ts';

const CONTACT_EMAIL = 'partnerships@proposal.example.org';
const ALLOWED_TAGS = new Set(
  'h1 h2 h3 p ul ol li strong em table thead tbody tr th td caption section a'.split(' '),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORG_SUPPORT_EMAIL: CONTACT_EMAIL });
});
afterAll(() => t.close());

// Whitespace as the reader sees it: PDF lines and HTML source lines both break anywhere.
const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/generate/texas-childrens-proposal', () => {
  it('answers the proposal as HTML to anyone, cacheable for five minutes', async () => {
    const response = await t.app.inject({ url: '/api/generate/texas-childrens-proposal' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const html = normalise(response.body);
    expect(html).toContain(`<h1>${PROPOSAL_TITLE}</h1>`);
    for (const figure of [CLAIMS.pediatricSubspecialties.text, CLAIMS.facility.text]) {
      expect(html).toContain(figure);
    }
    for (const campus of CAMPUSES) {
      expect(html).toContain(campus.name);
      expect(html).toContain(campus.town);
    }
    expect(html).toContain('Fall 2026');
    expect(html).toContain(`<a href="mailto:${CONTACT_EMAIL}?subject=`);
  });

  it('holds no script, event handler, style or javascript: URL, and only allowed tags', async () => {
    const { body } = await t.app.inject({ url: '/api/generate/texas-childrens-proposal' });
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son[a-z]+\s*=/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).not.toMatch(/<style|\sstyle\s*=/i);
    const tags = [...body.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    expect(tags.length).toBeGreaterThan(20);
    for (const [tag, name, attributes] of tags) {
      expect(ALLOWED_TAGS.has(name!.toLowerCase()), tag).toBe(true);
      if (attributes!.trim()) expect(attributes, tag).toMatch(/^ href="(https?:|mailto:)[^"]*"$/);
    }
  });
});

describe('GET /api/generate/texas-childrens-proposal.pdf', () => {
  it('answers a real PDF of the same proposal to anyone', async () => {
    const response = await t.app.inject({ url: '/api/generate/texas-childrens-proposal.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Childrens_Hospital_Partnership_Proposal.pdf"; ' +
        "filename*=UTF-8''Childrens_Hospital_Partnership_Proposal.pdf",
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    const content = normalise(text);
    expect(content).toContain(PROPOSAL_TITLE);
    expect(content).toContain('20+ pediatric subspecialties');
    expect(content).toContain(CLAIMS.facility.text);
    expect(content).toContain(`To start, write to us at ${CONTACT_EMAIL}`);
    expect(content).toContain(`Page ${totalPages} of ${totalPages}`);
  });

  it('builds the PDF once and answers the same bytes again', async () => {
    const url = '/api/generate/texas-childrens-proposal.pdf';
    const first = await t.app.inject({ url });
    const second = await t.app.inject({ url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
