import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument } from '../../demo/factories.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import { createMailTransport } from '../mail/mail-transport.ts';

let smtp: LocalSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://ndas.example.org' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('an invitation reaches the collaborator through a real SMTP server', () => {
  it('mails the edit link from the outbox to the invited address; the link opens the NDA', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const document = await createDocument(t.db, { title: 'Robotics lab pilot NDA' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/invite`,
      headers,
      payload: { email: 'reviewer@example.org', permissions: 'edit' },
    });
    expect(response.statusCode).toBe(201);
    const { shareUrl, shareToken, delivery } = response.json() as {
      shareUrl: string;
      shareToken: string;
      delivery: unknown;
    };
    expect(delivery).toEqual({ status: 'queued', to: 'reviewer@example.org', link: shareUrl });

    const counts = await deliverDueMail({
      db: t.db,
      transport: createMailTransport(t.config.mail),
      from: t.config.mail.from,
      now: t.clock.now(),
    });
    expect(counts.sent).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['reviewer@example.org']);
    expect(mail?.text).toContain(shareUrl);
    expect(mail?.text).toContain('Robotics lab pilot NDA');

    // The collaborator follows the link in the mail.
    const token = /\/shared\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBe(shareToken);
    const opened = await t.app.inject({ url: `/api/shared/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      document: { id: document.id, title: 'Robotics lab pilot NDA', canEdit: true },
      shareLink: { accessLevel: 'edit' },
    });
  });
});
