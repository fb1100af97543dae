import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  type AnyPgColumn,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CURRENCY,
  DONATION_SOURCES,
  DONATION_STATUSES,
  DONATION_TYPES,
  PAYMENT_METHODS,
  type DonationSource,
  type DonationStatus,
  type DonationType,
  type PaymentMethod,
} from '../../../../domain/crm/donors.ts';
import type { PledgeInstallment } from '../../../../domain/crm/gift-schemas.ts';
import { TRIBUTE_KINDS, type TributeKind } from '../../../../domain/giving/giving.ts';
import { LOCALES, type Locale } from '../../../../domain/common/i18n.ts';
import { cents, isOneOf } from '../../../db/columns.ts';
import { onlineGifts, recurringGifts } from '../../giving/public.ts';
import { campaigns, donors } from '../donors.table.ts';

// Apart from donors.table.ts because a gift points at the give page's form and plan (giving),
// which point back at their donor: one file would make a runtime import cycle (ADR 044).

/**
 * Gifts (public spec §3 "Donations"). Deleted together with their donor. A pledge is a promise
 * with its installments; what is paid toward it is recorded as one-time gifts with pledgeId, so
 * money is counted once, when it arrives.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    donationType: text('donation_type').$type<DonationType>().notNull(),
    designation: text('designation'),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    transactionId: text('transaction_id'),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    pledgeId: uuid('pledge_id').references((): AnyPgColumn => donations.id, {
      onDelete: 'set null',
    }),
    /** A pledge's schedule (only pledges have one). */
    installments: jsonb('installments').$type<PledgeInstallment[]>(),
    status: text('status').$type<DonationStatus>().notNull().default('pending'),
    giftDate: date('gift_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    acknowledgmentSent: boolean('acknowledgment_sent').notNull().default(false),
    acknowledgmentDate: date('acknowledgment_date', { mode: 'string' }),
    /**
     * The thank-you letter is owed and is made after the commit that owes it, outside any
     * transaction (ADR 043); null once sent or no longer owed. While a worker makes it, this is
     * pushed a few minutes ahead, so another takes it over only if that worker stopped.
     */
    acknowledgmentDueAt: timestamp('acknowledgment_due_at', { withTimezone: true }),
    taxReceiptSent: boolean('tax_receipt_sent').notNull().default(false),
    taxReceiptDate: date('tax_receipt_date', { mode: 'string' }),
    notes: text('notes'),
    /**
     * What the donor received in return (a gala dinner, a gift), with its good-faith value: the
     * receipt must state it (IRS Publication 1771). Null: nothing was given in return.
     */
    goodsOrServicesDescription: text('goods_or_services_description'),
    goodsOrServicesValueCents: cents('goods_or_services_value_cents'),
    /** Typed in by staff, or given on the give page (ADR 026). */
    source: text('source').$type<DonationSource>().notNull().default('staff'),
    /** The give page's form this gift came from (its donor's words: designation, tribute, note). */
    onlineGiftId: uuid('online_gift_id').references((): AnyPgColumn => onlineGifts.id, {
      onDelete: 'set null',
    }),
    /** For a payment of a monthly gift: its plan. */
    recurringGiftId: uuid('recurring_gift_id').references((): AnyPgColumn => recurringGifts.id, {
      onDelete: 'set null',
    }),
    /** "In honour of" or "in memory of" someone, named on the receipt. */
    tributeKind: text('tribute_kind').$type<TributeKind>(),
    tributeName: text('tribute_name'),
    /**
     * Someone the donor asked us to tell about a tribute gift (the honoree's family), in the
     * language the donor chose for them; told once, with the thank-you letter (never the amount).
     */
    tributeNotifyName: text('tribute_notify_name'),
    tributeNotifyEmail: text('tribute_notify_email'),
    tributeNotifyLanguage: text('tribute_notify_language').$type<Locale>(),
    tributeNotifiedAt: timestamp('tribute_notified_at', { withTimezone: true }),
    /**
     * The card processor's payment: the PaymentIntent of a one-time gift, the invoice of a monthly
     * payment. Unique, so a webhook delivered twice, or by two instances at once, records one gift.
     */
    providerPaymentRef: text('provider_payment_ref'),
    /** The PaymentIntent behind the payment, which a refund names. */
    providerPaymentIntent: text('provider_payment_intent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donations_donor_id_idx').on(t.donorId),
    index('donations_source_gift_date_idx').on(t.source, t.giftDate),
    index('donations_recurring_gift_id_idx').on(t.recurringGiftId),
    uniqueIndex('donations_provider_payment_ref_key').on(t.providerPaymentRef),
    index('donations_provider_payment_intent_idx').on(t.providerPaymentIntent),
    check('donations_source_check', isOneOf(t.source, DONATION_SOURCES)),
    check('donations_tribute_kind_check', isOneOf(t.tributeKind, TRIBUTE_KINDS)),
    check('donations_tribute_check', sql`(${t.tributeKind} is null) = (${t.tributeName} is null)`),
    check(
      'donations_tribute_notify_check',
      sql`(${t.tributeNotifyEmail} is null) = (${t.tributeNotifyName} is null) and (${t.tributeNotifyEmail} is null) = (${t.tributeNotifyLanguage} is null) and (${t.tributeNotifyEmail} is null or ${t.tributeKind} is not null)`,
    ),
    check('donations_tribute_notify_language_check', isOneOf(t.tributeNotifyLanguage, LOCALES)),
    index('donations_campaign_id_idx').on(t.campaignId),
    index('donations_gift_date_idx').on(t.giftDate),
    index('donations_status_idx').on(t.status),
    index('donations_acknowledgment_due_at_idx')
      .on(t.acknowledgmentDueAt)
      .where(sql`${t.acknowledgmentDueAt} is not null`),
    index('donations_pledge_id_idx').on(t.pledgeId),
    check('donations_donation_type_check', isOneOf(t.donationType, DONATION_TYPES)),
    check('donations_status_check', isOneOf(t.status, DONATION_STATUSES)),
    check('donations_payment_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('donations_amount_cents_check', sql`${t.amountCents} > 0`),
    check(
      'donations_pledge_installments_check',
      sql`(${t.donationType} = 'pledge') = (${t.installments} is not null)`,
    ),
    check(
      'donations_pledge_payment_check',
      sql`${t.pledgeId} is null or ${t.donationType} = 'one-time'`,
    ),
    check('donations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'donations_goods_or_services_value_check',
      sql`${t.goodsOrServicesValueCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

export type Donation = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
