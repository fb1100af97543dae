import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { DOCUMENT_STATUSES } from '../../domain/documents.ts';
import { partners } from '../modules/partners/partners.table.ts';
import { seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

describe('seedDemoData', () => {
  it('fills an empty database with about a dozen NDAs in every status, once', async () => {
    expect(await seedDemoData({ db: t.db, now: t.clock.now() })).toBe(true);
    expect(await seedDemoData({ db: t.db, now: t.clock.now() })).toBe(false);

    expect(await t.db.select().from(partners)).toHaveLength(3);
    const list = await t.app.inject({ url: '/api/documents?limit=200', headers });
    const documents = list.json() as { status: string; partner: { companyName: string } }[];
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documents.map((document) => document.status))).toEqual(
      new Set(DOCUMENT_STATUSES),
    );
    expect(new Set(documents.map((document) => document.partner.companyName)).size).toBe(3);

    const stats = await t.app.inject({ url: '/api/dashboard/stats', headers });
    expect(stats.json()).toMatchObject({ totalNDAs: documents.length, expiringSoon: 2 });
    const expiring = await t.app.inject({
      url: '/api/documents?expiringWithinDays=30',
      headers,
    });
    expect(expiring.headers['x-total-count']).toBe('2');

    const waiting = (await t.app.inject({ url: '/api/waiting-list', headers })).json() as {
      counts: { byCampus: { campus: string; active: number; total: number }[] };
      entries: { status: string }[];
    };
    for (const campus of waiting.counts.byCampus) expect(campus.active).toBeGreaterThanOrEqual(2);
    expect(new Set(waiting.entries.map((entry) => entry.status)).size).toBeGreaterThanOrEqual(4);
  });
});
