import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_STATUSES,
  DONOR_CAPACITIES,
  DONOR_INTERESTS,
  DONOR_STATUSES,
  DONOR_TYPES,
  EMAIL_CAMPAIGN_STATUSES,
  INTERACTION_TYPES,
  MAX_DONOR_RATING,
  MIN_DONOR_RATING,
  type CampaignStatus,
  type DonorCapacity,
  type DonorInterest,
  type DonorStatus,
  type DonorType,
  type EmailCampaignStatus,
  type InteractionType,
} from '../../../domain/crm/donors.ts';
import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import type { EmailSegment } from '../../../domain/crm/outreach-schemas.ts';
import { STAFF_STAGES, type StaffStage } from '../../../domain/crm/donor-status.ts';
import { areAllOneOf, cents, isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { households } from './households/households.table.ts';

/** Donor CRM (public spec §3 "Donors"). */
export const donors = pgTable(
  'donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    organization: text('organization'),
    title: text('title'),
    donorType: text('donor_type').$type<DonorType>().notNull(),
    capacity: text('capacity').$type<DonorCapacity>(),
    interests: text('interests')
      .array()
      .$type<DonorInterest[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    notes: text('notes'),
    /**
     * The language of every mail and letter the donor gets. A donor new to us takes the give
     * page's language; after that only staff change it (match-donor.ts says why).
     */
    language: text('language').$type<Locale>().notNull().default('en'),
    // Derived by the rules of src/domain/crm/donor-status.ts from the gifts and the staff stage,
    // in the transaction that changes them, and by the daily lapse check (lapse-donors.ts).
    status: text('status').$type<DonorStatus>().notNull().default('prospect'),
    /** Cultivating or Solicited as staff set it, and the day they did: it holds until a gift. */
    staffStage: text('staff_stage').$type<StaffStage>(),
    staffStageOn: date('staff_stage_on', { mode: 'string' }),
    // Derived, never typed by hand: refreshed from donations and interactions in the transaction
    // that changes them (donor-rollups.ts, ADR 010). The spec's totalGiven is text; we keep cents.
    totalGivenCents: cents('total_given_cents').notNull().default(0),
    firstGiftDate: date('first_gift_date', { mode: 'string' }),
    lastGiftDate: date('last_gift_date', { mode: 'string' }),
    lastContactDate: date('last_contact_date', { mode: 'string' }),
    nextFollowUp: date('next_follow_up', { mode: 'string' }),
    assignedTo: text('assigned_to'),
    source: text('source'),
    // 1-5 stars; 0 means not yet rated.
    rating: integer('rating').notNull().default(0),
    /** The home this donor shares with others; null: none recorded. */
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donors_status_idx').on(t.status),
    index('donors_donor_type_idx').on(t.donorType),
    index('donors_last_name_lower_idx').on(sql`lower(${t.lastName})`),
    // Duplicate detection (the dialog and CSV import) is by email, whatever its case.
    uniqueIndex('donors_email_lower_key').on(sql`lower(${t.email})`),
    index('donors_total_given_cents_idx').on(t.totalGivenCents),
    index('donors_last_gift_date_idx').on(t.lastGiftDate),
    index('donors_next_follow_up_idx').on(t.nextFollowUp),
    index('donors_household_id_idx').on(t.householdId),
    check('donors_status_check', isOneOf(t.status, DONOR_STATUSES)),
    check('donors_staff_stage_check', isOneOf(t.staffStage, STAFF_STAGES)),
    check(
      'donors_staff_stage_on_check',
      sql`(${t.staffStage} is null) = (${t.staffStageOn} is null)`,
    ),
    check('donors_donor_type_check', isOneOf(t.donorType, DONOR_TYPES)),
    check('donors_language_check', isOneOf(t.language, LOCALES)),
    check('donors_capacity_check', isOneOf(t.capacity, DONOR_CAPACITIES)),
    check('donors_interests_check', areAllOneOf(t.interests, DONOR_INTERESTS)),
    check('donors_total_given_cents_check', sql`${t.totalGivenCents} >= 0`),
    check(
      'donors_rating_check',
      sql`${t.rating} between ${sql.raw(String(MIN_DONOR_RATING))} and ${sql.raw(String(MAX_DONOR_RATING))}`,
    ),
  ],
);

export type Donor = typeof donors.$inferSelect;
export type NewDonor = typeof donors.$inferInsert;

/**
 * Donors per status, as `select status, count(*) from donors group by status`. Written only by
 * the donors table's triggers (migration 0005), in the transaction that adds, removes or changes a
 * donor, so the CRM list shows its total without counting every donor.
 */
export const donorStatusCounts = pgTable('donor_status_counts', {
  status: text('status').$type<DonorStatus>().primaryKey(),
  donors: integer('donors').notNull().default(0),
});

/** Fundraising campaigns (public spec §3). `type` is free text: the spec lists no values. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    goalCents: cents('goal_cents'),
    // Derived: completed gifts to this campaign, refreshed with them (donor-rollups.ts, ADR 010).
    raisedCents: cents('raised_cents').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<CampaignStatus>().notNull().default('planning'),
    type: text('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_status_idx').on(t.status),
    check('campaigns_status_check', isOneOf(t.status, CAMPAIGN_STATUSES)),
    check('campaigns_goal_cents_check', sql`${t.goalCents} >= 0`),
    check('campaigns_raised_cents_check', sql`${t.raisedCents} >= 0`),
    check('campaigns_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

/** Contacts with a donor (public spec §3 "Interactions"). Deleted together with their donor. */
export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    type: text('type').$type<InteractionType>().notNull(),
    subject: text('subject'),
    description: text('description'),
    outcome: text('outcome'),
    contactedBy: text('contacted_by'),
    interactionDate: date('interaction_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interactions_donor_id_interaction_date_idx').on(t.donorId, t.interactionDate),
    index('interactions_follow_up_date_idx').on(t.followUpDate),
    check('interactions_type_check', isOneOf(t.type, INTERACTION_TYPES)),
  ],
);

export type Interaction = typeof interactions.$inferSelect;
export type NewInteraction = typeof interactions.$inferInsert;

/** Which donors an email campaign goes to, e.g. { statuses: ['donor'], interests: ['k12'] }. */
export type EmailCampaignSegment = EmailSegment;

/** Bulk email to donors (public spec §3 "Email campaigns"). */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    htmlContent: text('html_content'),
    segment: jsonb('segment').$type<EmailCampaignSegment>(),
    recipientCount: integer('recipient_count').notNull().default(0),
    // No sent count is stored: it would say "sent" for mail still in the outbox. Delivery counts
    // are read from the campaign's outbox messages when asked (campaign-delivery.ts).
    openCount: integer('open_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    status: text('status').$type<EmailCampaignStatus>().notNull().default('draft'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_campaigns_status_idx').on(t.status),
    index('email_campaigns_created_by_idx').on(t.createdBy),
    check('email_campaigns_status_check', isOneOf(t.status, EMAIL_CAMPAIGN_STATUSES)),
  ],
);

export type EmailCampaign = typeof emailCampaigns.$inferSelect;
export type NewEmailCampaign = typeof emailCampaigns.$inferInsert;
