import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import type { PartnerDetailDto, PartnerDto } from '../../../domain/partners/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';

/** A partner with NDAs can be archived, and restored. */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listedIds = async (url: string) =>
  ((await api('GET', url)).json() as PartnerDto[]).map((partner) => partner.id);

describe('archiving a partner', () => {
  it('hides a partner with NDAs from the pickers, keeps its history, and restores it', async () => {
    const partner = await createPartner(t.db, { companyName: 'Archived Robotics' });
    const document = await createDocument(t.db, { partnerId: partner.id, status: 'completed' });

    const archived = await api('POST', `/api/partners/${partner.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      id: partner.id,
      archivedAt: t.clock.now().toISOString(),
    });

    // Gone from the list the pickers read; listed with the archived ones.
    expect(await listedIds('/api/partners')).not.toContain(partner.id);
    expect(await listedIds('/api/partners?status=archived')).toEqual([partner.id]);
    // Its page says so and still lists its NDAs, which stay in the documents list.
    const detail = (await api('GET', `/api/partners/${partner.id}`)).json() as PartnerDetailDto;
    expect(detail.archivedAt).toBe(t.clock.now().toISOString());
    expect(detail.documents.map((item) => item.id)).toEqual([document.id]);
    const documents = (
      await api('GET', `/api/documents?partnerId=${partner.id}`)
    ).json() as DocumentListItemDto[];
    expect(documents.map((item) => item.id)).toEqual([document.id]);

    // No new NDA with an archived partner.
    const refused = await api('POST', '/api/documents', {
      title: 'One more NDA',
      partnerId: partner.id,
      content: 'Text.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      partnerId: ['This partner is archived. Restore it on its page to use it in a new NDA.'],
    });

    // Archiving again changes nothing.
    t.clock.advance(60_000);
    const again = await api('POST', `/api/partners/${partner.id}/archive`);
    expect(again.json().archivedAt).toBe(archived.json().archivedAt);

    const restored = await api('POST', `/api/partners/${partner.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect(await listedIds('/api/partners')).toContain(partner.id);

    const audit = (await api('GET', `/api/audit?entity=partner&entityId=${partner.id}`)).json() as {
      action: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['restore', 'archive']);
  });

  it('suggests archiving when a partner with NDAs cannot be deleted', async () => {
    const partner = await createPartner(t.db);
    await createDocument(t.db, { partnerId: partner.id });
    const response = await api('DELETE', `/api/partners/${partner.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'This partner still has 1 NDA, so it cannot be deleted. Archive it instead: it leaves ' +
        'the partner lists and keeps its NDAs and history.',
    });
  });

  it('answers 404 for an unknown partner', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api('POST', `/api/partners/${unknown}/archive`)).statusCode).toBe(404);
    expect((await api('POST', `/api/partners/${unknown}/restore`)).statusCode).toBe(404);
  });
});
