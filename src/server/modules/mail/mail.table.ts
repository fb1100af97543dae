import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../domain/mail.ts';
import { isOneOf } from '../../db/columns.ts';

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
    relatedEntity: text('related_entity'),
    relatedId: text('related_id'),
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

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
