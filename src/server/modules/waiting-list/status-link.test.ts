import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  nextAddress,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import { UNKNOWN_STATUS_LINK_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import { auditLog } from '../audit/audit.table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const statusUrl = (token: string) => `/api/waiting-list/status/${token}`;
const withdraw = (token: string) =>
  t.app.inject({ method: 'POST', url: `${statusUrl(token)}/withdraw` });

describe('the private status link', () => {
  it('shows the family their current place and what they chose, without any other personal data', async () => {
    const ahead = (await submitForm(t, bridgeForm())).json();
    const form = bridgeForm({ studentNeeds: 'Needs captions' });
    const mine = (await submitForm(t, form)).json();
    const token = await statusTokenOf(t, mine.id);

    const response = await t.app.inject(statusUrl(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toEqual({
      campus: 'bridge',
      studentFirstName: form.firstName,
      status: 'active',
      submittedAt: t.clock.now().toISOString(),
      ranking: { position: 2, totalInCampus: 2 },
      contactBy: null,
      // The summary of what was sent: the choices, and only whether needs were written.
      sent: {
        gradeLevel: null,
        programInterest: 'computer-science',
        enrollmentPreference: 'spring-2028',
        hasStudentNeeds: true,
      },
    });
    expect(response.body).not.toMatch(/captions|example\.org|Garcia/);

    // The place follows the list: the family ahead leaves, this one moves up.
    await withdraw(await statusTokenOf(t, ahead.id));
    expect((await t.app.inject(statusUrl(token))).json().ranking).toEqual({
      position: 1,
      totalInCampus: 1,
    });
  });

  it('answers an unknown or malformed link with the same plain 404', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      for (const response of [await t.app.inject(statusUrl(token)), await withdraw(token)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: UNKNOWN_STATUS_LINK_MESSAGE });
        expect(response.headers['x-robots-tag']).toBe('noindex');
      }
    }
  });

  it('lets the family withdraw, once, audited as the family', async () => {
    const { id } = (await submitForm(t, k12Form())).json();
    const token = await statusTokenOf(t, id);
    const response = await withdraw(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'withdrawn', ranking: null });
    expect((await t.app.inject(statusUrl(token))).json()).toMatchObject({
      status: 'withdrawn',
      ranking: null,
    });
    // Again: the same answer, no second audit entry.
    expect((await withdraw(token)).json()).toMatchObject({ status: 'withdrawn' });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'withdraw')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorName: 'Family (status link)',
      entity: 'waiting_list',
      details: { campus: 'k12', changes: { status: { from: 'active', to: 'withdrawn' } } },
    });
    const admin = await t.app.inject({ url: `/api/waiting-list/${id}`, headers });
    expect(admin.json()).toMatchObject({ status: 'withdrawn', position: null });
  });

  it('does not withdraw an enrolled student', async () => {
    const { id } = (await submitForm(t, k12Form())).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${id}`,
      headers,
      payload: { status: 'enrolled' },
    });
    const response = await withdraw(await statusTokenOf(t, id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already enrolled/);
  });

  it('stops an address that keeps guessing links', async () => {
    const address = nextAddress();
    for (let i = 0; i < 60; i += 1) {
      const response = await t.app.inject({ url: statusUrl(`guess${i}`), remoteAddress: address });
      expect(response.statusCode).toBe(404);
    }
    const refused = await t.app.inject({ url: statusUrl('guess'), remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
