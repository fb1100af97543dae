import { crc32, deflateSync } from 'node:zlib';
import { and, desc, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { outbox } from '../src/server/modules/mail/mail.table.ts';
import type { TestApp } from './test-app.ts';

/** A signer's connection: each flow gets its own address, as real signers would. */
export type Connection = { ip: string; userAgent: string };

let connectionCounter = 0;
export function newConnection(): Connection {
  connectionCounter += 1;
  return {
    ip: `203.0.113.${connectionCounter % 250}`,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) SignerBrowser/${connectionCounter}.0`,
  };
}

export const sendForSignature = (
  t: TestApp,
  headers: Record<string, string>,
  documentId: string,
  payload: object = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/docusign/send/${documentId}`,
    headers: { ...headers, 'user-agent': 'AdminBrowser/1.0' },
    payload,
  });

/** The newest message to `to` (optionally with `subject` in its subject line). */
export async function latestMailTo(t: TestApp, to: string, subject = '') {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The signing token from the invitation in the outbox: the only place the raw token exists. */
export async function signingTokenFor(
  t: TestApp,
  signerEmail: string,
  subject = '',
): Promise<string> {
  const mail = await latestMailTo(t, signerEmail, subject);
  const match = /\/sign\/([A-Za-z0-9_-]{43})\b/.exec(mail.text);
  if (!match) throw new Error(`No signing link in: ${mail.text}`);
  return match[1]!;
}

const as = (connection: Connection) => ({
  remoteAddress: connection.ip,
  headers: { 'user-agent': connection.userAgent },
});

export const openSigningLink = (t: TestApp, token: string, connection: Connection) =>
  t.app.inject({ url: `/api/sign/${token}`, ...as(connection) });

export const signWith = (t: TestApp, token: string, connection: Connection, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/sign/${token}`, payload, ...as(connection) });

export const declineWith = (t: TestApp, token: string, connection: Connection, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sign/${token}/decline`,
    payload: { reason },
    ...as(connection),
  });

export const typedSignature = (fullName: string, title: string | null = null) => ({
  fullName,
  title,
  signatureType: 'typed',
  consent: true,
});

/** A greyscale PNG data URL of `width` × `height` pixels from its unfiltered pixel rows. */
function greyscalePng(width: number, height: number, pixels: Buffer): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A real PNG (a dark stroke on white), like the one signature_pad hands over. */
export function drawnSignaturePng(width = 120, height = 40): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      if (Math.abs(y - height / 2 - Math.sin(x / 8) * 8) < 2) row[x + 1] = 20;
    }
    rows.push(row);
  }
  return greyscalePng(width, height, Buffer.concat(rows));
}

/**
 * A valid all-white PNG of any size: a few kilobytes of data URL, however many pixels it claims
 * (6000 × 6000 deflates to under 50 kB), as a hostile signer could send.
 */
export function blankPng(width: number, height: number): string {
  const pixels = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) pixels[y * (width + 1)] = 0; // each row: no filter
  return greyscalePng(width, height, pixels);
}

/** The text of a PDF, all pages, as a reader (or a court) would extract it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** POST /api/esign/verify with the PDF as a multipart upload, as the browser sends it. */
export function verifyUpload(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Uint8Array,
  filename = 'signed.pdf',
  target: { url?: string; remoteAddress?: string } = {},
) {
  const boundary = '----nda-verify-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: target.url ?? '/api/esign/verify',
    remoteAddress: target.remoteAddress,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}
