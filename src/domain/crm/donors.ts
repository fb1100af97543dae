/** Donor CRM enumerations, spelled as the public spec §3 / §4 gives them. */
export const DONOR_STATUSES = ['prospect', 'cultivating', 'solicited', 'donor', 'lapsed'] as const;
export type DonorStatus = (typeof DONOR_STATUSES)[number];

export const DONOR_TYPES = ['individual', 'foundation', 'corporation', 'government'] as const;
export type DonorType = (typeof DONOR_TYPES)[number];

export const DONOR_CAPACITIES = ['major', 'mid-level', 'annual', 'legacy'] as const;
export type DonorCapacity = (typeof DONOR_CAPACITIES)[number];

export const DONOR_CAPACITY_LABELS = {
  major: 'Major ($10,000+)',
  'mid-level': 'Mid-level ($1,000-$9,999)',
  annual: 'Annual ($100-$999)',
  legacy: 'Legacy',
} as const satisfies Record<DonorCapacity, string>;

export const DONOR_INTERESTS = [
  'k12',
  'research',
  'infrastructure',
  'scholarships',
  'general',
] as const;
export type DonorInterest = (typeof DONOR_INTERESTS)[number];

/** Also the words an online gift's designation is recorded with (giving/giving.ts). */
export const DONOR_INTEREST_LABELS: Record<DonorInterest, string> = {
  k12: 'K-12 education',
  research: 'Research',
  infrastructure: 'Infrastructure',
  scholarships: 'Scholarships',
  general: 'General support',
};

/** Ratings are 1-5 stars; 0 (the default) means not yet rated. */
export const MIN_DONOR_RATING = 0;
export const MAX_DONOR_RATING = 5;

export const DONATION_TYPES = ['one-time', 'pledge'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

/**
 * A gift's state. "failed" and "refunded" come only from the card processor (ADR 026):
 * staff set the first three, and only completed gifts count toward totals.
 */
export const DONATION_STATUSES = [
  'pending',
  'completed',
  'cancelled',
  'failed',
  'refunded',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** The statuses staff may give a gift by hand. */
export const STAFF_DONATION_STATUSES = ['pending', 'completed', 'cancelled'] as const;

/** How a gift reached the CRM: typed in by staff, or given on the give page. */
export const DONATION_SOURCES = ['staff', 'online'] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

export const PAYMENT_METHODS = ['check', 'card', 'ach', 'wire', 'stock', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_CURRENCY = 'USD';

export const CAMPAIGN_STATUSES = ['planning', 'active', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const INTERACTION_TYPES = ['call', 'email', 'meeting', 'event', 'letter', 'other'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const EMAIL_CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent'] as const;
export type EmailCampaignStatus = (typeof EMAIL_CAMPAIGN_STATUSES)[number];
