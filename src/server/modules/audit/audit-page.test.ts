import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUDIT_CSV_ROWS } from '../../../domain/audit/audit.ts';
import type { AuditPersonDto, AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { parseCsv } from '../../../domain/common/csv-parse.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { auditLog } from './audit.table.ts';
import { recordAudit, type AuditActor } from './audit.service.ts';

/**
 * The owner's audit page: filters by person, area and calendar day in the
 * organisation's time zone (America/Chicago), the people list and the CSV.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let grace: AuditActor;
let omar: AuditActor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsNewAdmin(t);
  const graceUser = (await signInAsNewAdmin(t, { roles: ['fundraising'] })).user;
  const omarUser = (await signInAsNewAdmin(t, { roles: ['admissions'] })).user;
  grace = { id: graceUser.id, name: graceUser.name };
  omar = { id: omarUser.id, name: omarUser.name };
  const write = (actor: AuditActor, action: string, entity: 'donor' | 'waiting_list', at: string) =>
    recordAudit({ db: t.db, actor, action, entity, entityId: `${entity}-${at}`, at: new Date(at) });
  // Around March 2030 in Chicago: CST (UTC-6) until 2 AM on Sunday March 10, CDT (UTC-5) after.
  await write(grace, 'update', 'donor', '2030-03-01T05:59:59.000Z'); // Feb 28, 11:59:59 PM CST
  await write(grace, 'export', 'donor', '2030-03-01T06:00:00.000Z'); // Mar 1, midnight CST
  await write(omar, 'read-student-needs', 'waiting_list', '2030-03-05T18:00:00.000Z');
  await write(omar, 'update', 'waiting_list', '2030-03-10T04:59:59.000Z'); // Mar 9, 10:59:59 PM CST
  await write(grace, 'create', 'donor', '2030-03-11T04:59:59.999Z'); // Mar 10, 11:59:59 PM CDT
  await write(omar, 'delete', 'waiting_list', '2030-03-11T05:00:00.000Z'); // Mar 11, midnight CDT
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
const entriesOf = async (query: string) => {
  const response = await get(`/api/audit?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json() as AuditEntryDto[];
};
const timesOf = async (query: string) => (await entriesOf(query)).map((entry) => entry.at);

describe('GET /api/audit filters', () => {
  it('keeps whole calendar days in Chicago: the first and last day count, the next does not', async () => {
    expect(await timesOf('from=2030-03-01&to=2030-03-10')).toEqual([
      '2030-03-11T04:59:59.999Z',
      '2030-03-10T04:59:59.000Z',
      '2030-03-05T18:00:00.000Z',
      '2030-03-01T06:00:00.000Z',
    ]);
    // One day: the day of the change to daylight time is 23 hours long.
    expect(await timesOf('from=2030-03-10&to=2030-03-10')).toEqual(['2030-03-11T04:59:59.999Z']);
    expect(await timesOf('from=2030-03-11&to=2030-03-11')).toEqual(['2030-03-11T05:00:00.000Z']);
    expect(await timesOf('to=2030-02-28&from=2030-02-28')).toEqual(['2030-03-01T05:59:59.000Z']);
  });

  it('filters by person and by area, together with the dates, and counts all matches', async () => {
    const grace2030 = await get(`/api/audit?actorId=${grace.id}&from=2030-01-01&limit=1`);
    expect(grace2030.headers['x-total-count']).toBe('3');
    expect((grace2030.json() as AuditEntryDto[]).map((entry) => entry.actorName)).toEqual([
      grace.name,
    ]);
    const admissions = await entriesOf('area=admissions&from=2030-03-01&to=2030-03-31');
    expect(admissions.map((entry) => [entry.action, entry.entity])).toEqual([
      ['delete', 'waiting_list'],
      ['update', 'waiting_list'],
      ['read-student-needs', 'waiting_list'],
    ]);
    expect(await timesOf(`area=crm&actorId=${omar.id}`)).toEqual([]);
    const crm = await entriesOf(`area=crm&actorId=${grace.id}&from=2030-03-01&to=2030-03-09`);
    expect(crm.map((entry) => entry.action)).toEqual(['export']);
  });

  it('leaves views and exports out of a record’s history of changes', async () => {
    const all = await entriesOf('area=admissions&from=2030-03-01&changesOnly=true');
    expect(all.map((entry) => entry.action)).toEqual(['delete', 'update']);
  });

  it('answers 400 with a sentence for each bad filter', async () => {
    const cases = [
      ['from=2030-03-10&to=2030-03-01', 'to', 'The "To" date must be on or after the "From" date'],
      ['from=10/03/2030', 'from', 'Use a date in the form YYYY-MM-DD'],
      ['to=2030-02-30', 'to', 'This date does not exist'],
      ['area=everything', 'area', 'Choose an area from the list'],
      ['actorId=grace', 'actorId', 'Choose a person from the list'],
      ['changesOnly=yes', 'changesOnly', 'Use true or false'],
    ] as const;
    for (const [query, field, message] of cases) {
      for (const url of [`/api/audit?${query}`, `/api/audit.csv?${query}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fieldErrors, url).toEqual({ [field]: [message] });
      }
    }
  });
});

describe('GET /api/audit/people', () => {
  it('lists each staff member with entries once, by name, and no one without an account', async () => {
    const response = await get('/api/audit/people');
    expect(response.statusCode).toBe(200);
    const people = response.json() as AuditPersonDto[];
    expect(people).toEqual(expect.arrayContaining([grace, omar]));
    expect(people.map((person) => person.id)).not.toContain(null);
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);
  });
});

describe('GET /api/audit.csv', () => {
  it('downloads the filtered entries with a header, quoting and no formulas, and logs itself', async () => {
    await recordAudit({
      db: t.db,
      actor: { id: grace.id, name: '=HYPERLINK("http://evil.example","Grace")' },
      action: 'update',
      entity: 'donor',
      entityId: 'quoted',
      details: { fields: ['notes', 'email'], note: 'line one\nline "two", three' },
      at: new Date('2030-04-02T15:04:00Z'),
    });
    const response = await get(`/api/audit.csv?actorId=${grace.id}&area=crm&from=2030-04-02`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-log-2026-01-15.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    const parsed = parseCsv(response.body);
    if ('error' in parsed) throw new Error(parsed.error);
    const [header, ...rows] = parsed.rows;
    expect(header).toEqual([
      'at',
      'organisationTime',
      'actorName',
      'actorId',
      'area',
      'action',
      'description',
      'entity',
      'record',
      'entityId',
      'detailsText',
      'details',
      'id',
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      at: '2030-04-02T15:04:00.000Z',
      organisationTime: 'Apr 2, 2030 at 10:04 AM CDT',
      actorName: `'=HYPERLINK("http://evil.example","Grace")`,
      area: 'crm',
      action: 'update',
      description: 'Changed a donor',
      record: 'Donor',
      entityId: 'quoted',
      // jsonb keeps keys shortest first.
      detailsText: 'note: line one\nline "two", three; fields: notes, email',
    });
    expect(JSON.parse(row.details!)).toEqual({
      fields: ['notes', 'email'],
      note: 'line one\nline "two", three',
    });

    const [logged] = await entriesOf('entity=audit_log&limit=1');
    expect(logged).toMatchObject({
      actorName: owner.user.name,
      action: 'export',
      entity: 'audit_log',
      details: { format: 'csv', rows: 1, actorId: grace.id, area: 'crm', from: '2030-04-02' },
    });
  });

  it(`asks for narrower filters past ${MAX_AUDIT_CSV_ROWS} rows instead of cutting the file`, async () => {
    // One a second from midnight UTC on Jan 1, 2001: 6 PM on Dec 31, 2000 in Chicago.
    await t.db.execute(sql`
      insert into ${auditLog} (actor_name, action, entity, entity_id, at)
      select 'Bulk', 'update', 'settings', 'bulk',
        timestamptz '2001-01-01T00:00:00Z' + n * interval '1 second'
      from generate_series(0, ${MAX_AUDIT_CSV_ROWS}) as n`);
    const before = (await get('/api/audit?entity=audit_log')).headers['x-total-count'];
    const response = await get('/api/audit.csv?entity=settings&entityId=bulk');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '50,001 entries match, more than one file holds (50,000). Choose a shorter date range, ' +
        'one person or one area, and download again.',
    );
    // Nothing left, so nothing is logged as exported.
    expect((await get('/api/audit?entity=audit_log')).headers['x-total-count']).toBe(before);
    // Dec 31 in Chicago ends at 6 AM UTC: 6 hours of entries, one a second.
    const oneDay = await get('/api/audit.csv?entity=settings&entityId=bulk&to=2000-12-31');
    expect(oneDay.statusCode).toBe(200);
    const parsed = parseCsv(oneDay.body);
    expect('rows' in parsed && parsed.rows.length).toBe(1 + 6 * 3600);
  });
});
