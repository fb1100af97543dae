import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { PARTNER_REQUIRED_MESSAGE } from '../../../domain/documents/documents.ts';
import { createPartner, createTemplate } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { partners } from '../partners/public.ts';
import { ndaDocuments } from './documents.table.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/documents', headers, payload });

const validBody = async (overrides: Record<string, unknown> = {}) => ({
  title: 'Robotics lab pilot NDA',
  partnerId: (await createPartner(t.db)).id,
  content: 'Between [COMPANY] and [PARTNER] from [EFFECTIVE_DATE] for [DURATION] months.',
  ...overrides,
});

describe('POST /api/documents', () => {
  it('creates a draft for an existing partner with the spec defaults: today, 12 months', async () => {
    const body = await validBody({ purpose: 'Evaluate robot kits' });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      title: 'Robotics lab pilot NDA',
      status: 'draft',
      partnerId: body.partnerId,
      purpose: 'Evaluate robot kits',
      effectiveDate: '2026-01-15', // the test clock's date in America/Chicago
      duration: 12,
      expirationDate: '2027-01-15',
      templateId: null,
      sentAt: null,
      daysLeftInTerm: 365,
      mergedContent:
        'Between NovaLearn Institute Group and ' +
        `${document.partner.companyName}` +
        ' from Jan 15, 2026 for 12 months.',
    });
    expect(document.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses "today" in the organisation time zone, not UTC', async () => {
    // 03:30 UTC on Jan 16 is still the evening of Jan 15 in Texas.
    t.clock.set(new Date('2026-01-16T03:30:00Z'));
    const late = await signInAsNewAdmin(t); // the morning session has gone idle by then
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: late.headers,
      payload: await validBody(),
    });
    t.clock.set(new Date('2026-01-15T09:00:00Z'));
    expect(response.json().effectiveDate).toBe('2026-01-15');
  });

  it('keeps a typed expiration date, and otherwise computes effective date + duration months', async () => {
    const typed = await create(
      await validBody({ effectiveDate: '2026-03-01', duration: 6, expirationDate: '2026-12-31' }),
    );
    expect(typed.json()).toMatchObject({ expirationDate: '2026-12-31', duration: 6 });
    const computed = await create(await validBody({ effectiveDate: '2026-01-31', duration: 1 }));
    expect(computed.json().expirationDate).toBe('2026-02-28');
  });

  it('creates a complete new partner in the same transaction and writes audit entries', async () => {
    const response = await create({
      title: 'Scholarship data NDA',
      partnerCompany: 'Brazos Valley STEM Trust',
      partnerContact: 'Ana Morales',
      partnerEmail: 'ana@brazos-stem.example.org',
      content: 'Confidential.',
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document.partner).toEqual({
      id: document.partnerId,
      companyName: 'Brazos Valley STEM Trust',
      contactName: 'Ana Morales',
      email: 'ana@brazos-stem.example.org',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit).toMatchObject([
      { action: 'create', entity: 'document', actorId: adminId, details: { newPartner: true } },
    ]);
    const partnerAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'partner'), eq(auditLog.entityId, document.partnerId)));
    expect(partnerAudit).toHaveLength(1);
  });

  it('does not keep the new partner when the document cannot be created', async () => {
    const response = await create({
      title: 'Doomed NDA',
      partnerCompany: 'Rollback Robotics',
      partnerContact: 'Rory Back',
      partnerEmail: 'rory@rollback.example.org',
      templateId: '00000000-0000-4000-8000-000000000000',
      content: 'Confidential.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      templateId: ['This template was not found. Choose a template from the list.'],
    });
    const left = await t.db
      .select()
      .from(partners)
      .where(eq(partners.companyName, 'Rollback Robotics'));
    expect(left).toEqual([]);
  });

  it('links an existing template', async () => {
    const template = await createTemplate(t.db);
    const response = await create(await validBody({ templateId: template.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json().templateId).toBe(template.id);
  });

  it('answers 400 on partnerId for an unknown partner', async () => {
    const response = await create(
      await validBody({ partnerId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      partnerId: ['This partner was not found. Choose a partner from the list.'],
    });
  });
});

describe('POST /api/documents validation (admin spec §5)', () => {
  const fieldErrorsOf = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    return response.json().fieldErrors as Record<string, string[]>;
  };

  it('requires partner information: an existing partner or company, contact and email', async () => {
    const base = { title: 'NDA', content: 'Text' };
    expect(await fieldErrorsOf(base)).toEqual({ partnerId: [PARTNER_REQUIRED_MESSAGE] });
    const incomplete = { ...base, partnerCompany: 'Acme', partnerContact: 'Ann' };
    expect(await fieldErrorsOf(incomplete)).toEqual({ partnerId: [PARTNER_REQUIRED_MESSAGE] });
    const blankEmail = { ...incomplete, partnerEmail: '' };
    expect(await fieldErrorsOf(blankEmail)).toEqual({ partnerId: [PARTNER_REQUIRED_MESSAGE] });
    const count = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.title, 'NDA'));
    expect(count).toEqual([]);
  });

  it('accepts a partner email only when it is a valid address', async () => {
    const errors = await fieldErrorsOf({
      title: 'NDA',
      content: 'Text',
      partnerCompany: 'Acme',
      partnerContact: 'Ann',
      partnerEmail: 'not-an-address',
    });
    expect(errors.partnerEmail).toEqual(['Enter a valid email address']);
  });

  it('requires a title and the agreement text', async () => {
    const errors = await fieldErrorsOf(await validBody({ title: '   ', content: '' }));
    expect(errors).toEqual({ title: ['Enter a title'], content: ['Enter the agreement text'] });
  });

  it('requires a whole number of months, at least 1', async () => {
    expect(await fieldErrorsOf(await validBody({ duration: 0 }))).toEqual({
      duration: ['The term is at least 1 month'],
    });
    expect(await fieldErrorsOf(await validBody({ duration: 2.5 }))).toEqual({
      duration: ['Enter whole months'],
    });
    expect(await fieldErrorsOf(await validBody({ duration: 'twelve' }))).toEqual({
      duration: ['Enter the term in months'],
    });
  });

  it('requires real ISO dates, and an expiration on or after the effective date', async () => {
    expect(await fieldErrorsOf(await validBody({ effectiveDate: '01/15/2026' }))).toEqual({
      effectiveDate: ['Use a date in the form YYYY-MM-DD'],
    });
    expect(await fieldErrorsOf(await validBody({ effectiveDate: '2026-02-30' }))).toEqual({
      effectiveDate: ['This date does not exist'],
    });
    const before = { effectiveDate: '2026-05-01', expirationDate: '2026-04-30' };
    const message = ['The expiration date must be on or after the effective date'];
    expect(await fieldErrorsOf(await validBody(before))).toEqual({ expirationDate: message });
    // Without an effective date the default (today) is checked too.
    expect(await fieldErrorsOf(await validBody({ expirationDate: '2025-12-31' }))).toEqual({
      expirationDate: message,
    });
  });

  it('rejects ids that are not ids', async () => {
    expect(await fieldErrorsOf(await validBody({ partnerId: 'acme' }))).toEqual({
      partnerId: ['Choose a partner from the list'],
    });
    expect(await fieldErrorsOf(await validBody({ templateId: 'mutual' }))).toEqual({
      templateId: ['Choose a template from the list'],
    });
  });
});
