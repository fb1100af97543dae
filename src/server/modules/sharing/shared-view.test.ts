import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whileDocumentIsDeletedBeforeInsertInto } from '../../../../tests/document-deleted-midway.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { SharedDocumentDto, ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { ndaDocuments } from '../documents/public.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';

let t: TestApp;
let headers: Record<string, string>;
let start: Date;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  start = t.clock.now();
  await writeSetting({ db: t.db, key: ORGANISATION_NAME_KEY, value: 'NovaLearn', now: start });
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const INVALID = { message: 'This document link is invalid, expired, or has been deactivated.' };

const share = async (documentId: string, payload: object = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/share`,
      headers,
      payload,
    })
  ).json() as ShareLinkDto;
const view = (token: string, extraHeaders: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/shared/${token}`, headers: extraHeaders });
const activityOf = (documentId: string, type: 'viewed' | 'downloaded') =>
  t.db
    .select()
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.documentId, documentId),
        eq(collaborationActivity.activityType, type),
      ),
    );

describe('GET /api/shared/:token', () => {
  it('answers the document with every placeholder filled in, unindexed and uncached', async () => {
    const partner = await createPartner(t.db, { companyName: 'Gulf Coast Clinic' });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Clinic data NDA',
      purpose: 'joint research',
      duration: 18,
      content: '[COMPANY] and [PARTNER] agree. Starts [EFFECTIVE_DATE].',
    });
    const link = await share(document.id, { accessLevel: 'comment' });
    const response = await view(link.shareToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toEqual({
      document: {
        id: document.id,
        title: 'Clinic data NDA',
        content: 'NovaLearn and Gulf Coast Clinic agree. Starts Jan 15, 2026.',
        purpose: 'joint research',
        duration: 18,
        createdAt: document.createdAt.toISOString(),
        status: 'draft',
        canEdit: false,
        editableContent: null,
      },
      partner: { companyName: 'Gulf Coast Clinic' },
      shareLink: {
        accessLevel: 'comment',
        viewCount: 1,
        expiresAt: null,
        name: null,
        allowDownload: true,
      },
      visitor: { email: null },
      // A device without a pass is given one, for its heartbeats and later visits (ADR 049).
      visitorPass: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    } satisfies SharedDocumentDto);
  });

  it('counts every view and records each with the IP address and user agent', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    const counts: number[] = [];
    for (const [ip, agent] of [
      ['203.0.113.7', 'Firefox'],
      ['203.0.113.8', 'Safari'],
      ['203.0.113.9', 'Chrome'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/shared/${link.shareToken}`,
        remoteAddress: ip,
        headers: { 'user-agent': agent },
      });
      expect(response.statusCode).toBe(200);
      counts.push((response.json() as SharedDocumentDto).shareLink.viewCount);
    }
    expect(counts).toEqual([1, 2, 3]);
    const views = await activityOf(document.id, 'viewed');
    expect(views.map((row) => [row.ipAddress, row.userAgent]).sort()).toEqual([
      ['203.0.113.7', 'Firefox'],
      ['203.0.113.8', 'Safari'],
      ['203.0.113.9', 'Chrome'],
    ]);
    expect(views.every((row) => row.actorName === null && row.shareToken === link.shareToken)).toBe(
      true,
    );
  });

  it('counts concurrent views without losing any', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    const responses = await Promise.all(Array.from({ length: 8 }, () => view(link.shareToken)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // Each answer counts its own view and those committed before it: on PostgreSQL two views
    // at the same moment may both read 2, never less than 1 or more than 8.
    const counts = responses.map((response) => response.json().shareLink.viewCount as number);
    expect(counts.every((count) => count >= 1 && count <= 8)).toBe(true);
    // The ninth sees all eight.
    expect((await view(link.shareToken)).json().shareLink.viewCount).toBe(9);
  });

  it('moves a sent document to viewed on its first view only', async () => {
    const document = await createDocument(t.db, { status: 'sent', sentAt: start });
    const link = await share(document.id);
    const first = (await view(link.shareToken)).json() as SharedDocumentDto;
    expect(first.document.status).toBe('viewed');
    t.clock.advance(60_000);
    await view(link.shareToken);
    const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
    expect(row).toMatchObject({ status: 'viewed', viewedAt: start });
  });

  it('moves a sent document to viewed once when first views arrive together', async () => {
    const document = await createDocument(t.db, { status: 'sent', sentAt: start });
    const link = await share(document.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => view(link.shareToken)));
    expect(responses.map((response) => response.json().document.status)).toEqual(
      Array(5).fill('viewed'),
    );
  });

  it('leaves drafts and other statuses alone', async () => {
    for (const status of ['draft', 'pending', 'completed'] as const) {
      const document = await createDocument(t.db, { status });
      const link = await share(document.id);
      expect(((await view(link.shareToken)).json() as SharedDocumentDto).document.status).toBe(
        status,
      );
      const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
      expect(row!.viewedAt).toBeNull();
    }
  });

  it('answers unknown, malformed, expired and deactivated links with the same 404, counting nothing', async () => {
    const document = await createDocument(t.db);
    const expiring = await share(document.id, {
      expiresAt: new Date(start.getTime() + DAY_MS).toISOString(),
    });
    const deactivated = await share(document.id);
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${deactivated.id}`, headers });
    expect((await view(expiring.shareToken)).statusCode).toBe(200);
    t.clock.advance(DAY_MS);

    for (const token of [
      expiring.shareToken,
      deactivated.shareToken,
      'A'.repeat(43),
      'not a token',
      '%3Cscript%3E',
    ]) {
      const response = await view(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json(), token).toEqual(INVALID);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await activityOf(document.id, 'viewed')).toHaveLength(1);
  });

  it('offers the editor to edit links while the text may still change', async () => {
    const document = await createDocument(t.db, { content: 'Between [COMPANY] and [PARTNER].' });
    const link = await share(document.id, { accessLevel: 'edit' });
    const open = (await view(link.shareToken)).json() as SharedDocumentDto;
    expect(open.document).toMatchObject({
      canEdit: true,
      editableContent: 'Between [COMPANY] and [PARTNER].',
    });
    await t.db
      .update(ndaDocuments)
      .set({ status: 'pending' })
      .where(eq(ndaDocuments.id, document.id));
    const locked = (await view(link.shareToken)).json() as SharedDocumentDto;
    expect(locked.document).toMatchObject({ canEdit: false, editableContent: null });
  });

  it('returns markup typed into a document as the same plain text, in JSON', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const document = await createDocument(t.db, {
      title: payload,
      purpose: payload,
      content: `${payload} [COMPANY]`,
    });
    const link = await share(document.id);
    const response = await view(link.shareToken);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as SharedDocumentDto;
    expect(body.document).toMatchObject({
      title: payload,
      purpose: payload,
      content: `${payload} NovaLearn`,
    });
  });
});

