import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StewardshipLetterDto } from '../../../domain/crm/donor-dtos.ts';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import { auditLog } from './audit.table.ts';

/**
 * The owner sees every copy of personal data that leaves the system (CSV and
 * PDF downloads) and every look at a student's needs. Each is one cheap row that says who, what
 * and how much, never the data itself.
 */
let t: TestApp;
let admissions: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let fundraiser: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let owner: Record<string, string>;
const NEEDS = 'Uses a communication device';
const SECRETS = [NEEDS, 'Quintessa', 'quintessa@example.org', 'Okonkwo', 'okonkwo@example.org'];
let entryId: string;
let donorId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t)).headers;
  admissions = await signInAsNewAdmin(t, { roles: ['admissions'] });
  fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
  const form = k12Form({
    firstName: 'Quintessa',
    email: 'quintessa@example.org',
    studentNeeds: NEEDS,
  });
  entryId = (await submitForm(t, form)).json().id;
  await submitForm(t, k12Form());
  const api = crmApi(t, fundraiser.headers);
  await api('PATCH', '/api/settings/fundraising', { ein: '12-3456789' });
  const donor = await addDonor(t, fundraiser.headers, {
    lastName: 'Okonkwo',
    email: 'okonkwo@example.org',
  });
  donorId = donor.id;
  await addDonor(t, fundraiser.headers);
  await addGift(t, fundraiser.headers, { donorId, amountCents: 100_00, giftDate: '2025-05-01' });
});
afterAll(() => t.close());

/** The newest look or export: each call below moves the clock first, so it is the newest. */
async function newestAccess() {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['export', 'read-student-needs']))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row;
}

async function call(headers: Record<string, string>, url: string, expectedStatus = 200) {
  t.clock.advance(1000);
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(expectedStatus);
  return response;
}

describe('views of student needs', () => {
  it('records who opened which waiting-list entry, once per opening, without the needs', async () => {
    const response = await call(admissions.headers, `/api/waiting-list/${entryId}`);
    expect(response.json().studentNeeds).toBe(NEEDS);
    expect(await newestAccess()).toMatchObject({
      actorId: admissions.user.id,
      actorName: admissions.user.name,
      action: 'read-student-needs',
      entity: 'waiting_list',
      entityId: entryId,
      details: null,
      at: t.clock.now(),
    });
    await call(admissions.headers, `/api/waiting-list/${entryId}`);
    const reads = await t.app.inject({
      url: `/api/audit?entity=waiting_list&entityId=${entryId}`,
      headers: owner,
    });
    const actions = (reads.json() as AuditEntryDto[]).map((entry) => entry.action);
    expect(actions).toEqual(['read-student-needs', 'read-student-needs', 'create']);
  });

  it('keeps the entry page’s history to changes, and writes nothing for a missing entry', async () => {
    const history = await t.app.inject({
      url: `/api/audit?entity=waiting_list&entityId=${entryId}&changesOnly=true`,
      headers: owner,
    });
    expect((history.json() as AuditEntryDto[]).map((entry) => entry.action)).toEqual(['create']);
    const before = await newestAccess();
    await call(admissions.headers, '/api/waiting-list/00000000-0000-4000-8000-000000000000', 404);
    expect(await newestAccess()).toEqual(before);
  });
});

describe('exports of personal data', () => {
  it('records the waiting-list CSV with its filters and size, and a search only as "searched"', async () => {
    await call(
      admissions.headers,
      '/api/waiting-list/export.csv?campus=k12&includeStudentNeeds=true&search=Quintessa',
    );
    expect(await newestAccess()).toMatchObject({
      actorId: admissions.user.id,
      action: 'export',
      entity: 'waiting_list',
      entityId: null,
      details: { format: 'csv', rows: 1, campus: 'k12', includeStudentNeeds: true, searched: true },
    });
    await call(admissions.headers, '/api/waiting-list/export.csv');
    expect((await newestAccess())?.details).toEqual({
      format: 'csv',
      rows: 2,
      includeStudentNeeds: false,
    });
  });

  it('records each CRM CSV: donors, gifts and every report', async () => {
    const cases = [
      ['/api/crm/export/donors.csv', 'donor', { rows: 2 }],
      [
        '/api/crm/export/donations.csv?from=2025-01-01',
        'donation',
        { rows: 1, from: '2025-01-01' },
      ],
      ['/api/crm/reports/lybunt.csv?year=2026', 'donor', { rows: 1, report: 'lybunt', year: 2026 }],
      ['/api/crm/reports/sybunt.csv', 'donor', { rows: 0, report: 'sybunt' }],
      ['/api/crm/reports/follow-ups.csv', 'donor', { report: 'follow-ups', week: '2026-01-12' }],
      ['/api/crm/reports/by-capacity.csv', 'donor', { rows: 2, report: 'by-capacity' }],
    ] as const;
    for (const [url, entity, details] of cases) {
      await call(fundraiser.headers, url);
      expect(await newestAccess(), url).toMatchObject({
        actorId: fundraiser.user.id,
        action: 'export',
        entity,
        details: { format: 'csv', ...details },
      });
    }
  });

  it('records the giving statement and letter PDFs against the donor', async () => {
    await call(
      fundraiser.headers,
      `/api/donors/${donorId}/statement.pdf?from=2025-01-01&to=2025-12-31`,
    );
    expect(await newestAccess()).toMatchObject({
      action: 'export',
      entity: 'donor',
      entityId: donorId,
      details: {
        format: 'pdf',
        letter: 'statement-preview',
        from: '2025-01-01',
        to: '2025-12-31',
        gifts: 1,
      },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/donors/${donorId}/statements`,
      headers: fundraiser.headers,
      payload: { from: '2025-01-01', to: '2025-12-31' },
    });
    const letter = sent.json() as StewardshipLetterDto;
    await call(fundraiser.headers, `/api/stewardship-letters/${letter.id}/pdf`);
    expect(await newestAccess()).toMatchObject({
      action: 'export',
      entity: 'donor',
      entityId: donorId,
      details: { format: 'pdf', letter: 'statement', letterId: letter.id },
    });
  });

  it('never writes the personal data itself into the log', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['export', 'read-student-needs']));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const logged = JSON.stringify(rows);
    for (const secret of SECRETS) expect(logged, secret).not.toContain(secret);
  });
});
