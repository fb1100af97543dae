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
import { OFFER_STATUSES, type OfferStatus } from '../../../domain/admissions/admissions.ts';
import { START_TERM_SQL_PATTERN, type StartTerm } from '../../../domain/start-terms/start-terms.ts';
import { CAMPUSES, type Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { waitingList } from '../waiting-list/public.ts';

/**
 * The seats of one campus × grade (K-12) or program (Bridge) × start term (ADR 021). Offers and
 * acceptances lock this row, so they never fill more seats than `capacity`.
 */
export const seatGroups = pgTable(
  'seat_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campus: text('campus').$type<Campus>().notNull(),
    gradeOrProgram: text('grade_or_program').notNull(),
    startTerm: text('start_term').$type<StartTerm>().notNull(),
    capacity: integer('capacity').notNull(),
    autoAdvance: boolean('auto_advance').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_groups_campus_grade_term_idx').on(t.campus, t.gradeOrProgram, t.startTerm),
    check('seat_groups_campus_check', isOneOf(t.campus, CAMPUSES)),
    check(
      'seat_groups_start_term_check',
      sql`${t.startTerm} ~ ${sql.raw(`'${START_TERM_SQL_PATTERN}'`)}`,
    ),
    check('seat_groups_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

export type SeatGroup = typeof seatGroups.$inferSelect;

/**
 * An offer of a seat to one family, with its deadline. The family answers through the offer's
 * link, stored only as its SHA-256 (tokenHash), or the reminder's (reminderTokenHash). An entry holds at most one open or accepted
 * offer at a time.
 */
export const admissionOffers = pgTable(
  'admission_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seatGroupId: uuid('seat_group_id')
      .notNull()
      .references(() => seatGroups.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitingList.id, { onDelete: 'cascade' }),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    tokenHash: text('token_hash').notNull().unique(),
    // The reminder carries a new link (only hashes are kept); the first one keeps working.
    reminderTokenHash: text('reminder_token_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    // Null for offers the next-family job made.
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    // Why staff chose this family out of rank order; null for offers in rank order.
    outOfOrderReason: text('out_of_order_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admission_offers_seat_group_status_idx').on(t.seatGroupId, t.status),
    // The jobs scan open offers by deadline.
    index('admission_offers_status_deadline_idx').on(t.status, t.deadline),
    uniqueIndex('admission_offers_one_live_per_entry_idx')
      .on(t.entryId)
      .where(sql`${t.status} in ('open', 'accepted')`),
    check('admission_offers_status_check', isOneOf(t.status, OFFER_STATUSES)),
  ],
);

export type AdmissionOffer = typeof admissionOffers.$inferSelect;
