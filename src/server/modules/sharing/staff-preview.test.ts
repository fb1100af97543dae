import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { SharedDocumentDto, ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { ndaDocuments } from '../documents/public.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const share = async (documentId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/share`,
      headers,
      payload: { accessLevel: 'comment' },
    })
  ).json() as ShareLinkDto;
const statusOf = async (documentId: string) =>
  (await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, documentId)))[0]!;
/** The count staff see in the document's list of links. */
const viewCountOf = async (link: ShareLinkDto) =>
  (
    (
      await t.app.inject({ url: `/api/documents/${link.documentId}/shares`, headers })
    ).json() as ShareLinkDto[]
  ).find((listed) => listed.id === link.id)!.viewCount;
const recorded = (documentId: string, type: 'viewed' | 'downloaded') =>
  t.db
    .select()
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.documentId, documentId),
        eq(collaborationActivity.activityType, type),
      ),
    );

/** An admin looking is not the partner looking. */
describe('an admin opening a share link while signed in', () => {
  it('does not count a view, log "Someone viewed" or move a sent NDA to viewed', async () => {
    const document = await createDocument(t.db, { status: 'sent', sentAt: t.clock.now() });
    const link = await share(document.id);

    // The shared page sends the stored admin token with every API call (lib/api-request.ts).
    const preview = await t.app.inject({ url: `/api/shared/${link.shareToken}`, headers });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as SharedDocumentDto;
    expect(body.document.status).toBe('sent');
    expect(body.shareLink.viewCount).toBe(0);
    expect(body.isStaffPreview).toBe(true);
    expect(await statusOf(document.id)).toMatchObject({ status: 'sent', viewedAt: null });
    expect(await viewCountOf(link)).toBe(0);
    expect(await recorded(document.id, 'viewed')).toEqual([]);

    // The partner's own visit, without the token, is counted.
    const visit = await t.app.inject({ url: `/api/shared/${link.shareToken}` });
    const seen = visit.json() as SharedDocumentDto;
    expect(seen.document.status).toBe('viewed');
    expect(seen.shareLink.viewCount).toBe(1);
    expect(seen.isStaffPreview).toBeUndefined();
    expect(await statusOf(document.id)).toMatchObject({
      status: 'viewed',
      viewedAt: t.clock.now(),
    });
    expect(await recorded(document.id, 'viewed')).toHaveLength(1);
  });

  it('does not record the download as the partner downloading', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    const download = await t.app.inject({
      url: `/api/shared/${link.shareToken}/download`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(await recorded(document.id, 'downloaded')).toEqual([]);
    await t.app.inject({ url: `/api/shared/${link.shareToken}/download` });
    expect(await recorded(document.id, 'downloaded')).toHaveLength(1);
  });

  it('counts the view of a visitor whose stored token is no longer a valid session', async () => {
    const document = await createDocument(t.db, { status: 'sent', sentAt: t.clock.now() });
    const link = await share(document.id);
    const stale = { authorization: `Bearer ${'x'.repeat(43)}` };
    const response = await t.app.inject({ url: `/api/shared/${link.shareToken}`, headers: stale });
    expect(response.statusCode).toBe(200);
    expect((response.json() as SharedDocumentDto).document.status).toBe('viewed');
    expect(await viewCountOf(link)).toBe(1);
  });

  it('still refuses a deactivated link, signed in or not', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${link.id}`, headers });
    expect(
      (await t.app.inject({ url: `/api/shared/${link.shareToken}`, headers })).statusCode,
    ).toBe(404);
  });
});
