import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  STEWARDSHIP_LETTER_KINDS,
  type StewardshipLetterKind,
} from '../../../../domain/crm/schemas.ts';
import { bytea, isOneOf } from '../../../db/columns.ts';
import { users } from '../../auth/auth.table.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';

/**
 * Acknowledgment letters and giving statements exactly as sent. The outbox cannot carry
 * attachments, so the mail holds the letter's text and the PDF stays here for staff to download
 * or print. Kept with the donor (deleted with them), not in `uploads`, which has no owner.
 */
export const stewardshipLetters = pgTable(
  'stewardship_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StewardshipLetterKind>().notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    filename: text('filename').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    /** The outbox message that carried the text (no foreign key: the outbox may be pruned). */
    outboxId: uuid('outbox_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stewardship_letters_donor_id_idx').on(t.donorId),
    index('stewardship_letters_donation_id_idx').on(t.donationId),
    index('stewardship_letters_created_by_idx').on(t.createdBy),
    check('stewardship_letters_kind_check', isOneOf(t.kind, STEWARDSHIP_LETTER_KINDS)),
    check(
      'stewardship_letters_period_check',
      sql`${t.periodTo} is null or ${t.periodTo} >= ${t.periodFrom}`,
    ),
  ],
);

export type StewardshipLetter = typeof stewardshipLetters.$inferSelect;
