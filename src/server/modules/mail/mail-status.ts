import { describeSmtpServer, type SmtpSettings } from './mail-transport.ts';

/** Whether messages are delivered (SMTP_URL is set) or only kept in the outbox as `logged`. */
export const canDeliverMail = (mail: SmtpSettings): boolean => Boolean(mail.smtpUrl);

/** The mail line of the Settings page. Never shows the credentials in SMTP_URL. */
export function describeMailSetup(mail: SmtpSettings): {
  configured: boolean;
  description: string;
} {
  if (!mail.smtpUrl) {
    return {
      configured: false,
      description:
        'No mail server is set up (SMTP_URL is not set). Messages are kept in the outbox.',
    };
  }
  return {
    configured: true,
    description: `Delivering through ${describeSmtpServer(mail.smtpUrl).hostAndPort} as ${mail.from}.`,
  };
}

/** The start-up log line: says once whether mail leaves the server at all. */
export function describeMailDelivery(mail: SmtpSettings): string {
  return mail.smtpUrl
    ? `Mail: delivering through ${describeSmtpServer(mail.smtpUrl).url} as ${mail.from}.`
    : 'Mail: SMTP_URL is not set, so messages are only kept in the outbox (admins read it in Settings).';
}
