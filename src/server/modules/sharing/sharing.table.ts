import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_LEVELS,
  ORGANIZATION_TYPES,
  type AccessLevel,
  type OrganizationType,
} from '../../../domain/sharing/sharing.ts';
import { DOCUMENT_SEND_KINDS, type DocumentSendKind } from '../../../domain/documents/sends.ts';
import { isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { ndaDocuments } from '../documents/public.ts';

/**
 * Public links to a document (admin spec §3). Deactivating a link sets isActive false; the row is
 * kept so the activity feed can still name it. The API's `permissions` field is accessLevel.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    // Read-only links are looked up by the token itself (the spec's /shared/{shareToken} URL).
    shareToken: text('share_token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    accessLevel: text('access_level').$type<AccessLevel>().notNull().default('view'),
    isActive: boolean('is_active').notNull().default(true),
    // Set by the healthcare sharing centre and by invitations; null for plain share links.
    organizationType: text('organization_type').$type<OrganizationType>(),
    recipient: text('recipient'),
    recipientEmail: text('recipient_email'),
    // What the link asks of its visitors (ADR 049). The name is printed in download watermarks.
    name: text('name'),
    passcodeHash: text('passcode_hash'),
    verifyEmail: boolean('verify_email').notNull().default(false),
    // Lower-case addresses and "@domain" entries; empty lets any verified address in.
    allowList: text('allow_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowDownload: boolean('allow_download').notNull().default(true),
    notifyOnFirstView: boolean('notify_on_first_view').notNull().default(true),
    // Who made it: the owner mailed on each verified visitor's first view.
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_links_document_id_idx').on(t.documentId),
    check('share_links_allow_list_check', sql`cardinality(${t.allowList}) = 0 or ${t.verifyEmail}`),
    check('share_links_access_level_check', isOneOf(t.accessLevel, ACCESS_LEVELS)),
    check('share_links_organization_type_check', isOneOf(t.organizationType, ORGANIZATION_TYPES)),
  ],
);

export type ShareLink = typeof shareLinks.$inferSelect;
export type NewShareLink = typeof shareLinks.$inferInsert;

/**
 * A device let in by a protected link (ADR 049): the passcode accepted and/or the address proved
 * by a mailed code, until expiresAt. Only the token's hash is kept; the page sends the token in
 * the x-visitor-pass header. It also keeps the time this visitor had the document on screen,
 * added up from heartbeats and bounded on the server.
 */
export const shareVisitorPasses = pgTable(
  'share_visitor_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    passcodeAcceptedAt: timestamp('passcode_accepted_at', { withTimezone: true }),
    secondsOnDocument: integer('seconds_on_document').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('share_visitor_passes_share_link_id_idx').on(t.shareLinkId),
    check('share_visitor_passes_seconds_check', sql`${t.secondsOnDocument} >= 0`),
  ],
);

export type ShareVisitorPass = typeof shareVisitorPasses.$inferSelect;

/**
 * Each address that proved itself on a link and opened it, once: the row is inserted on the first
 * view (insert … on conflict do nothing), so the owner's "first view" mail goes once per person
 * and link however many devices or tabs open it at the same moment.
 */
export const shareLinkReaders = pgTable(
  'share_link_readers',
  {
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.email] })],
);

/**
 * Each mail that carried a link to an NDA (sending it, or an invitation), as it was sent: to whom,
 * when, by whom, with what access, expiry and message. The link itself may be turned off later;
 * this row keeps what the recipient was told.
 */
export const documentSends = pgTable(
  'document_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentSendKind>().notNull(),
    recipientEmail: text('recipient_email').notNull(),
    accessLevel: text('access_level').$type<AccessLevel>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    message: text('message'),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_sends_document_id_sent_at_idx').on(t.documentId, t.sentAt),
    index('document_sends_share_link_id_idx').on(t.shareLinkId),
    check('document_sends_kind_check', isOneOf(t.kind, DOCUMENT_SEND_KINDS)),
    check('document_sends_access_level_check', isOneOf(t.accessLevel, ACCESS_LEVELS)),
  ],
);
