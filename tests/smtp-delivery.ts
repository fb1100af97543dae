import { deliverDueMail } from '../src/server/modules/mail/deliver-mail.ts';
import type { MailTransport } from '../src/server/modules/mail/mail-transport.ts';
import type { LocalSmtpServer } from './local-smtp-server.ts';
import type { TestApp } from './test-app.ts';

/** Runs the delivery worker once and returns what reached the SMTP server since. */
export async function deliverToSmtp(t: TestApp, smtp: LocalSmtpServer, transport: MailTransport) {
  const before = smtp.received.length;
  await deliverDueMail({ db: t.db, transport, from: t.config.mail.from, now: t.clock.now() });
  return smtp.received.slice(before);
}
