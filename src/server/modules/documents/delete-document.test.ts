import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument } from '../../demo/factories.ts';
import { shareLinks } from '../sharing/public.ts';

/** A draft NDA can be deleted; nothing else can: the rest is the record of what was agreed. */

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

const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers });

describe('DELETE /api/documents/:id', () => {
  it('deletes a draft with its links, and records who deleted which title', async () => {
    const draft = await createDocument(t.db, { title: 'Abandoned pilot NDA' });
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${draft.id}/share`,
      headers,
      payload: {},
    });
    t.clock.advance(1000);
    const response = await remove(draft.id);
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/documents/${draft.id}`, headers })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.documentId, draft.id))).toEqual(
      [],
    );
    const [entry] = (
      await t.app.inject({ url: `/api/audit?entity=document&entityId=${draft.id}`, headers })
    ).json();
    expect(entry).toMatchObject({
      actorName: adminName,
      action: 'delete',
      details: { title: 'Abandoned pilot NDA', partnerId: draft.partnerId },
    });
  });

  it('answers 409 for any NDA that is not a draft, and keeps it', async () => {
    for (const status of ['sent', 'viewed', 'pending', 'completed', 'expired'] as const) {
      const document = await createDocument(t.db, { status });
      const response = await remove(document.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Only drafts can be deleted\. This NDA is already /);
      expect(
        (await t.app.inject({ url: `/api/documents/${document.id}`, headers })).statusCode,
      ).toBe(200);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(400);
  });
});
