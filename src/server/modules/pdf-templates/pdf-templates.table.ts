import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PageBox, PlacedField } from '../../../domain/esign/placed-fields.ts';
import { bytea } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

/**
 * A partner's own PDF with signature, initials, date, name, text and checkbox fields placed on
 * its pages for signer slots 1, 2, ... (ADR 050). The PDF is kept exactly as uploaded; sending
 * copies it and its fields into the envelope, so editing a template never changes what was sent.
 */
export const pdfTemplates = pgTable(
  'pdf_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    /** Each page as a reader shows it (rotation applied), in points, read at upload. */
    pages: jsonb('pages').$type<PageBox[]>().notNull(),
    fields: jsonb('fields')
      .$type<PlacedField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How many signers the fields are for: slot k goes to the envelope's k-th signer. */
    signerCount: integer('signer_count').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pdf_templates_name_idx').on(t.name),
    check('pdf_templates_signer_count_check', sql`${t.signerCount} between 1 and 10`),
    check('pdf_templates_size_check', sql`${t.size} > 0`),
  ],
);

export type PdfTemplate = typeof pdfTemplates.$inferSelect;
export type NewPdfTemplate = typeof pdfTemplates.$inferInsert;
