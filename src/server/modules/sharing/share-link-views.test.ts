import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileDocumentIsDeletedBeforeInsertInto } from '../../../../tests/document-deleted-midway.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { INVALID_SHARE_LINK_MESSAGE } from '../../../domain/sharing/schemas.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { collaborationActivity } from '../collaboration/public.ts';

/**
 * A link's view count is the number of its viewed rows in the activity feed (ADR 041). These
 * tests check that each answer counts its own view with those before it, one at a time and many
 * at once, and that the staff's list of links shows the same number.
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

async function viewsInFeed(token: string): Promise<number> {
  const [feed] = await t.db
    .select({ rows: count() })
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.shareToken, token),
        eq(collaborationActivity.activityType, 'viewed'),
      ),
    );
  return feed!.rows;
}

async function staffViewCounts(documentId: string): Promise<number[]> {
  const shares = await t.app.inject({ url: `/api/documents/${documentId}/shares`, headers });
  return (shares.json() as ShareLinkDto[]).map((share) => share.viewCount);
}

describe('view counts', () => {
  it('counts each view with those before it, as the feed and the staff list do', async () => {
    const link = await newLink();
    const counts: number[] = [];
    for (let view = 1; view <= 12; view++) counts.push(await viewCount(link.token));
    expect(counts).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(await viewsInFeed(link.token)).toBe(12);
    expect(await staffViewCounts(link.documentId)).toEqual([12]);
  });

  it('loses and doubles no view when many arrive together', async () => {
    const link = await newLink();
    for (let view = 1; view <= 5; view++) await viewCount(link.token);
    const together = await Promise.all(Array.from({ length: 30 }, () => viewCount(link.token)));
    // Each answer counts its own view and some of the others, never more than all of them.
    expect(Math.min(...together)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...together)).toBeLessThanOrEqual(35);

    expect(await viewCount(link.token)).toBe(36);
    expect(await viewsInFeed(link.token)).toBe(36);
    expect(await staffViewCounts(link.documentId)).toEqual([36]);
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
});
