import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * People who share a home and are written to as one: "The Ortiz-Park Family" at one address.
 * Members are the donors whose household_id names it; a household without members is kept until
 * staff delete it (a donor may move between households).
 */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mailingName: text('mailing_name'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('households_name_idx').on(t.name)],
);

export type Household = typeof households.$inferSelect;
export type NewHousehold = typeof households.$inferInsert;
