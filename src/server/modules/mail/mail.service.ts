import { holdsPrivateLink } from '../../../domain/mail.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { outbox } from './mail.table.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  relatedEntity?: string | null;
  relatedId?: string | null;
};

/**
 * Puts a message in the outbox. Call it inside the transaction of the change that causes the
 * message, so both commit or neither does; the delivery worker sends it afterwards. Without a
 * mail server the message is stored as `logged` (kept for admins to read, not delivered). Whether
 * the body holds a private link is decided here, for every sender at once, so opening such a
 * message in Settings is audited whichever module wrote it.
 */
export async function enqueueMail(options: {
  db: Database | Transaction;
  mail: OutgoingMail;
  now: Date;
  canDeliver: boolean;
}): Promise<{ id: string }> {
  const [row] = await options.db
    .insert(outbox)
    .values(outboxRow(options))
    .returning({ id: outbox.id });
  return row!;
}

/** The outbox row of a message, for a caller that writes it together with another row. */
export function outboxRow(options: {
  mail: OutgoingMail;
  now: Date;
  canDeliver: boolean;
}): typeof outbox.$inferInsert {
  const { mail, now } = options;
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    holdsPrivateLink: holdsPrivateLink(mail),
    relatedEntity: mail.relatedEntity ?? null,
    relatedId: mail.relatedId ?? null,
    status: options.canDeliver ? 'pending' : 'logged',
    nextAttemptAt: now,
    createdAt: now,
  };
}
