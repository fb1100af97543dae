import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * NDA counterparties (admin spec §3). Only companyName is required here: the partner form also
 * requires contactName and email, but that rule lives in the zod input schema.
 */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    // Archived partners are hidden from the pickers; their NDAs and history stay.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The documents list searches and sorts by partner company, case-insensitively.
  (t) => [
    index('partners_company_name_lower_idx').on(sql`lower(${t.companyName})`),
    index('partners_created_at_idx').on(t.createdAt),
    index('partners_archived_at_idx').on(t.archivedAt),
    // The documents search matches company names with ILIKE '%…%' (migration 0007).
    index('partners_company_name_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
  ],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
