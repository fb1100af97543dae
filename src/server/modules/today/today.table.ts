import { boolean, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * A staff member's "Today" choices (ADR 053): the morning digest is off until they turn it on;
 * digestSentOn is the America/Chicago day of the last digest, so each day's goes once.
 */
export const todayPreferences = pgTable('today_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  morningDigest: boolean('morning_digest').notNull().default(false),
  digestSentOn: date('digest_sent_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Items a staff member marked "Done" on their Today list. The key names the item in its current
 * state (domain/today/today-items.ts), so an item that changes (a new comment, a later follow-up
 * date) is a new key and comes back.
 */
export const todayDone = pgTable(
  'today_done',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

export type TodayPreferences = typeof todayPreferences.$inferSelect;
