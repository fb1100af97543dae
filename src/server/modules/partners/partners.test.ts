import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerDetailDto, PartnerDto } from '../../../domain/partners/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner as insertPartner } from '../../demo/factories.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const validPartner = {
  companyName: 'Bayou Robotics',
  contactName: 'Lee Nguyen',
  email: 'lee@bayou-robotics.example.org',
};

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditOf = async (entityId: string) =>
  (await api('GET', `/api/audit?entity=partner&entityId=${entityId}`)).json();

describe('GET /api/partners', () => {
  it('lists partners by company name, ignoring letter case', async () => {
    await insertPartner(t.db, { companyName: 'zeta Labs' });
    await insertPartner(t.db, { companyName: 'Alpha Works' });
    await insertPartner(t.db, { companyName: 'beta Health' });
    const response = await api('GET', '/api/partners');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as PartnerDto[]).map((partner) => partner.companyName);
    const ours = names.filter((name) => ['zeta Labs', 'Alpha Works', 'beta Health'].includes(name));
    expect(ours).toEqual(['Alpha Works', 'beta Health', 'zeta Labs']);
  });
});

describe('POST /api/partners', () => {
  it('creates a partner, answers 201 with it and records the creation', async () => {
    const response = await api('POST', '/api/partners', {
      ...validPartner,
      companyName: '  Bayou Robotics  ',
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    const partner = response.json() as PartnerDto;
    expect(partner).toEqual({
      id: expect.any(String),
      ...validPartner,
      phone: null,
      address: null,
      archivedAt: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const list = (await api('GET', '/api/partners')).json() as PartnerDto[];
    expect(list.map((item) => item.id)).toContain(partner.id);
    expect(await auditOf(partner.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'partner',
        actorName: adminName,
        details: { companyName: 'Bayou Robotics' },
      }),
    ]);
  });

  it('keeps phone and address when given', async () => {
    const response = await api('POST', '/api/partners', {
      ...validPartner,
      phone: '(555) 010-2020',
      address: '1 Harbor Road, Kemah, TX 77565',
    });
    expect(response.json()).toMatchObject({
      phone: '(555) 010-2020',
      address: '1 Harbor Road, Kemah, TX 77565',
    });
  });

  it('answers 400 with a message per field when required fields are missing or blank', async () => {
    const missing = await api('POST', '/api/partners', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      companyName: ['Enter the company name'],
      contactName: ['Enter the contact name'],
      email: ['Enter an email address'],
    });
    const blank = await api('POST', '/api/partners', {
      companyName: '  ',
      contactName: '',
      email: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      companyName: ['Enter the company name'],
      contactName: ['Enter the contact name'],
      email: ['Enter an email address'],
    });
  });

  it('answers 400 for an invalid email and for fields that are too long', async () => {
    const badEmail = await api('POST', '/api/partners', { ...validPartner, email: 'lee@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors).toEqual({
      email: ['Enter a valid email address, like name@example.org'],
    });
    const tooLong = await api('POST', '/api/partners', {
      ...validPartner,
      companyName: 'x'.repeat(201),
      phone: '5'.repeat(51),
      address: 'a'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      companyName: ['Keep the company name under 201 characters'],
      phone: ['Keep the phone number under 51 characters'],
      address: ['Keep the address under 501 characters'],
    });
  });
});

describe('GET /api/partners/:id', () => {
  it('answers the partner with its NDAs, newest first, with status and term', async () => {
    const partner = await insertPartner(t.db);
    const older = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Older NDA',
      status: 'completed',
      effectiveDate: '2025-03-01',
      expirationDate: '2026-03-01',
      duration: 12,
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    const newer = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Newer NDA',
      status: 'draft',
      effectiveDate: '2026-01-10',
      expirationDate: null,
      duration: 24,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await createDocument(t.db, { title: 'Someone else’s NDA' });

    const response = await api('GET', `/api/partners/${partner.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as PartnerDetailDto;
    expect(detail).toMatchObject({ id: partner.id, companyName: partner.companyName });
    expect(detail.documents).toEqual([
      {
        id: newer.id,
        title: 'Newer NDA',
        status: 'draft',
        effectiveDate: '2026-01-10',
        expirationDate: null,
        duration: 24,
      },
      {
        id: older.id,
        title: 'Older NDA',
        status: 'completed',
        effectiveDate: '2025-03-01',
        expirationDate: '2026-03-01',
        duration: 12,
      },
    ]);
  });

  it('answers an empty list for a partner without NDAs', async () => {
    const partner = await insertPartner(t.db);
    expect((await api('GET', `/api/partners/${partner.id}`)).json().documents).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await api('GET', `/api/partners/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Partner was not found. It may have been deleted.' });
    const malformed = await api('GET', '/api/partners/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ id: ['This id is not valid'] });
  });
});
