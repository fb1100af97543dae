import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

/** Where and as whom mail is sent: the parts of the mail settings that delivery reads. */
export type SmtpSettings = Pick<Config['mail'], 'smtpUrl' | 'from'>;

/** The part of a nodemailer transport that delivery uses; tests pass one to a local server. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
    /** Extra header lines, sent as given (nodemailer's `headers`). */
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
};

/**
 * Bounds on one SMTP conversation. nodemailer's own defaults allow minutes of silence per
 * message; a batch is claimed for MAIL_CLAIM_LEASE_MS, so every send must end well within it.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/** A nodemailer SMTP transport for SMTP_URL (smtp:// with STARTTLS when offered, smtps://). */
export function createMailTransport(mail: SmtpSettings): MailTransport {
  if (!mail.smtpUrl) throw new Error('SMTP_URL is not set, so mail cannot be delivered.');
  return nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
}

/**
 * "smtp://host:port" for logs and Settings: never the user name or password in the URL. The
 * port is the one nodemailer will use (465 for smtps://, else 587) when the URL names none.
 */
export function describeSmtpServer(smtpUrl: string): { url: string; hostAndPort: string } {
  const parsed = new URL(smtpUrl);
  const isSecure = parsed.protocol === 'smtps:';
  const hostAndPort = `${parsed.hostname}:${parsed.port || (isSecure ? 465 : 587)}`;
  return { url: `${isSecure ? 'smtps' : 'smtp'}://${hostAndPort}`, hostAndPort };
}
