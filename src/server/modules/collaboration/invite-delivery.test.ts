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
  it('mails the edit link from the outbox to the invited address', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const document = await createDocument(t.db, { title: 'Robotics lab pilot NDA' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/invite`,
      headers,
      payload: { email: 'reviewer@example.org', permissions: 'edit' },
    });
    expect(response.statusCode).toBe(201);
    const { shareUrl } = response.json() as { shareUrl: string };

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
  });
});
