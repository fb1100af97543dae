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
import {
  ACCESS_LEVELS,
  ORGANIZATION_TYPES,
  type AccessLevel,
  type OrganizationType,
} from '../../../domain/sharing.ts';
import { isOneOf } from '../../db/columns.ts';
import { ndaDocuments } from '../documents/documents.table.ts';

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
 * A link's view count without a hot row (issue 24, share-link-views.ts): each view appends a row
 * to share_link_new_views; now and then those rows are deleted and their number added to the
 * link's tally. The count is the tally plus the rows not yet added, read in one snapshot, so it is
 * exact at every moment. The views themselves, with who looked and when, stay in the activity feed.
 */
export const shareLinkViewTallies = pgTable(
  'share_link_view_tallies',
  {
    shareToken: text('share_token')
      .primaryKey()
      .references(() => shareLinks.shareToken, { onDelete: 'cascade' }),
    views: integer('views').notNull(),
  },
  (t) => [check('share_link_view_tallies_views_check', sql`${t.views} >= 0`)],
);

export const shareLinkNewViews = pgTable(
  'share_link_new_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareToken: text('share_token')
      .notNull()
      .references(() => shareLinks.shareToken, { onDelete: 'cascade' }),
  },
  (t) => [index('share_link_new_views_share_token_idx').on(t.shareToken)],
);
