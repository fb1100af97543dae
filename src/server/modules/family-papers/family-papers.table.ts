import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  MAX_PAPER_BYTES,
  PAPER_KINDS,
  PAPER_MIME_TYPES,
  type PaperKind,
  type PaperMimeType,
} from '../../../domain/family-papers/papers.ts';
import { bytea, isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { waitingList } from '../waiting-list/public.ts';

/**
 * Papers a family sent about their learner from the status link. The files live here, in the
 * database, so every server instance serves them and every backup carries them. Deleting the
 * waiting-list entry (a family's request to be forgotten) deletes its papers with it.
 */
export const familyPapers = pgTable(
  'family_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitingList.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaperKind>().notNull(),
    /** The family's name for the file, cleaned (filenames.ts): shown, never trusted. */
    filename: text('filename').notNull(),
    /** What the bytes are (detect-paper-type.ts), whatever the name or the browser said. */
    mimeType: text('mime_type').$type<PaperMimeType>().notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of `data`: the same file sent twice is refused. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('family_papers_entry_idx').on(t.entryId, t.uploadedAt),
    index('family_papers_reviewed_by_idx').on(t.reviewedBy),
    check('family_papers_kind_check', isOneOf(t.kind, PAPER_KINDS)),
    check('family_papers_mime_type_check', isOneOf(t.mimeType, PAPER_MIME_TYPES)),
    check(
      'family_papers_size_check',
      sql`${t.size} between 1 and ${sql.raw(String(MAX_PAPER_BYTES))}`,
    ),
  ],
);

export type FamilyPaper = typeof familyPapers.$inferSelect;
