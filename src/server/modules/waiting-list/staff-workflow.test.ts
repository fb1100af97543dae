import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import { PRIORITY_REASON_MESSAGE } from '../../../domain/waiting-list/schemas.ts';
import type { WaitingListPageDto } from '../../../domain/waiting-list/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { outbox } from '../mail/mail.table.ts';
import { waitingList } from './waiting-list.table.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAsNewAdmin>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsNewAdmin(t);
  const forms = {
    ava: k12Form({
      firstName: 'Ava',
      lastName: 'Stone',
      email: 'stone.family@example.org',
      gradeLevel: '3rd-grade',
    }),
    ben: k12Form({ firstName: 'Ben', lastName: 'Okafor', gradeLevel: '3rd-grade' }),
    cleo: k12Form({ firstName: 'Cleo', lastName: 'Park', gradeLevel: 'kindergarten' }),
    dev: k12Form({ firstName: 'Dev', lastName: 'Patel', gradeLevel: '' }),
    eli: bridgeForm({
      firstName: 'Eli',
      lastName: 'Stone',
      programInterest: 'neuroscience-research',
    }),
    fay: bridgeForm({ firstName: 'Fay', lastName: '100%_Real', programInterest: 'undecided' }),
  };
  for (const [key, form] of Object.entries(forms)) {
    ids[key] = (await submitForm(t, form)).json().id;
    t.clock.advance(60_000);
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({
    url: `/api/waiting-list?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WaitingListPageDto;
};
const namesOf = (page: WaitingListPageDto) => page.entries.map((entry) => entry.firstName);
const patch = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/waiting-list/${id}`,
    headers: admin.headers,
    payload,
  });

describe('staff: the list', () => {
  it('refuses every staff route without a session', async () => {
    const id = ids.ava!;
    for (const [method, url] of [
      ['GET', '/api/waiting-list'],
      ['GET', '/api/waiting-list/export.csv'],
      ['GET', `/api/waiting-list/${id}`],
      ['PATCH', `/api/waiting-list/${id}`],
      ['DELETE', `/api/waiting-list/${id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'PATCH' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists waiting entries by campus and place, with counts per campus, grade and program', async () => {
    const page = await list();
    expect(namesOf(page)).toEqual(['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay']);
    expect(page.entries.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 1, 2]);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(page.counts.byCampus).toEqual([
      { campus: 'k12', active: 4, total: 4 },
      { campus: 'bridge', active: 2, total: 2 },
    ]);
    expect(page.counts.byGrade).toContainEqual({ gradeLevel: '3rd-grade', active: 2 });
    expect(page.counts.byGrade).toContainEqual({ gradeLevel: 'kindergarten', active: 1 });
    expect(page.counts.byGrade).toContainEqual({ gradeLevel: '12th-grade', active: 0 });
    expect(page.counts.byGrade.at(-1)).toEqual({ gradeLevel: null, active: 1 });
    expect(page.counts.byGrade[0]?.gradeLevel).toBe('kindergarten');
    expect(page.counts.byProgram).toContainEqual({
      programInterest: 'neuroscience-research',
      active: 1,
    });
    expect(page.counts.byProgram).toHaveLength(9);
  });

  it('filters by campus, status, grade and program, and searches names and email', async () => {
    expect(namesOf(await list('campus=bridge'))).toEqual(['Eli', 'Fay']);
    expect(namesOf(await list('gradeLevel=3rd-grade'))).toEqual(['Ava', 'Ben']);
    expect(namesOf(await list('programInterest=undecided'))).toEqual(['Fay']);
    expect(namesOf(await list('search=stone'))).toEqual(['Ava', 'Eli']);
    expect(namesOf(await list('search=STONE.FAMILY%40example'))).toEqual(['Ava']);
    expect(namesOf(await list('search=ben%20okafor'))).toEqual(['Ben']);
    // % and _ are matched literally.
    expect(namesOf(await list('search=100%25_'))).toEqual(['Fay']);
    expect(namesOf(await list('search=%25'))).toEqual(['Fay']);
    expect(namesOf(await list('campus=k12&search=stone'))).toEqual(['Ava']);
    expect((await list('status=withdrawn')).total).toBe(0);

    const bad = await t.app.inject({
      url: '/api/waiting-list?campus=online&pageSize=500',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['campus', 'pageSize']);
  });

  it('pages through the list', async () => {
    const first = await list('pageSize=4');
    const second = await list('pageSize=4&page=2');
    expect(namesOf(first)).toEqual(['Ava', 'Ben', 'Cleo', 'Dev']);
    expect(namesOf(second)).toEqual(['Eli', 'Fay']);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect((await list('pageSize=4&page=3')).entries).toEqual([]);
  });

  it("leaves each child's student needs out of the list; they are read on the entry's page", async () => {
    const list = await t.app.inject({
      url: '/api/waiting-list?pageSize=100',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const cleo = list.json().entries.find((entry: { id: string }) => entry.id === ids.cleo);
    expect(cleo).toMatchObject({ firstName: 'Cleo' });
    expect(cleo).not.toHaveProperty('studentNeeds');
    expect(list.body).not.toContain('Needs a quiet room for tests.');
  });

  it('shows one entry in full, and a plain 404 for an unknown one', async () => {
    const response = await t.app.inject({
      url: `/api/waiting-list/${ids.cleo}`,
      headers: admin.headers,
    });
    expect(response.json()).toMatchObject({
      firstName: 'Cleo',
      campus: 'k12',
      gradeLevel: 'kindergarten',
      studentNeeds: 'Needs a quiet room for tests.',
      position: 3,
    });
    expect(response.json()).not.toHaveProperty('statusTokenHash');
    expect(response.json()).not.toHaveProperty('ipAddress');
    const missing = await t.app.inject({
      url: '/api/waiting-list/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      'This waiting-list entry was not found. It may have been deleted.',
    );
  });
});

describe('staff: changes', () => {
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));

  it('requires a reason for a priority change and audits who, what and why', async () => {
    const refused = await patch(ids.dev!, { priority: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ reason: [PRIORITY_REASON_MESSAGE] });
    for (const priority of [0, 11, 2.5]) {
      expect((await patch(ids.dev!, { priority, reason: 'x' })).statusCode).toBe(400);
    }

    const response = await patch(ids.dev!, {
      priority: 4,
      status: 'active',
      reason: 'Foster family',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ priority: 4, position: 1 });
    const [entry, ...more] = await auditOf(ids.dev!);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.user.name,
      entity: 'waiting_list',
      details: {
        campus: 'k12',
        changes: { priority: { from: 1, to: 4 } },
        reason: 'Foster family',
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/quiet room|Patel|example\.org/);
  });

  it('changes the status and staff notes, auditing the notes old → new for staff', async () => {
    const response = await patch(ids.ben!, {
      status: 'invited',
      staffNotes: 'Prefers morning calls',
    });
    expect(response.json()).toMatchObject({
      status: 'invited',
      staffNotes: 'Prefers morning calls',
      position: null,
    });
    // A status change alone leaves the notes alone.
    expect(
      (await patch(ids.ben!, { status: 'enrolled', reason: 'Accepted the place' })).json(),
    ).toMatchObject({
      status: 'enrolled',
      staffNotes: 'Prefers morning calls',
    });
    const details = (await auditOf(ids.ben!)).map((entry) => entry.details);
    expect(details).toEqual([
      {
        campus: 'k12',
        changes: {
          status: { from: 'active', to: 'invited' },
          staffNotes: { from: null, to: 'Prefers morning calls' },
        },
        reason: null,
      },
      {
        campus: 'k12',
        changes: { status: { from: 'invited', to: 'enrolled' } },
        reason: 'Accepted the place',
      },
    ]);

    // Clearing the notes; an unchanged value is no change and writes nothing.
    expect((await patch(ids.ben!, { staffNotes: '' })).json().staffNotes).toBeNull();
    expect(await auditOf(ids.ben!)).toHaveLength(3);
    await patch(ids.ben!, { status: 'enrolled' });
    expect(await auditOf(ids.ben!)).toHaveLength(3);

    const bad = await patch(ids.ben!, { status: 'contacted' });
    expect(bad.json().fieldErrors).toEqual({ status: ['Choose a status from the list'] });

    // Closed entries follow the waiting ones, most recently changed first.
    t.clock.advance(60_000);
    await patch(ids.eli!, { status: 'declined' });
    const page = await list();
    expect(namesOf(page).slice(-2)).toEqual(['Eli', 'Ben']);
  });

  it('deletes an entry entirely: the row, its mail and its status link; the audit keeps id and campus', async () => {
    const form = bridgeForm({ studentNeeds: 'Private detail' });
    const { id } = (await submitForm(t, form)).json();
    const token = await statusTokenOf(t, id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(waitingList).where(eq(waitingList.id, id))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.relatedId, id))).toEqual([]);
    expect((await t.app.inject(`/api/waiting-list/status/${token}`)).statusCode).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['create', { campus: 'bridge' }],
      ['delete', { campus: 'bridge' }],
    ]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
