import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ url: `/api/documents?${query}`, headers });
const titles = (response: { json(): unknown }) =>
  (response.json() as { title: string }[]).map((item) => item.title);
const minutesLater = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 9, minutes));

describe('GET /api/documents', () => {
  it('answers the spec array, newest first, with the nested partner and X-Total-Count', async () => {
    const partner = await createPartner(t.db, { companyName: 'Ordering Labs' });
    for (const [minute, title] of ['First', 'Second', 'Third'].entries()) {
      await createDocument(t.db, { partnerId: partner.id, title, createdAt: minutesLater(minute) });
    }
    const response = await list(`partnerId=${partner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(titles(response)).toEqual(['Third', 'Second', 'First']);
    const [first] = response.json();
    expect(first).toMatchObject({
      status: 'draft',
      partnerId: partner.id,
      partner: { id: partner.id, companyName: 'Ordering Labs' },
      createdAt: '2026-01-15T09:02:00.000Z',
      effectiveDate: '2026-01-15',
      expirationDate: '2027-01-15',
    });
    expect(first).not.toHaveProperty('content');
  });

  it('searches the title or the partner company, case-insensitively', async () => {
    const hospital = await createPartner(t.db, { companyName: 'Zephyr Pediatric Hospital' });
    const other = await createPartner(t.db, { companyName: 'Quiet Partner' });
    await createDocument(t.db, { partnerId: hospital.id, title: 'Therapy study' });
    await createDocument(t.db, { partnerId: other.id, title: 'ZEPHYR wind tunnel' });
    await createDocument(t.db, { partnerId: other.id, title: 'Unrelated' });

    const response = await list('q=zephyr');
    expect(response.headers['x-total-count']).toBe('2');
    expect(titles(response).sort()).toEqual(['Therapy study', 'ZEPHYR wind tunnel']);
    expect(titles(await list('q=%20pediatric%20'))).toEqual(['Therapy study']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await createDocument(t.db, { title: 'Growth 100% plan' });
    await createDocument(t.db, { title: 'Growth 1000 plan' });
    expect(titles(await list('q=100%25'))).toEqual(['Growth 100% plan']);
    expect(titles(await list('q=growth_1'))).toEqual([]);
  });

  it('filters by status', async () => {
    const partner = await createPartner(t.db);
    await createDocument(t.db, { partnerId: partner.id, title: 'A draft', status: 'draft' });
    await createDocument(t.db, { partnerId: partner.id, title: 'A signed', status: 'completed' });
    const completed = await list(`partnerId=${partner.id}&status=completed`);
    expect(titles(completed)).toEqual(['A signed']);
    expect(completed.headers['x-total-count']).toBe('1');
    expect((await list(`partnerId=${partner.id}&status=all`)).headers['x-total-count']).toBe('2');
  });

  it('filters the NDAs whose term ends within N days, leaving out expired ones', async () => {
    const partner = await createPartner(t.db);
    const ending = (title: string, expirationDate: string, status = 'completed' as const) =>
      createDocument(t.db, {
        partnerId: partner.id,
        title,
        effectiveDate: '2025-01-01',
        expirationDate,
        status,
      });
    await ending('Ends today', '2026-01-15');
    await ending('Ends in 30 days', '2026-02-14');
    await ending('Ends in 31 days', '2026-02-15');
    await ending('Ended yesterday', '2026-01-14');
    await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Marked expired',
      effectiveDate: '2025-01-01',
      expirationDate: '2026-01-20',
      status: 'expired',
    });
    const response = await list(`partnerId=${partner.id}&expiringWithinDays=30`);
    expect(titles(response).sort()).toEqual(['Ends in 30 days', 'Ends today']);
  });

  it('pages with limit and offset; X-Total-Count stays the number of all matches', async () => {
    const partner = await createPartner(t.db);
    for (let minute = 0; minute < 5; minute += 1) {
      await createDocument(t.db, {
        partnerId: partner.id,
        title: `Page item ${minute}`,
        createdAt: minutesLater(30 + minute),
      });
    }
    const first = await list(`partnerId=${partner.id}&limit=2`);
    const second = await list(`partnerId=${partner.id}&limit=2&offset=2`);
    const last = await list(`partnerId=${partner.id}&limit=2&offset=4`);
    expect(titles(first)).toEqual(['Page item 4', 'Page item 3']);
    expect(titles(second)).toEqual(['Page item 2', 'Page item 1']);
    expect(titles(last)).toEqual(['Page item 0']);
    for (const page of [first, second, last]) expect(page.headers['x-total-count']).toBe('5');
  });

  it('pages a search: each match once, newest first, ties by id, the same total on every page', async () => {
    const both = await createPartner(t.db, { companyName: 'Quasar Robotics' });
    const other = await createPartner(t.db, { companyName: 'Plain Partner' });
    const sameInstant = minutesLater(50);
    // Title and company both match: listed and counted once.
    const twice = await createDocument(t.db, {
      partnerId: both.id,
      title: 'Quasar pilot',
      createdAt: sameInstant,
    });
    const byCompany = await createDocument(t.db, {
      partnerId: both.id,
      title: 'Sensor loan',
      createdAt: sameInstant,
    });
    const byTitle = await createDocument(t.db, {
      partnerId: other.id,
      title: 'QUASAR telescope time',
      createdAt: minutesLater(49),
    });
    await createDocument(t.db, { partnerId: other.id, title: 'Not this one' });

    const pages = [0, 1, 2, 3].map((offset) => list(`q=quasar&limit=1&offset=${offset}`));
    const answered = await Promise.all(pages);
    const tieOrder = [twice, byCompany].sort((a, b) => (a.id < b.id ? 1 : -1));
    expect(answered.map((page) => titles(page))).toEqual([
      [tieOrder[0]!.title],
      [tieOrder[1]!.title],
      [byTitle.title],
      [],
    ]);
    for (const page of answered) expect(page.headers['x-total-count']).toBe('3');
    const all = await list('q=quasar');
    expect(all.json()[0]).toMatchObject({
      partnerId: both.id,
      partner: { id: both.id, companyName: 'Quasar Robotics' },
      createdAt: '2026-01-15T09:50:00.000Z',
    });
  });

  it('answers an empty page and a total of 0 when a search matches nothing', async () => {
    const response = await list('q=nothing-has-this-name');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers 400 for a bad query', async () => {
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'status=archived', 'partnerId=x']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain('in the querystring');
    }
  });
});
