import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';

/**
 * The staff history of an entry says what
 * changed, old → new (status, priority, staff notes), with who, when and why. Notes may hold
 * private text: staff see it in the history (they can read the notes anyway), the server's logs
 * never do, and deleting the entry on the family's request takes it out of the history too.
 */
const lines: string[] = [];
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAsNewAdmin>>;
beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, { logger });
  admin = await signInAsNewAdmin(t);
});
afterAll(() => t.close());

const FIRST_NOTE = 'Mother works nights; call after 4 pm.';
const SECOND_NOTE = 'Tour booked. Father prefers Spanish.';

const patch = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/waiting-list/${id}`,
    headers: admin.headers,
    payload,
  });

async function historyOf(id: string): Promise<AuditEntryDto[]> {
  const response = await t.app.inject({
    url: `/api/audit?entity=waiting_list&entityId=${id}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the history of a waiting-list entry', () => {
  it('shows each change as old → new, with who, when and why; the notes stay out of the logs', async () => {
    const { id } = (await submitForm(t, k12Form())).json();

    t.clock.advance(60_000);
    const firstAt = t.clock.now().toISOString();
    const first = await patch(id, {
      status: 'invited',
      priority: 3,
      staffNotes: FIRST_NOTE,
      reason: 'Sibling already enrolled',
    });
    expect(first.statusCode, first.body).toBe(200);

    t.clock.advance(60_000);
    const secondAt = t.clock.now().toISOString();
    expect((await patch(id, { staffNotes: SECOND_NOTE })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await patch(id, { staffNotes: '' })).statusCode).toBe(200);

    const [cleared, second, changed] = await historyOf(id);
    expect(changed).toMatchObject({
      action: 'update',
      actorName: admin.user.name,
      at: firstAt,
      details: {
        campus: 'k12',
        changes: {
          status: { from: 'active', to: 'invited' },
          priority: { from: 1, to: 3 },
          staffNotes: { from: null, to: FIRST_NOTE },
        },
        reason: 'Sibling already enrolled',
      },
    });
    expect(second).toMatchObject({
      at: secondAt,
      details: { changes: { staffNotes: { from: FIRST_NOTE, to: SECOND_NOTE } }, reason: null },
    });
    expect(cleared!.details).toMatchObject({
      changes: { staffNotes: { from: SECOND_NOTE, to: null } },
    });

    const log = lines.join('');
    expect(log).toContain('/api/waiting-list/');
    for (const secret of [FIRST_NOTE, SECOND_NOTE, 'works nights', 'prefers Spanish']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('forgets the notes in the history when the entry is deleted; the rest stays', async () => {
    const { id } = (await submitForm(t, k12Form())).json();
    t.clock.advance(60_000);
    await patch(id, { staffNotes: FIRST_NOTE, priority: 2, reason: 'Foster family' });
    t.clock.advance(60_000);
    await patch(id, { staffNotes: SECOND_NOTE });
    t.clock.advance(60_000);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(asc(auditLog.at));
    expect(JSON.stringify(rows)).not.toMatch(/works nights|Tour booked/);
    expect(rows.map((row) => [row.action, row.details])).toEqual([
      ['create', { campus: 'k12' }],
      [
        'update',
        {
          campus: 'k12',
          changes: { priority: { from: 1, to: 2 }, staffNotes: 'changed' },
          reason: 'Foster family',
        },
      ],
      ['update', { campus: 'k12', changes: { staffNotes: 'changed' }, reason: null }],
      ['delete', { campus: 'k12' }],
    ]);
  });
});
