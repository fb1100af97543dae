import { eq } from 'drizzle-orm';
import { holdsPrivateLink } from '../../../domain/mail/mail.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { demoRecipients, outbox, outboxAttachments } from './mail.table.ts';

/** A file sent with a message; stored with it in the outbox (outbox_attachments). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  relatedEntity?: string | null;
  relatedId?: string | null;
  /** The caller keeps each within MAIL_ATTACHMENT_MAX_MB (config.mail.attachmentMaxBytes). */
  attachments?: MailAttachment[];
  /**
   * The message holds a secret that is not a link (a one-time code): like a private link, opening
   * it in Settings is audited.
   */
  holdsSecret?: boolean;
  /**
   * Extra header lines, e.g. List-Unsubscribe. Only names outside the ones delivery sets itself
   * (From, To, Subject...), and values on one line: a line break would start a new header.
   */
  headers?: Record<string, string>;
};

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
/** Set by delivery from the message itself; a feature must not override them. */
const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'content-type',
  'content-transfer-encoding',
  'mime-version',
]);

/** The headers as stored: checked here, so a wrong one fails the sender's test, not delivery. */
function checkedHeaders(headers: Record<string, string> | undefined) {
  if (!headers || Object.keys(headers).length === 0) return null;
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) {
      throw new Error(`A mail cannot carry the header "${name}".`);
    }
    if (/[\r\n]/.test(value)) throw new Error(`The header ${name} must be one line.`);
  }
  return headers;
}

/**
 * Puts a message in the outbox. Call it inside the transaction of the change that causes the
 * message, so both commit or neither does; the delivery worker sends it afterwards. Without a
 * mail server the message is stored as `logged` (kept for admins to read, not delivered). Whether
 * the body holds a private link is decided here, for every sender at once, so opening such a
 * message in Settings is audited whichever module wrote it. So is whether it goes to an address of
 * the demo data: such a message is kept, never delivered (ADR 039).
 */
export async function enqueueMail(options: {
  db: Database | Transaction;
  mail: OutgoingMail;
  now: Date;
  canDeliver: boolean;
}): Promise<{ id: string }> {
  const isDemo = await isDemoRecipient(options.db, options.mail.to);
  const [row] = await options.db
    .insert(outbox)
    .values(outboxRow({ ...options, isDemo }))
    .returning({ id: outbox.id });
  const attachments = options.mail.attachments ?? [];
  if (attachments.length > 0) {
    await options.db.insert(outboxAttachments).values(
      attachments.map((attachment) => ({
        outboxId: row!.id,
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
        size: attachment.content.byteLength,
      })),
    );
  }
  return row!;
}

/** Whether the demo-data loader made this address up (demo_recipients). */
export async function isDemoRecipient(
  db: Database | Transaction,
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ address: demoRecipients.address })
    .from(demoRecipients)
    .where(eq(demoRecipients.address, address.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** The outbox row of a message, for a caller that writes it together with another row. */
export function outboxRow(options: {
  mail: OutgoingMail;
  now: Date;
  canDeliver: boolean;
  /** To a made-up address of the demo data: stored as `logged`, never delivered. */
  isDemo?: boolean;
}): typeof outbox.$inferInsert {
  const { mail, now } = options;
  const isDemo = options.isDemo ?? false;
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    holdsPrivateLink: mail.holdsSecret === true || holdsPrivateLink(mail),
    relatedEntity: mail.relatedEntity ?? null,
    relatedId: mail.relatedId ?? null,
    headers: checkedHeaders(mail.headers),
    isDemo,
    status: options.canDeliver && !isDemo ? 'pending' : 'logged',
    nextAttemptAt: now,
    createdAt: now,
  };
}
