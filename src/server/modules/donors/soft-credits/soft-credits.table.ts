import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  SOFT_CREDIT_KINDS,
  type SoftCreditKind,
} from '../../../../domain/crm/soft-credit-kinds.ts';
import { cents, isOneOf } from '../../../db/columns.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';

/**
 * Another person credited with a gift (spouse, the person who asked for it, the adviser of a
 * donor-advised fund...). The money stays the gift donor's (hard credit); reports add soft credit
 * only when asked. The gift's own donor is never soft-credited on it (add-soft-credit.ts and
 * merge-donors.ts keep that: it needs the gift's row, which a check cannot read).
 */
export const softCredits = pgTable(
  'soft_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SoftCreditKind>().notNull(),
    /** Whole gift unless staff say less (a matching gift credits the employee's half, say). */
    amountCents: cents('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('soft_credits_donation_donor_key').on(t.donationId, t.donorId),
    index('soft_credits_donor_id_idx').on(t.donorId),
    check('soft_credits_kind_check', isOneOf(t.kind, SOFT_CREDIT_KINDS)),
    check('soft_credits_amount_cents_check', sql`${t.amountCents} > 0`),
  ],
);

export type SoftCredit = typeof softCredits.$inferSelect;
