import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { MailedShareLinkDto, SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import { createMailTransport } from '../mail/mail-transport.ts';

let smtp: LocalSmtpServer;
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://ndas.example.org' });
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const healthcare = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/documents/share/healthcare', headers, payload });

describe('a healthcare link reaches its recipient through a real SMTP server', () => {
  it('answers that the mail is queued, delivers it, and its link opens the NDA', async () => {
    const document = await createDocument(t.db, { title: 'Sensory therapy study NDA' });
    const response = await healthcare({
      documentId: document.id,
      accessLevel: 'view',
      recipient: 'dr.lee@hospital.example.org',
      organizationType: 'hospital',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as MailedShareLinkDto;
    expect(link.delivery).toEqual({
      status: 'queued',
      to: 'dr.lee@hospital.example.org',
      link: link.shareUrl,
    });

    const counts = await deliverDueMail({
      db: t.db,
      transport: createMailTransport(t.config.mail),
      from: t.config.mail.from,
      now: t.clock.now(),
    });
    expect(counts.sent).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['dr.lee@hospital.example.org']);
    const token = /\/shared\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBe(link.shareToken);
    const opened = await t.app.inject({ url: `/api/shared/${token}` });
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as SharedDocumentDto).document).toMatchObject({
      id: document.id,
      title: 'Sensory therapy study NDA',
    });
  });

  it('mails nothing, and says so, when the recipient is a name', async () => {
    const document = await createDocument(t.db);
    const response = await healthcare({
      documentId: document.id,
      accessLevel: 'view',
      recipient: 'Memorial Hermann research office',
      organizationType: 'hospital',
    });
    expect((response.json() as MailedShareLinkDto).delivery).toBeNull();
  });
});

describe("a temporary link's end in the mail", () => {
  it("is written in the organisation's time zone, with its abbreviation", async () => {
    const eastern = await createTestApp({
      ORGANIZATION_TIME_ZONE: 'America/New_York',
      PUBLIC_URL: 'https://ndas.example.org',
    });
    try {
      eastern.clock.set(new Date('2026-07-01T16:30:00Z'));
      const admin = await signInAsNewAdmin(eastern);
      const document = await createDocument(eastern.db);
      const response = await eastern.app.inject({
        method: 'POST',
        url: '/api/documents/share/healthcare',
        headers: admin.headers,
        payload: {
          documentId: document.id,
          accessLevel: 'temporary',
          recipient: 'board@example.org',
          organizationType: 'board',
        },
      });
      expect(response.statusCode).toBe(201);
      const message = await eastern.app.inject({
        url: '/api/outbox?limit=1',
        headers: admin.headers,
      });
      const [summary] = message.json() as { id: string }[];
      const opened = await eastern.app.inject({
        url: `/api/outbox/${summary!.id}`,
        headers: admin.headers,
      });
      // Seven days after 12:30 PM EDT on July 1.
      expect((opened.json() as { text: string }).text).toContain(
        'The link works until Jul 8, 2026 at 12:30 PM EDT.',
      );
    } finally {
      await eastern.close();
    }
  });
});
