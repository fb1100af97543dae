import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, statusTokenOf, submitForm } from '../../../../tests/waiting-list-helpers.ts';

const lines: string[] = [];
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, { logger });
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const NEEDS = 'Autism diagnosis; needs a visual schedule';
const EMAIL = 'private.parent@example.org';
const PHONE = '(555) 010-4242';
const PARENT = 'Genevieve Quartermaine';

describe('logs', () => {
  it('never hold the student needs, contact details, search terms or status tokens', async () => {
    const form = k12Form({
      studentNeeds: NEEDS,
      email: EMAIL,
      phone: PHONE,
      parentGuardianName: PARENT,
    });
    const created = await submitForm(t, form);
    expect(created.statusCode).toBe(201);
    await submitForm(t, form); // duplicate
    await submitForm(t, { ...form, email: 'broken' }); // validation error
    const token = await statusTokenOf(t, created.json().id);
    await t.app.inject(`/api/waiting-list/status/${token}`);
    await t.app.inject({ url: `/api/waiting-list?search=${encodeURIComponent(EMAIL)}`, headers });
    await t.app.inject({ url: '/api/waiting-list/export.csv?includeStudentNeeds=true', headers });

    // An unexpected database failure on insert: the error is logged, the values it quotes are not.
    await t.db.execute(sql`
      create function refuse_waiting_list() returns trigger language plpgsql as $$
      begin raise exception 'test: insert refused'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_waiting_list before insert on waiting_list
      for each row execute function refuse_waiting_list()`);
    const failed = await submitForm(t, { ...form, firstName: 'Another' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain(NEEDS);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('test: insert refused');
    expect(log).toContain('insert into \\"waiting_list\\"');
    expect(log).toContain('/api/waiting-list/status/[token]');
    expect(log).toContain('/api/waiting-list?search=…');
    for (const secret of [
      NEEDS,
      'visual schedule',
      EMAIL,
      'private.parent',
      PHONE,
      PARENT,
      form.firstName,
      token,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
