import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { recordAudit } from './audit.service.ts';

let t: TestApp;
let headers: Record<string, string>;
const actor = { id: null, name: 'Audit Tester' };
beforeAll(async () => {
  t = await createTestApp();
  // Later than anything stamped by the database's own clock (the new admin's creation entry).
  t.clock.set(new Date('2099-01-01T09:00:00Z'));
  headers = (await signInAsNewAdmin(t)).headers;
  // 60 entries about two records, a minute apart, after everything the sign-in wrote.
  for (let i = 0; i < 60; i++) {
    t.clock.advance(60_000);
    await recordAudit({
      db: t.db,
      actor,
      action: 'update',
      entity: 'template',
      entityId: i % 2 === 0 ? 'even' : 'odd',
      details: { index: i },
      at: t.clock.now(),
    });
  }
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
const indexes = (entries: AuditEntryDto[]) => entries.map((entry) => entry.details?.index);

describe('GET /api/audit', () => {
  it('answers the newest 50 entries first by default, as DTOs with ISO times', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const entries = response.json() as AuditEntryDto[];
    expect(entries).toHaveLength(50);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      actorName: 'Audit Tester',
      action: 'update',
      entity: 'template',
      entityId: 'odd',
      details: { index: 59 },
      at: t.clock.now().toISOString(),
    });
    expect(indexes(entries).slice(0, 3)).toEqual([59, 58, 57]);
  });

  it('filters by entity and entity id and pages with limit and offset', async () => {
    const response = await list('?entity=template&entityId=even&limit=5&offset=2');
    expect(indexes(response.json())).toEqual([54, 52, 50, 48, 46]);
    // The number of all matches, for "Showing 3–7 of 30"; the body stays a plain array.
    expect(response.headers['x-total-count']).toBe('30');
    const all = (await list('?entity=template&limit=200')).json();
    expect(all).toHaveLength(60);
    expect((await list('?entity=nothing-like-this')).json()).toEqual([]);
  });

  it('answers 400 with field messages for a limit outside 1..200 or a bad offset', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=ten', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1.5', 'offset'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fieldErrors), query).toEqual([field]);
    }
    expect((await list('?limit=0')).json().fieldErrors.limit).toEqual(['Ask for at least 1 entry']);
  });
});
