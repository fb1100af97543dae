import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { ActivityDto, CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { collaborationActivity } from './collaboration.table.ts';
import { SHARE_LINK_WRITES } from '../rate-limits/public-rate-limits.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
let adminEmail: string;
let start: Date;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
  adminEmail = admin.user.email;
  start = t.clock.now();
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const INVALID_LINK = 'This document link is invalid, expired, or has been deactivated.';

async function shareLink(documentId: string, accessLevel: AccessLevel, expiresAt?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/share`,
    headers,
    payload: { accessLevel, expiresAt: expiresAt ?? null },
  });
  return response.json() as ShareLinkDto;
}
const postAsLink = (documentId: string, shareToken: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/comments`,
    payload: { shareToken, ...body },
  });
const postAsAdmin = (documentId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/comments`,
    headers,
    payload: body,
  });
const getAsLink = (documentId: string, what: 'comments' | 'activity', shareToken: string) =>
  t.app.inject({ url: `/api/documents/${documentId}/${what}?shareToken=${shareToken}` });
const getAsAdmin = (documentId: string, what: 'comments' | 'activity', query = '') =>
  t.app.inject({ url: `/api/documents/${documentId}/${what}${query}`, headers });

describe('comments through a share link', () => {
  it('lets comment and edit links post with a name; the answer never shows an email', async () => {
    const document = await createDocument(t.db);
    for (const level of ['comment', 'edit'] as const) {
      const link = await shareLink(document.id, level);
      const response = await postAsLink(document.id, link.shareToken, {
        content: `  Clause 3 needs a date (${level}).  `,
        authorName: '  Dana Ortiz ',
        authorEmail: 'dana@partner.example.org',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        documentId: document.id,
        authorName: 'Dana Ortiz',
        content: `Clause 3 needs a date (${level}).`,
        isResolved: false,
        createdAt: start.toISOString(),
      });
      // The link reads its own comment back, still without the address.
      const asLink = (
        await getAsLink(document.id, 'comments', link.shareToken)
      ).json() as CommentDto[];
      expect(asLink.map((comment) => comment.content)).toEqual([
        `Clause 3 needs a date (${level}).`,
      ]);
      expect(asLink.every((comment) => !('authorEmail' in comment))).toBe(true);
    }
    // Another link of the same NDA reads neither (ADR 029).
    const link = await shareLink(document.id, 'view');
    expect((await getAsLink(document.id, 'comments', link.shareToken)).json()).toEqual([]);

    const asAdmin = (await getAsAdmin(document.id, 'comments')).json() as CommentDto[];
    expect(asAdmin.map((comment) => comment.authorEmail)).toEqual([
      'dana@partner.example.org',
      'dana@partner.example.org',
    ]);
  });

  it('refuses a view link with 403: reading only', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'view');
    const response = await postAsLink(document.id, link.shareToken, {
      content: 'Hello',
      authorName: 'Dana',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This link does not allow comments.' });
    expect((await getAsLink(document.id, 'comments', link.shareToken)).json()).toEqual([]);
  });

  it('needs a non-blank name and comment; an empty email becomes null', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'comment');
    const noName = await postAsLink(document.id, link.shareToken, {
      content: 'Hi',
      authorName: '  ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors).toEqual({ authorName: ['Enter your name'] });
    const noComment = await postAsLink(document.id, link.shareToken, {
      content: '   ',
      authorName: 'Dana',
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().fieldErrors).toEqual({ content: ['Enter a comment'] });
    const badEmail = await postAsLink(document.id, link.shareToken, {
      content: 'Hi',
      authorName: 'Dana',
      authorEmail: 'not-an-email',
    });
    expect(badEmail.json().fieldErrors).toEqual({ authorEmail: ['Enter a valid email address'] });

    const ok = await postAsLink(document.id, link.shareToken, {
      content: 'Hi',
      authorName: 'Dana',
      authorEmail: '',
    });
    expect(ok.statusCode).toBe(201);
    const [stored] = (await getAsAdmin(document.id, 'comments')).json() as CommentDto[];
    expect(stored!.authorEmail).toBeNull();
  });

  it("refuses another document's token with 403, on every route", async () => {
    const document = await createDocument(t.db);
    const other = await createDocument(t.db);
    const link = await shareLink(other.id, 'edit');
    const answers = [
      await postAsLink(document.id, link.shareToken, { content: 'Hi', authorName: 'Dana' }),
      await getAsLink(document.id, 'comments', link.shareToken),
      await getAsLink(document.id, 'activity', link.shareToken),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This link belongs to a different document.' });
    }
  });

  it('refuses expired, deactivated and unknown tokens with 401', async () => {
    const document = await createDocument(t.db);
    const expiring = await shareLink(
      document.id,
      'comment',
      new Date(start.getTime() + DAY_MS).toISOString(),
    );
    const deactivated = await shareLink(document.id, 'comment');
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${deactivated.id}`, headers });
    expect((await getAsLink(document.id, 'comments', expiring.shareToken)).statusCode).toBe(200);
    t.clock.advance(DAY_MS + 1);
    for (const token of [expiring.shareToken, deactivated.shareToken, 'B'.repeat(43)]) {
      const read = await getAsLink(document.id, 'comments', token);
      expect(read.statusCode).toBe(401);
      expect(read.json()).toEqual({ message: INVALID_LINK });
      const post = await postAsLink(document.id, token, { content: 'Hi', authorName: 'Dana' });
      expect(post.statusCode).toBe(401);
    }
  });

  it('stops a flood of comments from one link and address with 429', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'comment');
    for (let i = 0; i < SHARE_LINK_WRITES.limit; i += 1) {
      const response = await postAsLink(document.id, link.shareToken, {
        content: `Note ${i}`,
        authorName: 'Dana',
      });
      expect(response.statusCode).toBe(201);
    }
    const stopped = await postAsLink(document.id, link.shareToken, {
      content: 'One more',
      authorName: 'Dana',
    });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('600');
  });
});

