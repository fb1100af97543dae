import JSZip from 'jszip';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { parseContentBlocks } from './word-document.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const download = (id: string) => t.app.inject({ url: `/api/documents/${id}/download`, headers });

async function documentXml(body: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  return zip.file('word/document.xml')!.async('string');
}

describe('GET /api/documents/:id/download', () => {
  it('answers a real .docx with letterhead, parties, terms, merged content and signatures', async () => {
    await writeSetting({
      db: t.db,
      key: ORGANISATION_NAME_KEY,
      value: 'NovaLearn Institute Group',
      now: t.clock.now(),
    });
    const partner = await createPartner(t.db, {
      companyName: 'Lone Star Robotics',
      contactName: 'Jordan Reyes',
      email: 'jordan@lonestar.example.org',
    });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Robotics Lab: Pilot NDA (2026)',
      purpose: 'evaluate robot kits',
      effectiveDate: '2026-01-15',
      duration: 12,
      content:
        'MUTUAL NON-DISCLOSURE AGREEMENT\n\nBetween [COMPANY] and [PARTNER].\n' +
        '## Obligations\n1. Purpose. Share information to [PURPOSE].\n2. Term. [DURATION] months.',
    });

    const response = await download(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Robotics_Lab__Pilot_NDA__2026_.docx"; ' +
        "filename*=UTF-8''Robotics_Lab__Pilot_NDA__2026_.docx",
    );
    const xml = await documentXml(response.rawPayload);
    for (const text of [
      'NovaLearn Institute Group',
      'Robotics Lab: Pilot NDA (2026)',
      'Lone Star Robotics, Jordan Reyes, jordan@lonestar.example.org',
      'Jan 15, 2026',
      '12 months, ending Jan 15, 2027',
      'evaluate robot kits',
      'Between NovaLearn Institute Group and Lone Star Robotics.',
      'Share information to evaluate robot kits.',
      'For Lone Star Robotics',
      'Signature: ',
    ]) {
      expect(xml, text).toContain(text);
    }
    expect(xml).not.toContain('[PARTNER]');
    // Headings keep a heading style; clauses keep their numbers.
    expect(xml).toMatch(/Heading2"\/>.*?MUTUAL NON-DISCLOSURE AGREEMENT/s);
    expect(xml).toMatch(/Heading2"\/>.*?Obligations/s);
    expect(xml).toContain('>1.</w:t>');
    // Another Word reader opens it and finds the text in order.
    const { value: text } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(text).toMatch(
      /NovaLearn Institute Group[\s\S]*Robotics Lab[\s\S]*For Lone Star Robotics/,
    );
  });

  it('answers 404 for an unknown NDA', async () => {
    const response = await download('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('parseContentBlocks', () => {
  it('keeps ALL-CAPS and "## " lines as headings and "1. " lines as numbered clauses', () => {
    expect(
      parseContentBlocks(
        'ONE-WAY NDA\r\n\n## Term and termination\n1. Purpose. To share.\n2.1 Detail\nPlain text, 1. not a clause.\nUSE OF DATA (HIPAA)',
      ),
    ).toEqual([
      { kind: 'heading', text: 'ONE-WAY NDA' },
      { kind: 'heading', text: 'Term and termination' },
      { kind: 'clause', number: '1.', text: 'Purpose. To share.' },
      { kind: 'clause', number: '2.1', text: 'Detail' },
      { kind: 'text', text: 'Plain text, 1. not a clause.' },
      { kind: 'heading', text: 'USE OF DATA (HIPAA)' },
    ]);
  });
});
