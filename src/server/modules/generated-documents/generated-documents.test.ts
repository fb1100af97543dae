import JSZip from 'jszip';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { COUNSEL_REVIEW_NOTICE } from '../../../domain/content/document-blocks.ts';
import { GENERATED_DOCUMENT_DOWNLOADS } from '../../../domain/content/generated-documents.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { AUTHORED_DOCUMENTS } from './authored-documents.ts';

const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// A name that appears nowhere in the authored text, so finding it proves the letterhead is there.
const LETTERHEAD_NAME = 'Lone Star Letterhead Trust';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

async function downloadWord(path: string) {
  const response = await t.app.inject({ url: path, headers });
  expect(response.statusCode, path).toBe(200);
  const zip = await JSZip.loadAsync(response.rawPayload);
  const xml = await zip.file('word/document.xml')!.async('string');
  const { value: text } = await mammoth.extractRawText({ buffer: response.rawPayload });
  return { response, xml, text };
}

describe('generated Word documents', () => {
  it('puts the organisation’s public name on the letterhead until Settings names one', async () => {
    const { text } = await downloadWord('/api/download/board-agreement-word');
    expect(text.split('\n').find(Boolean)).toBe(ORGANISATION_NAME);
    expect(text).not.toContain('Your Company');
  });

  describe.each(GENERATED_DOCUMENT_DOWNLOADS)('GET $path', (download) => {
    const document = AUTHORED_DOCUMENTS[download.documentId];

    beforeAll(async () => {
      await writeSetting({
        db: t.db,
        key: ORGANISATION_NAME_KEY,
        value: LETTERHEAD_NAME,
        now: t.clock.now(),
      });
    });

    it('answers a real .docx under its own file name', async () => {
      const { response, xml } = await downloadWord(download.path);
      expect(response.headers['content-type']).toBe(WORD_MIME_TYPE);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${download.filename}"; filename*=UTF-8''${download.filename}`,
      );
      expect(xml).toContain(document.title);
    });

    it('holds the authored text: every section, in order', async () => {
      const { text } = await downloadWord(download.path);
      let from = 0;
      for (const section of document.sections) {
        const at = text.indexOf(section.title, from);
        expect(at, section.title).toBeGreaterThan(-1);
        from = at;
      }
      expect(text).toContain(document.notice);
    });

    it(
      download.hasLetterhead
        ? 'is on the letterhead with the organisation name from Settings'
        : 'has no letterhead',
      async () => {
        const { xml } = await downloadWord(download.path);
        if (download.hasLetterhead) expect(xml).toContain(LETTERHEAD_NAME);
        else expect(xml).not.toContain(LETTERHEAD_NAME);
      },
    );
  });

  it('marks the legal drafts for review by counsel and gives them signature blocks', async () => {
    for (const path of [
      '/api/download/board-agreement-word',
      '/api/download/articles-of-incorporation',
      '/api/download/operating-agreement',
    ]) {
      const { text } = await downloadWord(path);
      expect(text, path).toContain(COUNSEL_REVIEW_NOTICE);
      expect(text, path).toContain('Signature: ____');
    }
  });

  it('lays clauses out with their numbers and tables as real Word tables', async () => {
    const { text } = await downloadWord('/api/download/articles-of-incorporation');
    expect(text).toContain('501(c)(3)');
    expect(text).toMatch(/9\.2\s+The remaining assets are distributed/);
    const { xml } = await downloadWord('/api/generate/best-in-class-strategy');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:tblHeader/>');
  });

  it('refuses visitors without a session', async () => {
    for (const download of GENERATED_DOCUMENT_DOWNLOADS) {
      const response = await t.app.inject({ url: download.path });
      expect(response.statusCode, download.path).toBe(401);
    }
  });
});
