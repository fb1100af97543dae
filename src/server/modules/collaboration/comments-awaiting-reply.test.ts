import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { createDocument } from '../../demo/factories.ts';
import { commentsAwaitingReply } from './comments-awaiting-reply.ts';

/**
 * "Comments waiting for a reply" (ADR 053): an outside party's conversation whose newest comment
 * is theirs and open (ADR 029). A staff reply, or resolving it, answers it; staff notes never do.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const tick = () => t.clock.advance(1000);

async function sharedDocument(title: string) {
  const document = await createDocument(t.db, { title });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents/share/healthcare',
    headers,
    payload: {
      documentId: document.id,
      accessLevel: 'comment',
      organizationType: 'hospital',
      recipient: 'Dr. Maya Patel',
    },
  });
  expect(response.statusCode).toBe(201);
  return { document, link: response.json<ShareLinkDto>() };
}

async function post(documentId: string, payload: object, asStaff: boolean) {
  tick();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/comments`,
    headers: asStaff ? headers : {},
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CommentDto>();
}
const asPartner = (documentId: string, link: ShareLinkDto, content: string) =>
  post(documentId, { shareToken: link.shareToken, authorName: 'Dr. Maya Patel', content }, false);

const itemsOf = async (documentId: string) =>
  (await commentsAwaitingReply({ db: t.db, now: t.clock.now() })).filter(
    (item) => item.reply?.documentId === documentId,
  );
const staffList = async (documentId: string) => {
  const response = await t.app.inject({ url: `/api/documents/${documentId}/comments`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<CommentDto[]>();
};

describe('comments waiting for a reply', () => {
  it('lists the partner comment until staff reply, and again when the partner writes back', async () => {
    const { document, link } = await sharedDocument('Hospital NDA');
    const first = await asPartner(document.id, link, 'Clause 4 must  cover\ntherapy notes.');
    const [item] = await itemsOf(document.id);
    expect(item).toEqual({
      key: `comment-awaiting-reply:${link.id}:${first.id}`,
      kind: 'comment-awaiting-reply',
      targetId: first.id,
      title: 'Dr. Maya Patel — Hospital NDA',
      detail: expect.stringMatching(
        /^"Clause 4 must cover therapy notes\.", [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T$/,
      ),
      since: first.createdAt,
      href: `/admin/documents/${document.id}/comments`,
      reply: { documentId: document.id, shareLinkId: link.id },
    } satisfies TodayItemDto);
    // The staff list marks the same comment, by the same condition.
    expect((await staffList(document.id)).map((c) => [c.id, c.awaitingReply])).toEqual([
      [first.id, true],
    ]);

    // The reply the Today page sends: { content, shareLinkId } from the item's reply target.
    await post(
      document.id,
      { content: 'Added in clause 4.', shareLinkId: item!.reply!.shareLinkId },
      true,
    );
    expect(await itemsOf(document.id)).toEqual([]);
    expect((await staffList(document.id)).every((c) => c.awaitingReply === false)).toBe(true);

    const again = await asPartner(document.id, link, 'x'.repeat(300));
    const [back] = await itemsOf(document.id);
    expect(back!.key).toBe(`comment-awaiting-reply:${link.id}:${again.id}`);
    expect(back!.key).not.toBe(item!.key);
    expect(back!.detail).toMatch(new RegExp(`^"${'x'.repeat(139)}…", `));
  });

  it('drops a conversation once its newest comment is resolved', async () => {
    const { document, link } = await sharedDocument('Resolved NDA');
    const comment = await asPartner(document.id, link, 'Can we sign next week?');
    expect(await itemsOf(document.id)).toHaveLength(1);
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${comment.id}`,
      headers,
      payload: { isResolved: true },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await itemsOf(document.id)).toEqual([]);
  });

  it('never lists staff-only notes, nor a conversation a note follows', async () => {
    const { document, link } = await sharedDocument('Notes NDA');
    await post(document.id, { content: 'Legal has not seen this yet.' }, true);
    expect(await itemsOf(document.id)).toEqual([]);
    const comment = await asPartner(document.id, link, 'Any news?');
    // A staff-only note is no reply: the partner still waits.
    await post(document.id, { content: 'Ask legal first.' }, true);
    expect((await itemsOf(document.id)).map((item) => item.targetId)).toEqual([comment.id]);

    const response = await t.app.inject({ url: '/api/comments/awaiting-reply', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<TodayItemDto[]>()).toEqual(
      await commentsAwaitingReply({ db: t.db, now: t.clock.now() }),
    );
  });
});
