import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded, when the message has one. */
  html: string | null;
  /** Files sent with the message, each as base64 (JSON-safe for the e2e mail spool). */
  attachments: ReceivedAttachment[];
  /** Every header line as sent, by lower-case name, unfolded (the last one when repeated). */
  headers: Record<string, string>;
  raw: string;
};

export type ReceivedAttachment = { filename: string; contentType: string; base64: string };

/** What the server answers at the end of DATA: accept, or refuse with an SMTP reply code. */
export type SmtpMode = { accept: true } | { accept: false; code: number; message: string };

export type LocalSmtpServer = {
  port: number;
  /** smtp:// URL of the server, for SMTP_URL or a nodemailer transport. */
  url: string;
  received: ReceivedMail[];
  setMode(mode: SmtpMode): void;
  /** Answers DATA only after this many milliseconds (a slow server). */
  setDelay(ms: number): void;
  /** Messages received whose answer the (slow) server still holds back. */
  unansweredCount(): number;
  close(): Promise<void>;
};

/** The message as a mail program reads it: mailparser decodes encoded words, parts and files. */
async function readMessage(raw: Buffer): Promise<Omit<ReceivedMail, 'from' | 'to' | 'raw'>> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true });
  return {
    subject: parsed.subject ?? '',
    // The text as written: the line break that ends every MIME body is not part of it.
    text: (parsed.text ?? '').replace(/\r?\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      base64: file.content.toString('base64'),
    })),
    headers: Object.fromEntries(
      parsed.headerLines.map((header) => [
        header.key,
        header.line
          .slice(header.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      ]),
    ),
  };
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, without TLS, that keeps what it receives.
 * Any user name and password are accepted, so SMTP_URL may carry credentials. With `spoolDir`,
 * each message is also written there as one JSON file, so other processes (the e2e test workers,
 * while the server runs in the global setup) can read the mailbox.
 */
export async function startLocalSmtpServer(
  options: { spoolDir?: string } = {},
): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = { accept: true };
  let delayMs = 0;
  let unanswered = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        unanswered += 1;
        setTimeout(() => {
          unanswered -= 1;
          if (!mode.accept) {
            const error = Object.assign(new Error(mode.message), { responseCode: mode.code });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks);
          readMessage(raw).then((parts) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((address) => address.address),
              raw: raw.toString('utf8'),
              ...parts,
            };
            received.push(mail);
            if (options.spoolDir) {
              const name = `${String(received.length).padStart(6, '0')}.json`;
              writeFileSync(path.join(options.spoolDir, name), JSON.stringify(mail));
            }
            callback();
          }, callback);
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode(next) {
      mode = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    unansweredCount: () => unanswered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
