import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner, createTemplate } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { writeSetting, ORGANISATION_NAME_KEY } from '../settings/settings.service.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const get = (id: string) => t.app.inject({ url: `/api/documents/${id}`, headers });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers, payload });
const send = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/documents/${id}/send`, headers });
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('GET /api/documents/:id', () => {
  it('answers the document with its partner, merged content and days left in the term', async () => {
    const partner = await createPartner(t.db, {
      companyName: 'Lone Star Robotics',
      contactName: 'Jordan Reyes',
      email: 'jordan@example.org',
    });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      purpose: 'evaluate robot kits',
      effectiveDate: '2025-03-01',
      duration: 12,
      content:
        '[COMPANY] and [PARTNER] agree from [EFFECTIVE_DATE] for [DURATION] months to [PURPOSE].',
    });
    await writeSetting({
      db: t.db,
      key: ORGANISATION_NAME_KEY,
      value: 'NovaLearn Institute Group',
      now: t.clock.now(),
    });
    const response = await get(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: document.id,
      content: document.content,
      mergedContent:
        'NovaLearn Institute Group and Lone Star Robotics agree from Mar 1, 2025 for 12 months to evaluate robot kits.',
      expirationDate: '2026-03-01',
      daysLeftInTerm: 45,
      partner: {
        id: partner.id,
        companyName: 'Lone Star Robotics',
        contactName: 'Jordan Reyes',
        email: 'jordan@example.org',
      },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('NDA was not found. It may have been deleted.');
    expect((await get('not-an-id')).statusCode).toBe(400);
  });
});

describe('PATCH /api/documents/:id', () => {
  it('edits a draft, recomputes the expiration date when the term changes, and audits it', async () => {
    const document = await createDocument(t.db, { effectiveDate: '2026-02-01', duration: 12 });
    const response = await patch(document.id, { title: 'Renamed NDA', duration: 6 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Renamed NDA',
      duration: 6,
      effectiveDate: '2026-02-01',
      expirationDate: '2026-08-01',
      status: 'draft',
    });
    const moved = await patch(document.id, { effectiveDate: '2026-03-31' });
    expect(moved.json().expirationDate).toBe('2026-09-30');
    const audit = await auditOf(document.id);
    expect(audit.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { changed: ['title', 'duration', 'expirationDate'] },
        { changed: ['effectiveDate', 'expirationDate'] },
      ]),
    );
  });

  it('keeps a typed expiration date, and clears the purpose when it is blanked', async () => {
    const document = await createDocument(t.db, { effectiveDate: '2026-02-01' });
    const response = await patch(document.id, {
      duration: 3,
      expirationDate: '2026-12-31',
      purpose: '',
    });
    expect(response.json()).toMatchObject({ expirationDate: '2026-12-31', purpose: null });
  });

  it('changes the partner and template only to ones that exist', async () => {
    const document = await createDocument(t.db);
    const partner = await createPartner(t.db);
    const template = await createTemplate(t.db);
    const ok = await patch(document.id, { partnerId: partner.id, templateId: template.id });
    expect(ok.json()).toMatchObject({ partnerId: partner.id, templateId: template.id });
    const badPartner = await patch(document.id, { partnerId: UNKNOWN_ID });
    expect(badPartner.statusCode).toBe(400);
    expect(Object.keys(badPartner.json().fieldErrors)).toEqual(['partnerId']);
    const badTemplate = await patch(document.id, { templateId: UNKNOWN_ID });
    expect(Object.keys(badTemplate.json().fieldErrors)).toEqual(['templateId']);
  });

  it('validates the body like creation does', async () => {
    const document = await createDocument(t.db, { effectiveDate: '2026-02-01' });
    const response = await patch(document.id, { title: ' ', duration: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ['Enter a title'],
      duration: ['The term is at least 1 month'],
    });
    const backwards = await patch(document.id, { expirationDate: '2026-01-01' });
    expect(backwards.json().fieldErrors).toEqual({
      expirationDate: ['The expiration date must be on or after the effective date'],
    });
  });

  it('refuses to edit an NDA that is no longer a draft (409) and answers 404 for unknown ids', async () => {
    const document = await createDocument(t.db, { status: 'pending' });
    const response = await patch(document.id, { title: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Only drafts can be edited. This NDA is already Pending Signature.',
    );
    expect((await patch(UNKNOWN_ID, { title: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('POST /api/documents/:id/send', () => {
  it('sends a draft: status sent, sentAt now, one audit entry', async () => {
    const document = await createDocument(t.db);
    const response = await send(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sent', sentAt: '2026-01-15T09:00:00.000Z' });
    expect(await auditOf(document.id)).toMatchObject([
      { action: 'send', entity: 'document', details: { from: 'draft', to: 'sent' } },
    ]);
  });

  it('answers 409 for anything but a draft, and 404 for an unknown id', async () => {
    const document = await createDocument(t.db);
    await send(document.id);
    const again = await send(document.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only drafts can be sent. This NDA is already Sent.');
    const completed = await createDocument(t.db, { status: 'completed' });
    expect((await send(completed.id)).statusCode).toBe(409);
    expect((await send(UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('sends once when two admins press Send together', async () => {
    const document = await createDocument(t.db);
    const answers = await Promise.all([send(document.id), send(document.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(document.id)).toHaveLength(1);
  });
});
