import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ACCESS_LEVELS,
  ORGANIZATION_TYPES,
  type AccessLevel,
  type OrganizationType,
} from '../../../domain/sharing/sharing.ts';
import { DOCUMENT_SEND_KINDS, type DocumentSendKind } from '../../../domain/documents/sends.ts';
import { isOneOf } from '../../db/columns.ts';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_links_document_id_idx').on(t.documentId),
    check('share_links_access_level_check', isOneOf(t.accessLevel, ACCESS_LEVELS)),
    check('share_links_organization_type_check', isOneOf(t.organizationType, ORGANIZATION_TYPES)),
  ],
);

export type ShareLink = typeof shareLinks.$inferSelect;
export type NewShareLink = typeof shareLinks.$inferInsert;

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
