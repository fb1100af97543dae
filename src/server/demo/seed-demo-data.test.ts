import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { DOCUMENT_STATUSES } from '../../domain/documents/documents.ts';
import type { DocumentListItemDto } from '../../domain/documents/dtos.ts';
import type { EnvelopeStatusDto, SigningViewDto } from '../../domain/esign/dtos.ts';
import { outbox } from '../modules/mail/mail.table.ts';
import { partners } from '../modules/partners/public.ts';
import { seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
let headers: Record<string, string>;
let documents: DocumentListItemDto[];
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  expect(await seedDemoData({ db: t.db, config: t.config, now: t.clock.now() })).toBe(true);
  const list = await t.app.inject({ url: '/api/documents?limit=200', headers });
  documents = list.json() as DocumentListItemDto[];
}, 120_000);
afterAll(() => t.close());

const withStatus = (status: string) => documents.filter((document) => document.status === status);
const get = (url: string) => t.app.inject({ url, headers });

describe('seedDemoData', () => {
  it('fills an empty database with about a dozen NDAs in every status, once', async () => {
    expect(await seedDemoData({ db: t.db, config: t.config, now: t.clock.now() })).toBe(false);

    expect(await t.db.select().from(partners)).toHaveLength(3);
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documents.map((document) => document.status))).toEqual(
      new Set(DOCUMENT_STATUSES),
    );
    expect(new Set(documents.map((document) => document.partner!.companyName)).size).toBe(3);

    const stats = await get('/api/dashboard/stats');
    expect(stats.json()).toMatchObject({ totalNDAs: documents.length, expiringSoon: 2 });
    const expiring = await get('/api/documents?expiringWithinDays=30');
    expect(expiring.headers['x-total-count']).toBe('2');

    const waiting = (await get('/api/waiting-list')).json() as {
      counts: { byCampus: { campus: string; active: number; total: number }[] };
      entries: { status: string }[];
    };
    for (const campus of waiting.counts.byCampus) expect(campus.active).toBeGreaterThanOrEqual(2);
    expect(new Set(waiting.entries.map((entry) => entry.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives each Pending Signature NDA a real signing request: signer, link, status, void', async () => {
    const pending = withStatus('pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const mails = await t.db.select().from(outbox);
    for (const document of pending) {
      const status = await get(`/api/docusign/status/${document.id}`);
      expect(status.statusCode).toBe(200);
      const envelope = status.json() as EnvelopeStatusDto;
      expect(envelope).toMatchObject({ provider: 'builtin', status: 'sent' });
      expect(envelope.signerEmail).toMatch(/@.*example\.org$/);

      // The invitation in the outbox carries a link that opens the signing page.
      const invitation = mails.find(
        (mail) => mail.relatedId === envelope.envelopeId && mail.text.includes('/sign/'),
      );
      const token = /\/sign\/([A-Za-z0-9_-]{43})\b/.exec(invitation!.text)![1]!;
      const view = (await t.app.inject({ url: `/api/sign/${token}` })).json() as SigningViewDto;
      expect(view.canSign).toBe(true);
      expect(view.document.title).toBe(document.title);
    }

    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${pending[0]!.id}`,
      headers,
      payload: { reason: 'Trying the demo' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'voided' });
  });

  it('gives each Completed NDA, and each signed one that has since expired, a signed PDF', async () => {
    const signed = [...withStatus('completed'), ...withStatus('expired')];
    expect(signed.length).toBeGreaterThanOrEqual(5);
    for (const document of signed) {
      const pdf = await get(`/api/docusign/download/${document.id}`);
      expect(pdf.statusCode).toBe(200);
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
      expect(text).toContain('Certificate of Completion');
      expect(text).toContain('Signed electronically by');
      expect(text).not.toMatch(/\[[A-Z_]+\]/);
    }
  });
});
