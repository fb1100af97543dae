import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { ActivityDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const post = (url: string, payload: object, withAdmin = true) =>
  t.app.inject({ method: 'POST', url, payload, ...(withAdmin ? { headers } : {}) });
const activity = async (url: string, extraHeaders: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers: extraHeaders })).json() as ActivityDto[];
const actionsOf = (entries: ActivityDto[]) => entries.map((entry) => entry.action).sort();

/** The partner sees what partners do, not what staff do. */
describe('GET /api/documents/:id/activity with a share token', () => {
  it('shows views, comments, edits and downloads, not staff actions such as revoked access', async () => {
    const document = await createDocument(t.db);
    const id = document.id;
    const link = (
      await post(`/api/documents/${id}/share`, { accessLevel: 'edit' })
    ).json() as ShareLinkDto;
    const other = (
      await post(`/api/documents/${id}/share`, { accessLevel: 'view' })
    ).json() as ShareLinkDto;
    await post(`/api/documents/${id}/invite`, { email: 'kim@partner.example.org' });
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${other.id}`, headers });
    // What the partner does through the link.
    await t.app.inject({ url: `/api/shared/${link.shareToken}` });
    await t.app.inject({ url: `/api/shared/${link.shareToken}/download` });
    await post(
      `/api/documents/${id}/comments`,
      { content: 'Looks good.', authorName: 'Ada', shareToken: link.shareToken },
      false,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/shared/${link.shareToken}/content`,
      payload: { content: 'New text.', authorName: 'Ada' },
    });

    const forPartner = await activity(
      `/api/documents/${id}/activity?shareToken=${link.shareToken}`,
    );
    expect(actionsOf(forPartner)).toEqual(['commented', 'downloaded', 'edited', 'viewed']);
    // Staff still see everything, in the admin panel.
    expect(actionsOf(await activity(`/api/documents/${id}/activity`, headers))).toEqual([
      'commented',
      'downloaded',
      'edited',
      'invited',
      'revoked',
      'shared',
      'shared',
      'shared',
      'viewed',
    ]);
    // The same link read by a signed-in admin on the shared page is still the partner's view.
    expect(
      actionsOf(
        await activity(`/api/documents/${id}/activity?shareToken=${link.shareToken}`, headers),
      ),
    ).toEqual(['commented', 'downloaded', 'edited', 'viewed']);
  });

  it('fills the limit with partner entries, not with hidden staff ones', async () => {
    const document = await createDocument(t.db);
    const link = (
      await post(`/api/documents/${document.id}/share`, { accessLevel: 'view' })
    ).json() as ShareLinkDto;
    await t.app.inject({ url: `/api/shared/${link.shareToken}` });
    t.clock.advance(1000);
    for (let index = 0; index < 3; index += 1) {
      await post(`/api/documents/${document.id}/share`, { accessLevel: 'view' });
    }
    const entries = await activity(
      `/api/documents/${document.id}/activity?shareToken=${link.shareToken}&limit=1`,
    );
    expect(actionsOf(entries)).toEqual(['viewed']);
  });
});