describe('comments by admins', () => {
  it("carry the admin's real name and email, whatever name is sent", async () => {
    const document = await createDocument(t.db);
    const response = await postAsAdmin(document.id, {
      content: 'Legal approved clause 2.',
      authorName: 'Admin User',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      authorName: adminName,
      authorEmail: adminEmail,
      content: 'Legal approved clause 2.',
    });
    expect(response.json()).toMatchObject({ link: null, isFromStaff: true });
    // A comment addressed to no link's conversation is a note for staff alone (ADR 029).
    const link = await shareLink(document.id, 'view');
    const seen = (await getAsLink(document.id, 'comments', link.shareToken)).json() as CommentDto[];
    expect(seen).toEqual([]);
  });

  it("reach a link's recipient as a reply, without the admin's email", async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'view');
    const response = await postAsAdmin(document.id, {
      content: 'Clause 2 is settled.',
      shareLinkId: link.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ link: { id: link.id }, isFromStaff: true });
    const seen = (await getAsLink(document.id, 'comments', link.shareToken)).json() as CommentDto[];
    expect(seen).toEqual([expect.objectContaining({ authorName: adminName })]);
    expect(seen[0]).not.toHaveProperty('authorEmail');
  });

  it('list the conversation oldest first, and 404 for an unknown document', async () => {
    const document = await createDocument(t.db);
    await postAsAdmin(document.id, { content: 'First' });
    t.clock.advance(1000);
    await postAsAdmin(document.id, { content: 'Second' });
    const list = (await getAsAdmin(document.id, 'comments')).json() as CommentDto[];
    expect(list.map((comment) => comment.content)).toEqual(['First', 'Second']);
    expect((await getAsAdmin(UNKNOWN_ID, 'comments')).statusCode).toBe(404);
    expect((await postAsAdmin(UNKNOWN_ID, { content: 'Hi' })).statusCode).toBe(404);
  });

  it('can resolve and reopen a comment; link holders cannot', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'comment');
    const comment = (
      await postAsLink(document.id, link.shareToken, { content: 'Typo in 4.1', authorName: 'Dana' })
    ).json() as CommentDto;
    const patch = (isResolved: boolean, extra: object = { headers }) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${comment.id}`,
        payload: { isResolved },
        ...extra,
      });
    expect((await patch(true)).json()).toMatchObject({ id: comment.id, isResolved: true });
    expect((await patch(false)).json()).toMatchObject({ isResolved: false });
    expect((await patch(true, {})).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${UNKNOWN_ID}`,
      headers,
      payload: { isResolved: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/documents/:id/activity', () => {
  it('lists newest first as { id, userName, action, timestamp }, anonymous views as "Someone"', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'comment');
    t.clock.advance(1000);
    await t.app.inject({ url: `/api/shared/${link.shareToken}` });
    t.clock.advance(1000);
    await postAsLink(document.id, link.shareToken, { content: 'Looks fine', authorName: 'Dana' });

    const response = await getAsLink(document.id, 'activity', link.shareToken);
    expect(response.statusCode).toBe(200);
    const feed = response.json() as ActivityDto[];
    // The admin's "shared" entry is a staff action: link holders do not see it.
    expect(feed.map(({ userName, action }) => [userName, action])).toEqual([
      ['Dana', 'commented'],
      ['Someone', 'viewed'],
    ]);
    expect(feed[0]).toEqual({
      id: expect.any(String),
      userName: 'Dana',
      action: 'commented',
      timestamp: new Date(start.getTime() + 2000).toISOString(),
      details: null,
      visitorEmail: null,
    });
    // Addresses stay in the database for admins' records, never in the feed.
    expect(JSON.stringify(feed)).not.toMatch(/127\.0\.0\.1|lightMyRequest/);
    const rows = await t.db
      .select()
      .from(collaborationActivity)
      .where(
        and(
          eq(collaborationActivity.documentId, document.id),
          eq(collaborationActivity.activityType, 'commented'),
        ),
      );
    expect(rows[0]).toMatchObject({ actorName: 'Dana', shareToken: link.shareToken });
  });

  it('honours ?limit= and answers 404 to admins for an unknown document', async () => {
    const document = await createDocument(t.db);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(1000);
      await postAsAdmin(document.id, { content: `Note ${i}` });
    }
    const limited = (await getAsAdmin(document.id, 'activity', '?limit=2')).json() as ActivityDto[];
    expect(limited).toHaveLength(2);
    expect((await getAsAdmin(document.id, 'activity')).json()).toHaveLength(4);
    expect((await getAsAdmin(UNKNOWN_ID, 'activity')).statusCode).toBe(404);
    expect((await getAsAdmin(document.id, 'activity', '?limit=0')).statusCode).toBe(400);
  });

  it('answers 401 without a session or token', async () => {
    const document = await createDocument(t.db);
    const response = await t.app.inject({ url: `/api/documents/${document.id}/activity` });
    expect(response.statusCode).toBe(401);
  });
});

describe('an admin who opens a share link in the same browser', () => {
  it('comments as the link holder with the name they typed, not as the admin', async () => {
    const document = await createDocument(t.db);
    const link = await shareLink(document.id, 'comment');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/comments`,
      headers,
      payload: {
        shareToken: link.shareToken,
        authorName: 'Maya from the hospital',
        content: 'Fine.',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().authorName).toBe('Maya from the hospital');
    expect(response.json().authorName).not.toBe(adminName);
  });
});
