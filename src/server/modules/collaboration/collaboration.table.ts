import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_VERSION_SOURCES,
  type DocumentVersionSource,
} from '../../../domain/documents/documents.ts';
import { ACTIVITY_TYPES, type ActivityType } from '../../../domain/sharing/sharing.ts';
import { isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { ndaDocuments } from '../documents/public.ts';
import { shareLinks } from '../sharing/public.ts';

/**
 * Activity on a document (admin spec §3). shareToken is plain text, not a foreign key: it names
 * the link an entry is about (the link used, the link staff made or turned off, or the link whose
 * conversation a staff reply went to) and must survive that link's deactivation. A link holder's
 * feed is the entries of their own link (ADR 029). The feed's userName / action / timestamp are
 * actorName / activityType + details / createdAt.
 */
export const collaborationActivity = pgTable(
  'collaboration_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    shareToken: text('share_token'),
    activityType: text('activity_type').$type<ActivityType>().notNull(),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    details: text('details'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // The address a protected link's visitor proved, and their pass (ADR 049): who did it.
    visitorEmail: text('visitor_email'),
    visitorPassId: uuid('visitor_pass_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collaboration_activity_document_id_created_at_idx').on(t.documentId, t.createdAt),
    index('collaboration_activity_share_token_created_at_idx').on(t.shareToken, t.createdAt),
    // A link's view count is its number of viewed rows (share-link-views.ts, ADR 041).
    index('collaboration_activity_viewed_share_token_idx')
      .on(t.shareToken)
      .where(sql`${t.activityType} = 'viewed'`),
    check('collaboration_activity_activity_type_check', isOneOf(t.activityType, ACTIVITY_TYPES)),
  ],
);

export type CollaborationActivity = typeof collaborationActivity.$inferSelect;
export type NewCollaborationActivity = typeof collaborationActivity.$inferInsert;

/**
 * Comments from the collaboration panel and from shared links (admin spec §3). Each outside party
 * has its own conversation (ADR 029): shareLinkId is the link whose conversation a comment is in,
 * the link it was posted through or, for a staff reply, the link replied to. Null is a staff-only
 * note. shareToken stays the link a comment was posted through, so it is null for staff.
 */
export const documentComments = pgTable(
  'document_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    shareToken: text('share_token'),
    // Links are never deleted on their own (deactivation keeps the row), only with their document.
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    content: text('content').notNull(),
    isResolved: boolean('is_resolved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_comments_document_id_created_at_idx').on(t.documentId, t.createdAt),
    index('document_comments_share_link_id_created_at_idx').on(t.shareLinkId, t.createdAt),
  ],
);

export type DocumentComment = typeof documentComments.$inferSelect;
export type NewDocumentComment = typeof documentComments.$inferInsert;

/**
 * Every saved content of a document, numbered 1, 2, 3... per document. Edit links let outside
 * recipients change the text, so each change is kept with who made it.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<DocumentVersionSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_versions_document_id_number_idx').on(t.documentId, t.number),
    index('document_versions_author_user_id_idx').on(t.authorUserId),
    check('document_versions_source_check', isOneOf(t.source, DOCUMENT_VERSION_SOURCES)),
    check('document_versions_number_check', sql`${t.number} >= 1`),
  ],
);

export type DocumentVersion = typeof documentVersions.$inferSelect;
export type NewDocumentVersion = typeof documentVersions.$inferInsert;