describe('GET /api/shared/:token/download', () => {
  it('answers the Word file and records the download', async () => {
    const document = await createDocument(t.db, {
      title: 'Lab: Pilot (2026)',
      content: 'Between [COMPANY] and [PARTNER].',
    });
    const link = await share(document.id);
    const response = await t.app.inject({
      url: `/api/shared/${link.shareToken}/download`,
      remoteAddress: '198.51.100.4',
      headers: { 'user-agent': 'Edge' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Lab__Pilot__2026_.docx"; filename*=UTF-8''Lab__Pilot__2026_.docx`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(await zip.file('word/document.xml')!.async('string')).toContain('NovaLearn');
    expect(await activityOf(document.id, 'downloaded')).toEqual([
      expect.objectContaining({
        ipAddress: '198.51.100.4',
        userAgent: 'Edge',
        shareToken: link.shareToken,
      }),
    ]);
  });

  it('answers the same 404 for a link that no longer works', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers });
    const response = await t.app.inject({ url: `/api/shared/${link.shareToken}/download` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(INVALID);
    expect(await activityOf(document.id, 'downloaded')).toEqual([]);
  });

  it('answers the same 404, not a server error, when the document is deleted during the download', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    await whileDocumentIsDeletedBeforeInsertInto(
      t.db,
      'collaboration_activity',
      document.id,
      async () => {
        const response = await t.app.inject({ url: `/api/shared/${link.shareToken}/download` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(INVALID);
      },
    );
    expect(await activityOf(document.id, 'downloaded')).toEqual([]);
  });
});
