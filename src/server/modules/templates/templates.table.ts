import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * NDA templates (admin spec §3). Content may hold the [COMPANY] and [PARTNER] placeholders.
 * At most one template is the default: the partial unique index makes the database refuse a second.
 */
export const ndaTemplates = pgTable(
  'nda_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nda_templates_created_at_idx').on(t.createdAt),
    uniqueIndex('nda_templates_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export type NdaTemplate = typeof ndaTemplates.$inferSelect;
export type NewNdaTemplate = typeof ndaTemplates.$inferInsert;
