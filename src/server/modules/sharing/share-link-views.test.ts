import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileDocumentIsDeletedBeforeInsertInto } from '../../../../tests/document-deleted-midway.ts';
import { copyOfMigrations } from '../../../../tests/migrations-folder.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { INVALID_SHARE_LINK_MESSAGE, type ShareLinkDto } from '../../../domain/sharing-schemas.ts';
import { PGLITE_OPTIONS, fromPglite } from '../../db/client.ts';
import { createDocument } from '../../demo/factories.ts';
import { collaborationActivity } from '../collaboration/collaboration.table.ts';
import { NEW_VIEWS_FOLDED_AFTER } from './share-link-views.ts';
import { shareLinkNewViews, shareLinkViewTallies } from './sharing.table.ts';

/**
 * A link's view count is its tally plus the views not yet added to it (issue 24). These tests
 * cross the moment the new views are folded into the tally, one at a time and many at once, and
 * check the count against the activity feed, which records every view.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

async function newLink() {
  const document = await createDocument(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${document.id}/share`,
    headers,
    payload: {},
  });
  return { documentId: document.id, token: (response.json() as ShareLinkDto).shareToken };
}

async function viewCount(token: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/shared/${token}` });
  expect(response.statusCode).toBe(200);
  return response.json().shareLink.viewCount as number;
}

async function storedCounts(link: { documentId: string; token: string }) {
  const [tally] = await t.db
    .select({ views: shareLinkViewTallies.views })
    .from(shareLinkViewTallies)
    .where(eq(shareLinkViewTallies.shareToken, link.token));
  const [pending] = await t.db
    .select({ rows: count() })
    .from(shareLinkNewViews)
    .where(eq(shareLinkNewViews.shareToken, link.token));
  const [feed] = await t.db
    .select({ rows: count() })
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.shareToken, link.token),
        eq(collaborationActivity.activityType, 'viewed'),
      ),
    );
  return { tallied: tally?.views ?? null, pending: pending!.rows, viewsInFeed: feed!.rows };
}

describe('view counts kept as a tally and new views', () => {
  it('folds the new views into the tally at the hundredth view, and every count stays exact', async () => {
    const link = await newLink();
    const counts: number[] = [];
    for (let view = 1; view < NEW_VIEWS_FOLDED_AFTER; view++)
      counts.push(await viewCount(link.token));
    expect(await storedCounts(link)).toEqual({ tallied: null, pending: 99, viewsInFeed: 99 });

    counts.push(await viewCount(link.token));
    expect(await storedCounts(link)).toEqual({ tallied: 100, pending: 0, viewsInFeed: 100 });
    counts.push(await viewCount(link.token));
    expect(await storedCounts(link)).toEqual({ tallied: 100, pending: 1, viewsInFeed: 101 });
    expect(counts).toEqual(Array.from({ length: 101 }, (_, index) => index + 1));

    const shares = await t.app.inject({
      url: `/api/documents/${link.documentId}/shares`,
      headers,
    });
    expect((shares.json() as ShareLinkDto[]).map((share) => share.viewCount)).toEqual([101]);
  });

  it('loses and doubles no view when many arrive together across a fold', async () => {
    const link = await newLink();
    for (let view = 1; view <= NEW_VIEWS_FOLDED_AFTER - 5; view++) await viewCount(link.token);
    const together = await Promise.all(Array.from({ length: 30 }, () => viewCount(link.token)));
    expect(Math.min(...together)).toBeGreaterThanOrEqual(96);
    expect(Math.max(...together)).toBeLessThanOrEqual(125);

    expect(await viewCount(link.token)).toBe(126);
    const stored = await storedCounts(link);
    expect(stored.viewsInFeed).toBe(126);
    expect((stored.tallied ?? 0) + stored.pending).toBe(126);
    expect(stored.tallied).toBeGreaterThanOrEqual(NEW_VIEWS_FOLDED_AFTER);
  });
});

describe('a document deleted while its link is being viewed', () => {
  async function expectLinkGone(token: string) {
    const response = await t.app.inject({ url: `/api/shared/${token}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INVALID_SHARE_LINK_MESSAGE);
  }

  it("answers that the link no longer works, not a server error, when the view's rows cannot be written", async () => {
    const link = await newLink();
    await whileDocumentIsDeletedBeforeInsertInto(
      t.db,
      'collaboration_activity',
      link.documentId,
      async () => {
        await expectLinkGone(link.token);
      },
    );
    // Here the deletion went back with the failed statement: the link works on, nothing broken
    // (on the embedded database a failed query once broke every prepared statement after it).
    expect(await viewCount(link.token)).toBe(1);
  });

  it('answers the same when the views are being added to the tally', async () => {
    const link = await newLink();
    for (let view = 1; view < NEW_VIEWS_FOLDED_AFTER; view++) await viewCount(link.token);
    await whileDocumentIsDeletedBeforeInsertInto(
      t.db,
      'share_link_view_tallies',
      link.documentId,
      async () => {
        await expectLinkGone(link.token);
      },
    );
    // The hundredth view was recorded before its fold failed; the next one folds all of them.
    expect(await viewCount(link.token)).toBe(NEW_VIEWS_FOLDED_AFTER + 1);
    expect(await storedCounts(link)).toMatchObject({ tallied: 101, pending: 0 });
  });
});

describe('migration 0020: each existing link starts with its tally', () => {
  const TALLIES_MIGRATION = 20;

  it('counts the viewed rows of each link, and only those', async () => {
    const handle = fromPglite(await PGlite.create(PGLITE_OPTIONS), 'migration test in memory');
    const before = copyOfMigrations(TALLIES_MIGRATION);
    const now = copyOfMigrations();
    try {
      const { db } = handle;
      await migrate(db as unknown as PgliteDatabase, { migrationsFolder: before });
      const document = await createDocument(db);
      await db.execute(sql`insert into share_links (document_id, share_token)
        values (${document.id}, 'seen-three-times'), (${document.id}, 'never-seen')`);
      await db.execute(sql`insert into collaboration_activity (document_id, share_token, activity_type)
        values (${document.id}, 'seen-three-times', 'viewed'),
          (${document.id}, 'seen-three-times', 'viewed'),
          (${document.id}, 'seen-three-times', 'viewed'),
          (${document.id}, 'seen-three-times', 'downloaded'),
          (${document.id}, 'deactivated-and-gone', 'viewed'),
          (${document.id}, null, 'commented')`);

      await migrate(db as unknown as PgliteDatabase, { migrationsFolder: now });
      const tallies = await db
        .select()
        .from(shareLinkViewTallies)
        .orderBy(shareLinkViewTallies.shareToken);
      expect(tallies).toEqual([{ shareToken: 'seen-three-times', views: 3 }]);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
      rmSync(now, { recursive: true, force: true });
    }
  });
});
