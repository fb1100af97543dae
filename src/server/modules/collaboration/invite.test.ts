import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { ActivityDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { outbox } from '../mail/mail.table.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { shareLinks } from '../sharing/public.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://ndas.example.org' });
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
  await writeSetting({
    db: t.db,
    key: ORGANISATION_NAME_KEY,
    value: 'NovaLearn',
    now: t.clock.now(),
  });
});
afterAll(() => t.close());

const invite = (documentId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/documents/${documentId}/invite`, headers, payload });

describe('POST /api/documents/:id/invite', () => {
  it('creates an edit link bound to the address, mails it and records the invitation', async () => {
    const document = await createDocument(t.db, { title: 'Robotics <b>pilot</b> NDA' });
    const response = await invite(document.id, {
      email: ' kim@partner.example.org ',
      permissions: 'edit',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as ShareLinkDto;
    expect(link).toMatchObject({
      documentId: document.id,
      accessLevel: 'edit',
      expiresAt: null,
      status: 'active',
      recipient: 'kim@partner.example.org',
      shareUrl: `https://ndas.example.org/shared/${link.shareToken}`,
    });
    // No SMTP_URL here: the answer says the mail was not sent and gives the link to pass on.
    expect(response.json().delivery).toEqual({
      status: 'no-mail-server',
      to: 'kim@partner.example.org',
      link: link.shareUrl,
    });
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.recipientEmail).toBe('kim@partner.example.org');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.relatedEntity, 'share_link'), eq(outbox.relatedId, link.id)));
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'kim@partner.example.org',
        subject: 'NovaLearn invited you to work on "Robotics <b>pilot</b> NDA"',
        status: 'logged',
        html: null,
      }),
    ]);
    expect(mails[0]!.text).toContain(link.shareUrl);
    expect(mails[0]!.text).toContain('make changes to its text');
    expect(mails[0]!.text).toContain('The link does not expire');

    const feed = (
      await t.app.inject({ url: `/api/documents/${document.id}/activity`, headers })
    ).json() as ActivityDto[];
    expect(feed.map((entry) => [entry.userName, entry.action]).sort()).toEqual([
      [adminName, 'invited'],
      [adminName, 'shared'],
    ]);
    // Staff see which link each entry is about (ADR 029); the link holders' feed never names it.
    expect(feed.map((entry) => entry.link?.recipient)).toEqual([
      'kim@partner.example.org',
      'kim@partner.example.org',
    ]);
    expect(feed.every((entry) => !entry.details?.includes('kim@'))).toBe(true);
    const linkFeed = await t.app.inject({
      url: `/api/documents/${document.id}/activity?shareToken=${link.shareToken}`,
    });
    expect(linkFeed.body).not.toContain('kim@partner.example.org');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'invite')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorName: adminName,
        details: {
          shareLinkId: link.id,
          email: 'kim@partner.example.org',
          accessLevel: 'edit',
          expiresAt: null,
        },
      }),
    ]);
  });

  it('queues the message for delivery (not only logged) when a mail server is configured', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const admin = await signInAsNewAdmin(withSmtp);
      const document = await createDocument(withSmtp.db);
      const response = await withSmtp.app.inject({
        method: 'POST',
        url: `/api/documents/${document.id}/invite`,
        headers: admin.headers,
        payload: { email: 'sam@partner.example.org' },
      });
      const link = response.json() as ShareLinkDto;
      expect(response.json().delivery).toMatchObject({
        status: 'queued',
        to: 'sam@partner.example.org',
      });
      const [mail] = await withSmtp.db.select().from(outbox).where(eq(outbox.relatedId, link.id));
      expect(mail!.status).not.toBe('logged');
    } finally {
      await withSmtp.close();
    }
  });

  it('needs a valid email and a known access level, and answers 404 for an unknown document', async () => {
    const document = await createDocument(t.db);
    expect((await invite(document.id, { email: '  ' })).json().fieldErrors.email).toBeDefined();
    expect((await invite(document.id, { email: 'kim@' })).statusCode).toBe(400);
    expect(
      (await invite(document.id, { email: 'kim@x.org', permissions: 'owner' })).statusCode,
    ).toBe(400);
    const unknown = await invite('00000000-0000-4000-8000-000000000000', { email: 'kim@x.org' });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'kim@x.org'))).toEqual([]);
  });

  it('answers 401 without an admin session', async () => {
    const document = await createDocument(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/invite`,
      payload: { email: 'kim@partner.example.org' },
    });
    expect(response.statusCode).toBe(401);
  });
});
