import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfReadersPresent, qpdfCheck } from '../../../../tests/pdf-readers.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import {
  DOWNLOADS_OFF_MESSAGE,
  EMAIL_NEEDED_MESSAGE,
  PASSCODE_NEEDED_MESSAGE,
  VISITOR_PASS_HEADER,
  type LinkProtectionInput,
} from '../../../domain/sharing/link-protection.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { SHARED_DOWNLOADS } from '../rate-limits/public-rate-limits.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { shareLinks } from './sharing.table.ts';
import { grantVisitorPass } from './visitor-passes.ts';

const readers = await pdfReadersPresent();
const READERS_MISSING =
  'pdftotext or qpdf is not installed, so the stamped PDF is not read as a reader would: ' +
  'apt-get install -y poppler-utils qpdf';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // After the change to standard time (November 1, 2026): Chicago is UTC-6, CST.
  t.clock.set(new Date('2026-12-04T21:05:00Z'));
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const WHEN = 'Dec 4, 2026 at 3:05 PM CST';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An NDA long enough for several PDF pages. */
async function longNda() {
  const partner = await createPartner(t.db, { companyName: 'Gulf Coast Hospital' });
  const clauses = Array.from(
    { length: 60 },
    (_, index) =>
      `${index + 1}. Clause ${index + 1}. Each party keeps the other's information confidential ` +
      'and uses it only to evaluate the pilot, for the whole term of this agreement.',
  );
  return createDocument(t.db, {
    partnerId: partner.id,
    title: 'Hospital Pilot NDA',
    content: `MUTUAL NON-DISCLOSURE AGREEMENT\n${clauses.join('\n')}`,
  });
}

async function share(documentId: string, protection: LinkProtectionInput) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/share`,
    headers,
    payload: { accessLevel: 'view', ...protection },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ShareLinkDto;
}

/** A device that proved `email` on the link: its x-visitor-pass header. */
async function passFor(link: ShareLinkDto, email: string) {
  const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
  const { token, pass } = await grantVisitorPass({
    db: t.db,
    link: row!,
    passToken: undefined,
    proved: { email },
    now: t.clock.now(),
  });
  return { pass, headers: { [VISITOR_PASS_HEADER]: token } };
}

const download = (link: ShareLinkDto, format: 'pdf' | 'word', extra: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/shared/${link.shareToken}/${format === 'pdf' ? 'download.pdf' : 'download'}`,
    headers: extra,
  });

const downloadsOf = (documentId: string) =>
  t.db
    .select()
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.documentId, documentId),
        eq(collaborationActivity.activityType, 'downloaded'),
      ),
    );

