import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_AREAS,
  AUDIT_ENTITY_AREAS,
  areaOfEntity,
  auditCsvQuery,
  auditListQuery,
  entitiesOfArea,
} from './audit.ts';
import { auditEntityLabel, describeAuditAction, describeAuditDetails } from './labels.ts';

const messagesOf = (query: Record<string, string>) =>
  auditListQuery.safeParse(query).error?.issues.map((issue) => [issue.path[0], issue.message]);

/** Every `entity: '…'` the server writes, read from its source (tests left out). */
function entitiesWrittenByTheServer(): Set<string> {
  const root = path.join(import.meta.dirname, '../../server');
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!/recordAudit|recordExport|sendCsv\(/.test(text)) continue;
    for (const match of text.matchAll(/\bentity: '([^']+)'/g)) found.add(match[1]!);
  }
  return found;
}

describe('audit areas', () => {
  it('puts every kind of record the server writes in an area', () => {
    const written = [...entitiesWrittenByTheServer()];
    expect(written.length).toBeGreaterThan(10);
    expect(written.filter((entity) => areaOfEntity(entity) === null)).toEqual([]);
  });

  it('splits the kinds of record between the areas, each in exactly one, none empty', () => {
    const listed = AUDIT_AREAS.flatMap((area) => entitiesOfArea(area));
    expect(listed.sort()).toEqual(Object.keys(AUDIT_ENTITY_AREAS).sort());
    for (const area of AUDIT_AREAS) expect(entitiesOfArea(area).length, area).toBeGreaterThan(0);
    expect(entitiesOfArea('admissions')).toEqual([
      'waiting_list',
      'seat_group',
      'visit_event',
      'visit_booking',
    ]);
    expect(areaOfEntity('donation')).toBe('crm');
    expect(areaOfEntity('toString')).toBeNull();
    expect(areaOfEntity('widget')).toBeNull();
  });
});

describe('auditListQuery', () => {
  it('keeps the old parameters and their defaults', () => {
    expect(auditListQuery.parse({ entity: 'document', entityId: 'abc' })).toEqual({
      entity: 'document',
      entityId: 'abc',
      changesOnly: false,
      limit: 50,
      offset: 0,
    });
  });

  it('takes a person, an area and a range of days, one day included', () => {
    const actorId = '6f1c1f8e-2d9b-4b8a-9f57-0d3c7c9a1e11';
    expect(
      auditListQuery.parse({ actorId, area: 'crm', from: '2026-03-01', to: '2026-03-01' }),
    ).toMatchObject({ actorId, area: 'crm', from: '2026-03-01', to: '2026-03-01' });
  });

  it('says what is wrong with each filter in words a person can act on', () => {
    expect(messagesOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', 'The "To" date must be on or after the "From" date'],
    ]);
    expect(messagesOf({ from: '03/01/2026' })).toEqual([
      ['from', 'Use a date in the form YYYY-MM-DD'],
    ]);
    expect(messagesOf({ area: 'payroll', actorId: 'me' })).toEqual([
      ['actorId', 'Choose a person from the list'],
      ['area', 'Choose an area from the list'],
    ]);
    expect(auditCsvQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditCsvQuery.parse({ limit: '5' })).not.toHaveProperty('limit');
  });
});

describe('audit entries in plain words', () => {
  it('describes what happened', () => {
    expect(describeAuditAction('login', 'session')).toBe('Signed in');
    expect(describeAuditAction('read-student-needs', 'waiting_list')).toBe(
      "Viewed a student's needs",
    );
    expect(describeAuditAction('export', 'donor')).toBe('Exported donors');
    expect(describeAuditAction('export', 'audit_log')).toBe('Exported the audit log');
    expect(describeAuditAction('export', 'partner')).toBe('Exported details of a partner');
    expect(describeAuditAction('update', 'partner')).toBe('Changed a partner');
    expect(describeAuditAction('status:refunded', 'donation')).toBe('Marked a gift as refunded');
    expect(describeAuditAction('change-roles', 'user')).toBe(
      'Changed the roles of a staff account',
    );
    expect(describeAuditAction('expire', 'document')).toBe('Marked an NDA as expired');
    expect(describeAuditAction('merge-records', 'donor')).toBe('Merge records: a donor');
    expect(describeAuditAction('create', 'widget')).toBe('Created a record (widget)');
    expect(auditEntityLabel('email_campaign')).toBe('Email campaign');
    expect(auditEntityLabel('share_link')).toBe('Share link');
  });

  it('writes details as one line, changes as old → new', () => {
    expect(describeAuditDetails(null)).toBe('');
    // As jsonb gives them back: shortest keys first.
    expect(describeAuditDetails({ to: 'expired', rows: 3, from: 'completed', format: 'csv' })).toBe(
      'format: csv; rows: 3; from: completed; to: expired',
    );
    expect(
      describeAuditDetails({
        rows: 12,
        includeStudentNeeds: false,
        changes: { status: { from: 'active', to: 'invited' } },
        fields: ['email', 'phone'],
        reason: null,
      }),
    ).toBe(
      'rows: 12; include student needs: false; changes: (status: active → invited); ' +
        'fields: email, phone; reason: none',
    );
  });
});
