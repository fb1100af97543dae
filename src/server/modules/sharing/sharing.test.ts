import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { MailedShareLinkDto, ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { outbox } from '../mail/mail.table.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { shareLinks } from './sharing.table.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
let start: Date;
async function signIn() {
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
}
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://ndas.example.org' });
  await signIn();
  start = t.clock.now();
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const share = async (documentId: string, payload: object = {}) =>
  (await api('POST', `/api/documents/${documentId}/share`, payload)).json() as ShareLinkDto;
const view = (token: string) => t.app.inject({ url: `/api/shared/${token}` });
const listShares = async (documentId: string) =>
  (await api('GET', `/api/documents/${documentId}/shares`)).json() as ShareLinkDto[];

describe('POST /api/documents/:id/share', () => {
  it('creates a link with a 256-bit base64url token and the public URL, and records it', async () => {
    const document = await createDocument(t.db);
    const inOneWeek = new Date(start.getTime() + 7 * DAY_MS).toISOString();
    const response = await api('POST', `/api/documents/${document.id}/share`, {
      accessLevel: 'comment',
      expiresAt: inOneWeek,
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as ShareLinkDto;
    expect(link.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toEqual({
      id: expect.any(String),
      documentId: document.id,
      shareToken: link.shareToken,
      shareUrl: `https://ndas.example.org/shared/${link.shareToken}`,
      accessLevel: 'comment',
      permissions: 'comment',
      expiresAt: inOneWeek,
      isActive: true,
      status: 'active',
      viewCount: 0,
      organizationType: null,
      recipient: null,
      createdAt: start.toISOString(),
      name: null,
      hasPasscode: false,
      verifyEmail: false,
      allowList: [],
      allowDownload: true,
      notifyOnFirstView: true,
    });

    const activity = await t.db
      .select()
      .from(collaborationActivity)
      .where(eq(collaborationActivity.documentId, document.id));
    expect(activity).toEqual([
      expect.objectContaining({
        activityType: 'shared',
        actorName: adminName,
        shareToken: link.shareToken,
        details: 'Created a comment link',
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'share')));
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'document',
        actorName: adminName,
        details: {
          shareLinkId: link.id,
          accessLevel: 'comment',
          expiresAt: inOneWeek,
          hasPasscode: false,
          verifyEmail: false,
          allowList: [],
          allowDownload: true,
        },
      }),
    ]);
  });

  it('makes a view link without expiry when nothing is chosen, and accepts `permissions`', async () => {
    const document = await createDocument(t.db);
    expect(await share(document.id)).toMatchObject({ accessLevel: 'view', expiresAt: null });
    expect(await share(document.id, { permissions: 'edit', expiresAt: null })).toMatchObject({
      accessLevel: 'edit',
      permissions: 'edit',
    });
  });

  it('gives every link its own token', async () => {
    const document = await createDocument(t.db);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) tokens.add((await share(document.id)).shareToken);
    expect(tokens.size).toBe(5);
  });

  it('refuses an expiry in the past (by the server clock) with a field error', async () => {
    const document = await createDocument(t.db);
    const response = await api('POST', `/api/documents/${document.id}/share`, {
      expiresAt: new Date(start.getTime() - 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      expiresAt: ['Choose an expiry time in the future, or no expiry'],
    });
    expect(await listShares(document.id)).toEqual([]);
  });

  it('refuses an unknown access level and a malformed expiry', async () => {
    const document = await createDocument(t.db);
    const level = await api('POST', `/api/documents/${document.id}/share`, { accessLevel: 'own' });
    expect(level.statusCode).toBe(400);
    expect(level.json().fieldErrors.accessLevel).toEqual(['Choose view, comment or edit']);
    const time = await api('POST', `/api/documents/${document.id}/share`, { expiresAt: 'soon' });
    expect(time.json().fieldErrors.expiresAt).toEqual(['Use an ISO date and time']);
  });

  it('answers 404 for an unknown document', async () => {
    const response = await api('POST', `/api/documents/${UNKNOWN_ID}/share`, {});
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/documents/:id/shares', () => {
  it('lists links newest first with active, expired and deactivated status', async () => {
    const document = await createDocument(t.db);
    const deactivated = await share(document.id);
    t.clock.advance(60_000);
    const expiring = await share(document.id, {
      expiresAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    });
    t.clock.advance(60_000);
    const active = await share(document.id, { accessLevel: 'edit' });
    await api('DELETE', `/api/shares/${deactivated.id}`);
    t.clock.advance(DAY_MS);
    await signIn(); // the first session has gone idle

    const links = await listShares(document.id);
    expect(links.map((link) => [link.id, link.status])).toEqual([
      [active.id, 'active'],
      [expiring.id, 'expired'],
      [deactivated.id, 'deactivated'],
    ]);
  });

  it('answers 404 for an unknown document', async () => {
    expect((await api('GET', `/api/documents/${UNKNOWN_ID}/shares`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/shares/:id and /api/share-links/:id', () => {
  for (const path of ['/api/shares', '/api/share-links']) {
    it(`${path}/:id deactivates the link: 204, then the shared view is the invalid-link 404`, async () => {
      const document = await createDocument(t.db);
      const link = await share(document.id, { accessLevel: 'comment' });
      expect((await view(link.shareToken)).statusCode).toBe(200);

      const response = await api('DELETE', `${path}/${link.id}`);
      expect(response.statusCode).toBe(204);
      const denied = await view(link.shareToken);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({
        message: 'This document link is invalid, expired, or has been deactivated.',
      });
      expect((await listShares(document.id))[0]).toMatchObject({
        isActive: false,
        status: 'deactivated',
      });
      const revoked = await t.db
        .select()
        .from(collaborationActivity)
        .where(
          and(
            eq(collaborationActivity.documentId, document.id),
            eq(collaborationActivity.activityType, 'revoked'),
          ),
        );
      expect(revoked).toEqual([
        expect.objectContaining({ actorName: adminName, details: 'Deactivated a comment link' }),
      ]);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'deactivate-share')));
      expect(audit).toEqual([expect.objectContaining({ details: { shareLinkId: link.id } })]);
    });
  }

  it('records a second deactivation of the same link only once', async () => {
    const document = await createDocument(t.db);
    const link = await share(document.id);
    expect((await api('DELETE', `/api/shares/${link.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(204);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'deactivate-share')));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown link on both paths', async () => {
    expect((await api('DELETE', `/api/shares/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/share-links/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('POST /api/documents/share/healthcare', () => {
  const healthcare = (payload: object) => api('POST', '/api/documents/share/healthcare', payload);

  it('turns view, collaborate and temporary into link terms; comment and edit stay as given', async () => {
    const document = await createDocument(t.db);
    const base = { documentId: document.id, documentTitle: document.title };
    const cases = [
      ['view', 'view', null],
      ['collaborate', 'edit', null],
      ['temporary', 'view', new Date(start.getTime() + 7 * DAY_MS).toISOString()],
      ['comment', 'comment', null],
      ['edit', 'edit', null],
    ] as const;
    for (const [kind, accessLevel, expiresAt] of cases) {
      const response = await healthcare({ ...base, accessLevel: kind, organizationType: 'board' });
      expect(response.statusCode, kind).toBe(201);
      const link = response.json() as ShareLinkDto;
      expect(link, kind).toMatchObject({ accessLevel, expiresAt, organizationType: 'board' });
      expect(link.shareUrl).toBe(`https://ndas.example.org/shared/${link.shareToken}`);
    }
  });

  it('keeps the organisation type and a named recipient with the link, without mail', async () => {
    const document = await createDocument(t.db);
    const link = (
      await healthcare({
        documentId: document.id,
        accessLevel: 'view',
        recipient: 'Memorial Hermann research office',
        organizationType: 'hospital',
      })
    ).json() as ShareLinkDto;
    expect(link).toMatchObject({
      organizationType: 'hospital',
      recipient: 'Memorial Hermann research office',
    });
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.recipientEmail).toBeNull();
    expect(await t.db.select().from(outbox).where(eq(outbox.relatedId, link.id))).toEqual([]);
    // Nothing was mailed, and the answer says so.
    expect((link as MailedShareLinkDto).delivery).toBeNull();
  });

  it('mails the link to a recipient given as an email address, naming document, access and expiry', async () => {
    await writeSetting({
      db: t.db,
      key: ORGANISATION_NAME_KEY,
      value: 'NovaLearn Institute Group',
      now: start,
    });
    const document = await createDocument(t.db, { title: 'Sensory therapy study NDA' });
    const link = (
      await healthcare({
        documentId: document.id,
        accessLevel: 'temporary',
        recipient: 'dr.lee@hospital.example.org',
        organizationType: 'hospital',
      })
    ).json() as ShareLinkDto;
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.recipientEmail).toBe('dr.lee@hospital.example.org');
    // No SMTP_URL in this test app: the answer says so, with the link to pass on by hand.
    expect((link as MailedShareLinkDto).delivery).toEqual({
      status: 'no-mail-server',
      to: 'dr.lee@hospital.example.org',
      link: link.shareUrl,
    });

    const mails = await t.db.select().from(outbox).where(eq(outbox.relatedId, link.id));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to: 'dr.lee@hospital.example.org',
      subject: 'NovaLearn Institute Group shared "Sensory therapy study NDA" with you',
      relatedEntity: 'share_link',
      status: 'logged', // no SMTP_URL in this test app
      html: null,
    });
    expect(mail.text).toContain(link.shareUrl);
    expect(mail.text).toContain('read the agreement and download it as a Word file');
    expect(mail.text).toContain('The link works until Jan 22, 2026 at 3:00 AM CST.');
  });

  it('validates the organisation type and answers 404 for an unknown document', async () => {
    const document = await createDocument(t.db);
    const bad = await healthcare({
      documentId: document.id,
      accessLevel: 'view',
      organizationType: 'school',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.organizationType).toEqual([
      'Choose hospital, investor, partner or board',
    ]);
    const unknown = await healthcare({
      documentId: UNKNOWN_ID,
      accessLevel: 'view',
      organizationType: 'partner',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
