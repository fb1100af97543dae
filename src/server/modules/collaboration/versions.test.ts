import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentStatus } from '../../../domain/documents/documents.ts';
import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { DocumentVersionDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { auditLog } from '../audit/audit.table.ts';
import { ndaDocuments } from '../documents/public.ts';
import { collaborationActivity } from './collaboration.table.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
});
afterAll(() => t.close());

const LOCKED = 'This NDA is out for signature or signed, so its text can no longer change.';

async function shareLink(documentId: string, accessLevel: AccessLevel) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/share`,
    headers,
    payload: { accessLevel },
  });
  return response.json() as ShareLinkDto;
}
const saveAsLink = (token: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/shared/${token}/content`, payload: body });
const saveAsAdmin = (documentId: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/documents/${documentId}/content`,
    headers,
    payload: body,
  });
const versionsOf = async (documentId: string) =>
  (
    await t.app.inject({ url: `/api/documents/${documentId}/versions`, headers })
  ).json() as DocumentVersionDto[];
const contentOf = async (documentId: string) =>
  (await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, documentId)))[0]!.content;

describe('PUT /api/shared/:token/content', () => {
  it('keeps the original as version 1 and numbers each save 2, 3, ...', async () => {
    const document = await createDocument(t.db, { content: 'Original text.', status: 'sent' });
    const link = await shareLink(document.id, 'edit');
    expect(await versionsOf(document.id)).toEqual([]);

    const first = await saveAsLink(link.shareToken, {
      content: 'Original text, with a change.',
      authorName: 'Kim Park',
      authorEmail: 'kim@partner.example.org',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      number: 2,
      authorName: 'Kim Park',
      source: 'share-link',
      createdAt: t.clock.now().toISOString(),
      content: 'Original text, with a change.',
    });
    const second = await saveAsLink(link.shareToken, { content: 'Third text.', authorName: 'Kim' });
    expect(second.json().number).toBe(3);
    expect(await contentOf(document.id)).toBe('Third text.');

    const versions = await versionsOf(document.id);
    expect(versions.map((v) => [v.number, v.authorName, v.source, v.content])).toEqual([
      [3, 'Kim', 'share-link', 'Third text.'],
      [2, 'Kim Park', 'share-link', 'Original text, with a change.'],
      [1, 'Original', 'admin', 'Original text.'],
    ]);
    expect(versions[1]!.authorEmail).toBe('kim@partner.example.org');

    const edits = await t.db
      .select()
      .from(collaborationActivity)
      .where(
        and(
          eq(collaborationActivity.documentId, document.id),
          eq(collaborationActivity.activityType, 'edited'),
        ),
      );
    expect(edits.map((row) => [row.actorName, row.details]).sort()).toEqual([
      ['Kim Park', 'Saved version 2'],
      ['Kim', 'Saved version 3'],
    ]);
  });

  it('refuses view and comment links with 403, and broken links with the shared 404', async () => {
    const document = await createDocument(t.db, { content: 'Unchanged.' });
    for (const level of ['view', 'comment'] as const) {
      const link = await shareLink(document.id, level);
      const response = await saveAsLink(link.shareToken, { content: 'Changed', authorName: 'Kim' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This link does not allow editing.' });
    }
    const unknown = await saveAsLink('C'.repeat(43), { content: 'Changed', authorName: 'Kim' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This document link is invalid, expired, or has been deactivated.',
    });
    expect(await contentOf(document.id)).toBe('Unchanged.');
    expect(await versionsOf(document.id)).toEqual([]);
  });

  it('needs a name and non-blank text', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'edit');
    const noName = await saveAsLink(link.shareToken, { content: 'Changed' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors).toEqual({ authorName: ['Enter your name'] });
    const blank = await saveAsLink(link.shareToken, { content: '  ', authorName: 'Kim' });
    expect(blank.json().fieldErrors).toEqual({ content: ['Enter the agreement text'] });
  });

  it('answers 409 once the document is pending signature, completed or expired', async () => {
    for (const status of ['pending', 'completed', 'expired'] as DocumentStatus[]) {
      const document = await createDocument(t.db, { status, content: 'Final.' });
      const link = await shareLink(document.id, 'edit');
      const response = await saveAsLink(link.shareToken, {
        content: 'Late change',
        authorName: 'Kim',
      });
      expect(response.statusCode, status).toBe(409);
      if (status !== 'expired') expect(response.json()).toEqual({ message: LOCKED });
      const admin = await saveAsAdmin(document.id, { content: 'Late change' });
      expect(admin.statusCode, status).toBe(409);
      expect(await contentOf(document.id)).toBe('Final.');
      expect(await versionsOf(document.id)).toEqual([]);
    }
  });

  it('gives 10 simultaneous saves distinct version numbers, without a server error', async () => {
    const document = await createDocument(t.db, { content: 'Start.' });
    const link = await shareLink(document.id, 'edit');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        saveAsLink(link.shareToken, { content: `Edit ${i}`, authorName: `Editor ${i}` }),
      ),
    );
    // The document row is locked for each save, so they follow each other: none is lost.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const numbers = responses.map((response) => response.json().number as number);
    expect(numbers.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

    const versions = await versionsOf(document.id);
    expect(versions.map((v) => v.number)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await contentOf(document.id)).toBe(versions[0]!.content);
  });
});

describe('PUT /api/documents/:id/content', () => {
  it("saves an admin's edit under the admin's name and audits it", async () => {
    const document = await createDocument(t.db, { content: 'Draft text.' });
    const response = await saveAsAdmin(document.id, {
      content: 'Better text.',
      authorName: 'Ignored',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ number: 2, authorName: adminName, source: 'admin' });
    expect(await contentOf(document.id)).toBe('Better text.');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'edit-content')));
    expect(audit).toEqual([
      expect.objectContaining({ actorName: adminName, details: { version: 2 } }),
    ]);
  });

  it('marks the original of an uploaded document as coming from the upload', async () => {
    const document = await createDocument(t.db, { content: 'From the file.' });
    await recordAudit({
      db: t.db,
      actor: SYSTEM_ACTOR,
      action: 'upload',
      entity: 'document',
      entityId: document.id,
    });
    await saveAsAdmin(document.id, { content: 'Edited.' });
    const versions = await versionsOf(document.id);
    expect(versions.at(-1)).toMatchObject({ number: 1, source: 'upload', authorName: 'Original' });
  });

  it('answers 404 for an unknown document, and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await saveAsAdmin(unknown, { content: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/documents/${unknown}/versions`, headers })).statusCode,
    ).toBe(404);
    const document = await createDocument(t.db);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${document.id}/content`,
      payload: { content: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
