import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CHECKOUT_STATUSES,
  GIVING_PATHS,
  type CheckoutStatus,
  type GivingPath,
} from '../../../domain/giving/dtos.ts';
import {
  GIFT_DESIGNATIONS,
  GIFT_FREQUENCIES,
  RECURRING_GIFT_STATUSES,
  TRIBUTE_KINDS,
  type GiftDesignation,
  type GiftFrequency,
  type RecurringGiftStatus,
  type TributeKind,
} from '../../../domain/giving/giving.ts';
import { LANGUAGES, type Language } from '../../../domain/waiting-list/waiting-list.ts';
import { cents, isOneOf } from '../../db/columns.ts';
import { campaigns, donors } from '../donors/public.ts';

/**
 * The give page's form as the donor sent it (ADR 026): kept until the card
 * processor reports the payment, because the processor's webhook carries only our id. A pledge
 * (no card processor) is recorded in the CRM at once and keeps its form here as well.
 */
export const onlineGifts = pgTable(
  'online_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').$type<GivingPath>().notNull(),
    frequency: text('frequency').$type<GiftFrequency>().notNull(),
    /** The gift the donor chose, in cents. */
    giftCents: cents('gift_cents').notNull(),
    coverFee: boolean('cover_fee').notNull().default(false),
    /** What the donor is charged: the gift, plus the card fee when they chose to cover it. */
    chargeCents: cents('charge_cents').notNull(),
    designation: text('designation').$type<GiftDesignation>(),
    tributeKind: text('tribute_kind').$type<TributeKind>(),
    tributeName: text('tribute_name'),
    /** Whom to tell about a tribute gift, and in which language (copied to its first gift). */
    tributeNotifyName: text('tribute_notify_name'),
    tributeNotifyEmail: text('tribute_notify_email'),
    tributeNotifyLanguage: text('tribute_notify_language').$type<Language>(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    note: text('note'),
    language: text('language').$type<Language>().notNull(),
    /** Stripe's Checkout Session; null for a pledge. */
    checkoutSessionId: text('checkout_session_id'),
    /** Where the card payment stands ("completed" once the gift is in the CRM). */
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    donorId: uuid('donor_id').references((): AnyPgColumn => donors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_gifts_checkout_session_id_key').on(t.checkoutSessionId),
    index('online_gifts_created_at_idx').on(t.createdAt),
    check('online_gifts_path_check', isOneOf(t.path, GIVING_PATHS)),
    check('online_gifts_frequency_check', isOneOf(t.frequency, GIFT_FREQUENCIES)),
    check('online_gifts_designation_check', isOneOf(t.designation, GIFT_DESIGNATIONS)),
    check('online_gifts_tribute_kind_check', isOneOf(t.tributeKind, TRIBUTE_KINDS)),
    check('online_gifts_language_check', isOneOf(t.language, LANGUAGES)),
    check(
      'online_gifts_tribute_notify_language_check',
      isOneOf(t.tributeNotifyLanguage, LANGUAGES),
    ),
    check('online_gifts_status_check', isOneOf(t.status, CHECKOUT_STATUSES)),
    check(
      'online_gifts_amounts_check',
      sql`${t.giftCents} > 0 and ${t.chargeCents} >= ${t.giftCents}`,
    ),
  ],
);

export type OnlineGift = typeof onlineGifts.$inferSelect;

/**
 * A monthly gift: one plan per Stripe subscription, its payments are donations with
 * recurringGiftId. Created by whichever of the subscription's first events arrives first.
 */
export const recurringGifts = pgTable(
  'recurring_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    onlineGiftId: uuid('online_gift_id').references(() => onlineGifts.id, {
      onDelete: 'set null',
    }),
    subscriptionId: text('subscription_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    designation: text('designation').$type<GiftDesignation>(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    status: text('status').$type<RecurringGiftStatus>().notNull().default('active'),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    /**
     * While paused by the donor: the day Stripe takes payments again (its pause_collection
     * resumes_at). Null when not paused; a day in the past means the pause is over.
     */
    pausedUntil: date('paused_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recurring_gifts_subscription_id_key').on(t.subscriptionId),
    index('recurring_gifts_donor_id_idx').on(t.donorId),
    check('recurring_gifts_status_check', isOneOf(t.status, RECURRING_GIFT_STATUSES)),
    check('recurring_gifts_amount_cents_check', sql`${t.amountCents} > 0`),
  ],
);

export type RecurringGift = typeof recurringGifts.$inferSelect;

/**
 * Every card-processor event recorded, by its id: the same event delivered twice, or by two
 * instances at once, is recorded once (the primary key). A refund that arrives before its
 * payment is kept here and applied when the payment is recorded.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    /** A refund's PaymentIntent and how much of it is refunded so far, in cents. */
    paymentIntent: text('payment_intent'),
    amountRefundedCents: cents('amount_refunded_cents'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_intent_idx').on(t.paymentIntent)],
);
