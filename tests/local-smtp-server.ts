import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded, when the message has one. */
  html: string | null;
  raw: string;
};

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

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers and body of one MIME entity; enough MIME for the messages nodemailer writes. */
function splitEntity(entity: string) {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const body = entity.slice(end + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body };
}

function decodeBody(entity: ReturnType<typeof splitEntity>): string {
  const encoding = entity.header('Content-Transfer-Encoding').toLowerCase();
  const body = entity.body.replace(/\r\n$/, '');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function findParts(raw: string): { subject: string; text: string; html: string | null } {
  const message = splitEntity(raw);
  const subject = message.header('Subject');
  const boundary = /boundary="?([^";]+)"?/i.exec(message.header('Content-Type'))?.[1];
  if (!boundary) return { subject, text: decodeBody(message), html: null };
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitEntity(part.replace(/^\r\n/, '')));
  const ofType = (type: string) =>
    parts.find((part) => part.header('Content-Type').startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject,
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : null,
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
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            ...findParts(raw),
          };
          received.push(mail);
          if (options.spoolDir) {
            const name = `${String(received.length).padStart(6, '0')}.json`;
            writeFileSync(path.join(options.spoolDir, name), JSON.stringify(mail));
          }
          callback();
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
