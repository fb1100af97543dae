import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SUPPRESSION_SOURCES,
  type SuppressionSource,
} from '../../../../domain/crm/email-suppression.ts';
import { isOneOf } from '../../../db/columns.ts';
import { donors } from '../donors.table.ts';

/**
 * Donors who asked for no more campaign mail: one row while they are unsubscribed, so every
 * campaign leaves them out. Its own table (not columns on donors) so a donor's record, edits and
 * imports cannot clear it by accident, and only the unsubscribe code writes or deletes it. The
 * history (unsubscribed, subscribed again) is on the donor's interactions. Receipts and
 * acknowledgments do not read it: they are not campaign mail.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    donorId: uuid('donor_id')
      .primaryKey()
      .references(() => donors.id, { onDelete: 'cascade' }),
    /** The address the request came for, as it was then. */
    email: text('email'),
    source: text('source').$type<SuppressionSource>().notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('email_suppressions_source_check', isOneOf(t.source, SUPPRESSION_SOURCES))],
);

export type EmailSuppression = typeof emailSuppressions.$inferSelect;
