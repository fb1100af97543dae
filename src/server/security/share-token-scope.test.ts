import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../../tests/security/route-catalog.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import type { ShareLinkDto } from '../../domain/sharing/dtos.ts';
import { createDocument } from '../demo/factories.ts';

/**
 * A share link opens one document. Every public route that takes a document id and a share
 * token (found in the route table, so a new one is covered by default) refuses the token of
 * another document, and the token-only routes reach their own document and nothing else.
 */
let t: TestApp;
let headers: Record<string, string>;
let documentA: { id: string; title: string };
let documentB: { id: string; title: string };
let linkA: ShareLinkDto;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  documentA = await createDocument(t.db, { title: 'Document A', content: 'Text of A.' });
  documentB = await createDocument(t.db, { title: 'Document B', content: 'Secret text of B.' });
  // An edit link: the widest access there is, so a refusal can only be about the document.
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentA.id}/share`,
    headers,
    payload: { accessLevel: 'edit', expiresAt: null },
  });
  linkA = response.json() as ShareLinkDto;
});
afterAll(() => t.close());

/** The same request a link holder would send, with the token where that method carries it. */
function asLinkHolder(method: string, url: string, documentId: string) {
  const path = url.replace(':id', documentId);
  const body = { shareToken: linkA.shareToken, content: 'Hello', authorName: 'Visitor' };
  return ['GET', 'HEAD'].includes(method)
    ? t.app.inject({ method: method as 'GET', url: `${path}?shareToken=${linkA.shareToken}` })
    : t.app.inject({ method: method as 'POST', url: path, payload: body });
}

describe('a share token of document A', () => {
  it('is refused for document B on every route that takes an id and a token', async () => {
    const routes = (await listRoutes(t.app)).filter(
      (route) => route.isPublic && route.params.includes('id'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const { method, url } of routes) {
      const own = await asLinkHolder(method, url, documentA.id);
      expect(own.statusCode, `${method} ${url} for its own document`).toBeLessThan(300);
      const other = await asLinkHolder(method, url, documentB.id);
      expect(other.statusCode, `${method} ${url} for another document`).toBe(403);
      expect(other.body).not.toContain('Document B');
      expect(other.body).not.toContain('Secret text of B');
    }
  });

  it('reads, downloads and edits document A only through the token-only routes', async () => {
    const view = await t.app.inject(`/api/shared/${linkA.shareToken}`);
    expect(view.json()).toMatchObject({ document: { id: documentA.id, content: 'Text of A.' } });
    expect(view.body).not.toContain('Secret text of B');

    const download = await t.app.inject(`/api/shared/${linkA.shareToken}/download`);
    expect(download.headers['content-disposition']).toContain('Document_A.docx');

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/shared/${linkA.shareToken}/content`,
      payload: { content: 'Edited through the link of A.', authorName: 'Visitor' },
    });
    expect(edit.statusCode).toBeLessThan(300);
    const b = await t.app.inject({ url: `/api/documents/${documentB.id}`, headers });
    expect(b.json()).toMatchObject({ content: 'Secret text of B.' });
  });

  it('opens nothing on the admin routes of any document', async () => {
    for (const url of [`/api/documents/${documentA.id}`, `/api/documents/${documentB.id}`]) {
      const response = await t.app.inject({
        url,
        headers: { authorization: `Bearer ${linkA.shareToken}` },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
