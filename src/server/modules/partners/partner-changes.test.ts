import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner as insertPartner } from '../../demo/factories.ts';
import { partners } from './partners.table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditOf = async (entityId: string) =>
  (await api('GET', `/api/audit?entity=partner&entityId=${entityId}`)).json();

describe('PATCH /api/partners/:id', () => {
  it('changes only the given fields, clears optional ones sent blank and records the field names', async () => {
    const partner = await insertPartner(t.db, { phone: '(555) 010-0001', address: 'Old Street' });
    t.clock.advance(60_000);
    const response = await api('PATCH', `/api/partners/${partner.id}`, {
      contactName: 'New Contact',
      address: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: partner.id,
      companyName: partner.companyName,
      contactName: 'New Contact',
      email: partner.email,
      phone: '(555) 010-0001',
      address: null,
      archivedAt: null,
      createdAt: partner.createdAt.toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({
      action: 'update',
      details: { fields: ['contactName', 'address'] },
    });
  });

  it('answers the partner unchanged, without an audit entry, when nothing changes', async () => {
    const partner = await insertPartner(t.db);
    const response = await api('PATCH', `/api/partners/${partner.id}`, {
      companyName: partner.companyName,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedAt).toBe(partner.updatedAt.toISOString());
    expect(await auditOf(partner.id)).toEqual([]);
  });

  it('answers 400 for a blank required field or an invalid email, and changes nothing', async () => {
    const partner = await insertPartner(t.db);
    const response = await api('PATCH', `/api/partners/${partner.id}`, {
      companyName: ' ',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      companyName: ['Enter the company name'],
      email: ['Enter a valid email address, like name@example.org'],
    });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toEqual(partner);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api('PATCH', `/api/partners/${UNKNOWN_ID}`, { phone: '1' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/partners/:id', () => {
  it('deletes a partner without NDAs and records it', async () => {
    const partner = await insertPartner(t.db, { companyName: 'Short-lived Partner' });
    const response = await api('DELETE', `/api/partners/${partner.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await api('GET', `/api/partners/${partner.id}`)).statusCode).toBe(404);
    expect(await auditOf(partner.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        details: { companyName: 'Short-lived Partner' },
      }),
    ]);
  });

  it('refuses with 409 while the partner still has NDAs, saying how many', async () => {
    const partner = await insertPartner(t.db);
    for (let i = 0; i < 3; i++) await createDocument(t.db, { partnerId: partner.id });
    const response = await api('DELETE', `/api/partners/${partner.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'This partner still has 3 NDAs, so it cannot be deleted. Archive it instead: it leaves ' +
        'the partner lists and keeps its NDAs and history.',
    });
    expect((await api('GET', `/api/partners/${partner.id}`)).statusCode).toBe(200);
    expect(await auditOf(partner.id)).toEqual([]);

    const single = await insertPartner(t.db);
    await createDocument(t.db, { partnerId: single.id });
    expect((await api('DELETE', `/api/partners/${single.id}`)).json().message).toBe(
      'This partner still has 1 NDA, so it cannot be deleted. Archive it instead: it leaves ' +
        'the partner lists and keeps its NDAs and history.',
    );
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api('DELETE', `/api/partners/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});