/** The text of the Word file's footers (word/footer*.xml), runs joined. */
async function footerText(docx: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  const footers = zip.file(/^word\/footer\d*\.xml$/);
  const xml = await Promise.all(footers.map((file) => file.async('string')));
  return xml
    .join('\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '');
}

describe('downloads from a link that verifies the visitor', () => {
  it.skipIf(skipBecause(!readers, READERS_MISSING))(
    'a PDF stamped on every page with the address, the time and the link, and logged with who',
    async () => {
      const document = await longNda();
      const link = await share(document.id, { name: 'Board review', verifyEmail: true });
      const visitor = await passFor(link, 'Ana@Hospital.org');

      const response = await download(link, 'pdf', visitor.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('Hospital_Pilot_NDA.pdf');
      const bytes = new Uint8Array(response.rawPayload);
      expect(await qpdfCheck(bytes)).toContain('No syntax or stream encoding errors found');
      const pages = await pdfPageTexts(bytes);
      expect(pages.length).toBeGreaterThan(2);
      for (const page of pages) {
        expect(page).toContain(`Downloaded by ana@hospital.org on ${WHEN}`);
        expect(page).toContain('Link: Board review');
      }
      // The agreement itself, from its first clause to its last, with no DocuSign anchor.
      const text = pages.join('\n');
      expect(text).toContain('MUTUAL NON-DISCLOSURE AGREEMENT');
      expect(text).toContain('Clause 60.');
      expect(text).toContain('For Gulf Coast Hospital');
      expect(text).not.toContain('/sn1/');

      const [row] = await downloadsOf(document.id);
      expect(row).toMatchObject({
        details: 'PDF',
        visitorEmail: 'ana@hospital.org',
        visitorPassId: visitor.pass.id,
        shareToken: link.shareToken,
        ipAddress: '127.0.0.1',
      });
    },
  );

  it('a Word file with the same stamp in its footer, logged as Word', async () => {
    const document = await longNda();
    const link = await share(document.id, { name: 'Board review', verifyEmail: true });
    const visitor = await passFor(link, 'ana@hospital.org');

    const response = await download(link, 'word', visitor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(WORD);
    const footer = await footerText(response.rawPayload);
    expect(footer).toContain(`Downloaded by ana@hospital.org on ${WHEN}`);
    expect(footer).toContain('Link: Board review');

    expect(await downloadsOf(document.id)).toEqual([
      expect.objectContaining({
        details: 'Word',
        visitorEmail: 'ana@hospital.org',
        visitorPassId: visitor.pass.id,
      }),
    ]);
  });

  it('stamps in Spanish when the page asks for it', async () => {
    const document = await longNda();
    const link = await share(document.id, { name: 'Revisión', verifyEmail: true });
    const visitor = await passFor(link, 'ana@hospital.org');
    const response = await t.app.inject({
      url: `/api/shared/${link.shareToken}/download?language=es`,
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    const footer = await footerText(response.rawPayload);
    expect(footer).toContain(
      'Descargado por ana@hospital.org el 4 de diciembre de 2026 a las 3:05 p. m. CST',
    );
    expect(footer).toContain('Enlace: Revisión');
    const wrong = await t.app.inject({
      url: `/api/shared/${link.shareToken}/download.pdf?language=fr`,
      headers: visitor.headers,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses both files to a device without a pass, and logs nothing', async () => {
    const document = await longNda();
    const verified = await share(document.id, { verifyEmail: true });
    const passcode = await share(document.id, { passcode: 'harbor-lights-7' });
    for (const format of ['pdf', 'word'] as const) {
      const noEmail = await download(verified, format);
      expect(noEmail.statusCode).toBe(403);
      expect(noEmail.json()).toEqual({ message: EMAIL_NEEDED_MESSAGE });
      const noPasscode = await download(passcode, format, { [VISITOR_PASS_HEADER]: 'made-up' });
      expect(noPasscode.statusCode).toBe(403);
      expect(noPasscode.json()).toEqual({ message: PASSCODE_NEEDED_MESSAGE });
    }
    // A pass proved on another link opens nothing here.
    const elsewhere = await passFor(await share(document.id, { verifyEmail: true }), 'a@b.org');
    expect((await download(verified, 'pdf', elsewhere.headers)).statusCode).toBe(403);
    expect(await downloadsOf(document.id)).toEqual([]);
  });
});

describe('a link with downloads off', () => {
  it('answers 403 on both routes, to visitors and staff, and logs nothing', async () => {
    const document = await longNda();
    const open = await share(document.id, { allowDownload: false });
    const verified = await share(document.id, { allowDownload: false, verifyEmail: true });
    const visitor = await passFor(verified, 'ana@hospital.org');
    for (const format of ['pdf', 'word'] as const) {
      for (const [link, extra] of [
        [open, {}],
        [verified, visitor.headers],
        [open, headers],
      ] as const) {
        const response = await download(link, format, extra);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: DOWNLOADS_OFF_MESSAGE });
      }
    }
    expect(await downloadsOf(document.id)).toEqual([]);
  });
});

describe('an open link', () => {
  it.skipIf(skipBecause(!readers, READERS_MISSING))(
    'names an unverified visitor and, without a name, the day the link was made',
    async () => {
      const document = await longNda();
      const link = await share(document.id, {});
      await t.db
        .update(shareLinks)
        .set({ createdAt: new Date('2026-11-20T15:00:00Z') })
        .where(eq(shareLinks.id, link.id));
      const response = await download(link, 'pdf');
      expect(response.statusCode).toBe(200);
      const [first] = await pdfPageTexts(new Uint8Array(response.rawPayload));
      expect(first).toContain(`Downloaded by an unverified visitor on ${WHEN}`);
      expect(first).toContain('Link: Link made on Nov 20, 2026');
      expect(await downloadsOf(document.id)).toEqual([
        expect.objectContaining({ details: 'PDF', visitorEmail: null, visitorPassId: null }),
      ]);
    },
  );

  it('a signed-in staff member gets a copy stamped as their preview, and it is not logged', async () => {
    const document = await longNda();
    const link = await share(document.id, { name: 'Board review', verifyEmail: true });
    const response = await download(link, 'word', headers);
    expect(response.statusCode).toBe(200);
    const footer = await footerText(response.rawPayload);
    expect(footer).toContain(`Downloaded by staff (a preview, not a visitor) on ${WHEN}`);
    const pdf = await download(link, 'pdf', headers);
    expect(pdf.statusCode).toBe(200);
    expect(await downloadsOf(document.id)).toEqual([]);
  });

  it('answers the shared 404 for an unknown token', async () => {
    const response = await t.app.inject({ url: `/api/shared/${'x'.repeat(43)}/download.pdf` });
    expect(response.statusCode).toBe(404);
  });
});

describe('many downloads from one connection', () => {
  it(`builds ${SHARED_DOWNLOADS.limit} files in ${SHARED_DOWNLOADS.windowMs / 60_000} minutes, then answers 429 until the window ends`, async () => {
    const document = await longNda();
    const link = await share(document.id, {});
    const from = (remoteAddress: string) =>
      t.app.inject({ url: `/api/shared/${link.shareToken}/download`, remoteAddress });
    const answers = await Promise.all(
      Array.from({ length: SHARED_DOWNLOADS.limit + 5 }, () => from('203.0.113.77')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARED_DOWNLOADS.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toMatch(
      /^This document was downloaded many times from your connection/,
    );
    // Another connection is not held back by it; the first one is again after the window.
    expect((await from('203.0.113.78')).statusCode).toBe(200);
    t.clock.advance(SHARED_DOWNLOADS.windowMs);
    expect((await from('203.0.113.77')).statusCode).toBe(200);
  });
});
