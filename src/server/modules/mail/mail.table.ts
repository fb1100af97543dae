import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../domain/mail/mail.ts';
import { bytea, isOneOf } from '../../db/columns.ts';

/**
 * Every outgoing message, written in the same transaction as the change that causes it, so a
 * message is never lost and admins can read what was sent. relatedEntity / relatedId point at the
 * record it is about (e.g. 'waiting_list' + id) without a foreign key.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * The body holds a private link (signing, status or share), decided when the message is
     * queued: opening such a message in Settings is audited. Stored rather than searched for at
     * read time, so the list can show it without reading bodies.
     */
    holdsPrivateLink: boolean('holds_private_link').notNull().default(false),
    /**
     * To an address of the demo data (demo_recipients): kept here, never delivered, so nobody
     * outside gets mail about a made-up record (ADR 039).
     */
    isDemo: boolean('is_demo').notNull().default(false),
    relatedEntity: text('related_entity'),
    relatedId: text('related_id'),
    /**
     * Extra header lines sent as written (List-Unsubscribe for campaign mail), stored with the
     * message so a retry sends the same ones. Names and values are plain text; never From/To.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sender polls pending messages whose next attempt is due.
    index('outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_at_idx').on(t.createdAt),
    index('outbox_related_idx').on(t.relatedEntity, t.relatedId),
    check('outbox_status_check', isOneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The made-up addresses of the demo data, lower case, written by the demo-data loader. The mail
 * module keeps them, so every message, whatever feature writes it, is checked against one list.
 */
export const demoRecipients = pgTable('demo_recipients', {
  address: text('address').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;

/**
 * Files sent with a message (a signed agreement's sealed PDF). Stored with the message, not looked
 * up at delivery, so the delivery worker needs no feature's tables and a retry sends the same
 * bytes. Kept apart from `outbox` so lists never read them. Each is at most
 * MAIL_ATTACHMENT_MAX_MB; a bigger file is offered as a link instead (ADR 037).
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    /** Bytes of `content`, so the message page can say how big a file is without reading it. */
    size: integer('size').notNull(),
  },
  (t) => [
    index('outbox_attachments_outbox_id_idx').on(t.outboxId),
    check('outbox_attachments_size_check', sql`${t.size} >= 0`),
  ],
);

export type OutboxAttachment = typeof outboxAttachments.$inferSelect;
