/**
 * The donor CRM API contract (issue 9): zod inputs shared by forms and routes, and the answers'
 * types (in crm-dtos.ts, re-exported here). Longer than our usual files on purpose: it is the one
 * page the client follows, with every endpoint listed below.
 *
 * Every path is admin-only except the two tracking routes at the end. Errors answer
 * `{ message, fieldErrors? }` (400 bad input, 404 unknown id, 409 conflict). Money is integer
 * cents everywhere (`...Cents`); dates are `YYYY-MM-DD` (America/Chicago calendar days).
 *
 * Donors
 *   GET    /api/donors                 ?q&status&donorType&capacity&sort&order&limit&offset → DonorListPageDto
 *   POST   /api/donors                 CreateDonorInput → 201 DonorDto (409 when the email is taken)
 *   GET    /api/donors/:id             → DonorProfileDto (gifts, pledges with remaining due, interactions, letters)
 *   PATCH  /api/donors/:id             UpdateDonorInput → DonorDto
 *   DELETE /api/donors/:id             → 204; its donations, interactions and letters go with it
 *
 * Donations (gifts; a pledge is a promise, its payments are one-time gifts with pledgeId)
 *   GET    /api/donations              ?donorId&campaignId&status&donationType&from&to&limit&offset → DonationListPageDto
 *   POST   /api/donations              CreateDonationInput → 201 DonationDto
 *   GET    /api/donations/:id          → DonationDto
 *   PATCH  /api/donations/:id          UpdateDonationInput → DonationDto (status: pending → completed | cancelled only)
 *
 * Campaigns (raisedCents = sum of completed gifts, kept by the server)
 *   GET    /api/campaigns              → CampaignDto[]
 *   POST   /api/campaigns              CampaignInput → 201 CampaignDto
 *   GET    /api/campaigns/:id          → CampaignDto
 *   PATCH  /api/campaigns/:id          UpdateCampaignInput → CampaignDto
 *   DELETE /api/campaigns/:id          → 204 (409 while gifts point at it)
 *
 * Interactions
 *   GET    /api/interactions           ?donorId&limit&offset → InteractionDto[] (newest first)
 *   POST   /api/interactions           CreateInteractionInput → 201 InteractionDto
 *   PATCH  /api/interactions/:id       UpdateInteractionInput → InteractionDto
 *   DELETE /api/interactions/:id       → 204
 *
 * Dashboard and reports (each report also as CSV: the same path with `.csv`)
 *   GET    /api/crm/summary            → CrmSummaryDto
 *   GET    /api/crm/reports/lybunt     ?year → DonorReportRowDto[]
 *   GET    /api/crm/reports/sybunt     ?year → DonorReportRowDto[]
 *   GET    /api/crm/reports/follow-ups ?date (any day of the week; default today) → FollowUpReportDto
 *   GET    /api/crm/reports/by-capacity → CapacityGroupDto[]
 *
 * Import / export
 *   GET    /api/crm/export/donors.csv
 *   GET    /api/crm/export/donations.csv ?from&to
 *   POST   /api/crm/import/donors/preview { csv } → CsvImportPreviewDto (nothing is written)
 *   POST   /api/crm/import/donors      { csv, onDuplicate } → CsvImportResultDto; 400 with the
 *                                      preview's row errors if any row is bad (nothing is written)
 *
 * Stewardship (PDF letters; the mail carries the letter text, the PDF stays downloadable here)
 *   POST   /api/donations/:id/acknowledgment  { resend? } → 201 StewardshipLetterDto (409 if already sent and !resend)
 *   GET    /api/donors/:id/statement.pdf      ?from&to → the year-end statement PDF (a preview: nothing recorded)
 *   POST   /api/donors/:id/statements         { from, to } → 201 StewardshipLetterDto (mails it, sets taxReceiptSent/Date)
 *   GET    /api/stewardship-letters/:id/pdf   → the PDF as sent
 *   A gift of $250 or more carries the receipt wording with the EIN: 409 while Settings has none.
 *   PATCH  /api/settings/fundraising         { ein?, donorLapseMonths? } → SettingsDto (a new
 *                                      period re-derives donor statuses in the same transaction)
 *
 * Email campaigns (draft → scheduled → sent; opens and clicks are indicative only; `sent` means
 * released to the outbox: `delivery` counts its messages there, queued, delivered, failed, not sent)
 *   GET    /api/email-campaigns               → EmailCampaignDto[]
 *   POST   /api/email-campaigns               EmailCampaignInput → 201 EmailCampaignDto
 *   POST   /api/email-campaigns/recipient-count { segment } → { recipientCount }
 *   GET    /api/email-campaigns/:id           → EmailCampaignDto
 *   PATCH  /api/email-campaigns/:id           UpdateEmailCampaignInput → EmailCampaignDto (drafts only)
 *   DELETE /api/email-campaigns/:id           → 204 (drafts only)
 *   POST   /api/email-campaigns/:id/schedule  { scheduledFor } → EmailCampaignDto (draft → scheduled)
 *   POST   /api/email-campaigns/:id/unschedule → EmailCampaignDto (scheduled → draft)
 *   POST   /api/email-campaigns/:id/send      → EmailCampaignDto (draft | scheduled → sent, now)
 *   GET    /api/t/o/:token.gif                public: open pixel
 *   GET    /api/t/c/:token?u=                 public: click redirect (only to links of that campaign)
 */
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  DONATION_SOURCES,
  DONATION_STATUSES,
  DONATION_TYPES,
  DONOR_CAPACITIES,
  DONOR_INTERESTS,
  DONOR_STATUSES,
  DONOR_TYPES,
  INTERACTION_TYPES,
  MAX_DONOR_RATING,
  MIN_DONOR_RATING,
  PAYMENT_METHODS,
  STAFF_DONATION_STATUSES,
} from './donors.ts';
import { emailAddress, isoDate, isoDateTime, optionalText, requiredText } from './text-fields.ts';

export const DONOR_PAGE_SIZE = 25;
export const MAX_CRM_PAGE_SIZE = 200;
/** $10 billion: far above any real gift, low enough to catch a slipped finger. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;
export const MAX_PLEDGE_INSTALLMENTS = 120;
export const PLEDGE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type PledgeFrequency = (typeof PLEDGE_FREQUENCIES)[number];
export const DONOR_SORTS = [
  'name',
  'totalGiven',
  'lastGiftDate',
  'lastContactDate',
  'nextFollowUp',
  'rating',
  'createdAt',
] as const;
export type DonorSort = (typeof DONOR_SORTS)[number];
export const IMPORT_DUPLICATE_ACTIONS = ['skip', 'update'] as const;
export type ImportDuplicateAction = (typeof IMPORT_DUPLICATE_ACTIONS)[number];
/** The kinds of stored stewardship PDF. */
export const STEWARDSHIP_LETTER_KINDS = ['acknowledgment', 'statement'] as const;
export type StewardshipLetterKind = (typeof STEWARDSHIP_LETTER_KINDS)[number];

/** An optional choice: '' (the "Choose…" option) and absence both become null. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `Choose ${label} from the list` })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));

const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose ${label}: ${values.join(', ')}` });

const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((value) => (value ? value : null));

const amountCents = z
  .number({ error: 'Enter the amount in cents' })
  .int('Enter the amount in whole cents')
  .positive('The amount must be more than $0')
  .max(MAX_AMOUNT_CENTS, 'This amount is too large');

const limit = (fallback: number) =>
  z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Ask for at least 1 row')
    .max(MAX_CRM_PAGE_SIZE, `Ask for at most ${MAX_CRM_PAGE_SIZE} rows`)
    .default(fallback);
const offset = z.coerce.number().int().min(0, 'The offset cannot be negative').default(0);

// ---------------------------------------------------------------------------------------------
// Donors

/**
 * The editable donor fields without defaults, so that PATCH (all optional) never resets a field
 * that was not sent. totalGiven, lastGiftDate and lastContactDate are not here: the server
 * derives them from donations and interactions.
 */
const donorFields = {
  firstName: requiredText('the first name', 100),
  lastName: requiredText('the last name', 100),
  email: emailAddress,
  donorType: choice(DONOR_TYPES, 'a donor type'),
  phone: optionalText('the phone number', 50),
  organization: optionalText('the organization', 200),
  title: optionalText('the title', 200),
  capacity: optionalChoice(DONOR_CAPACITIES, 'a giving capacity'),
  interests: z
    .array(choice(DONOR_INTERESTS, 'areas of interest'))
    .max(DONOR_INTERESTS.length)
    .transform((values) => [...new Set(values)]),
  address: optionalText('the address', 500),
  city: optionalText('the city', 100),
  state: optionalText('the state', 50),
  zipCode: optionalText('the ZIP code', 20),
  notes: optionalText('the notes', 4000),
  status: choice(DONOR_STATUSES, 'a status'),
  assignedTo: optionalText('the staff member', 200),
  source: optionalText('the source', 200),
  rating: z.coerce
    .number({ error: 'Choose a rating' })
    .int('Choose a whole number of stars')
    .min(MIN_DONOR_RATING, `The rating is ${MIN_DONOR_RATING} to ${MAX_DONOR_RATING}`)
    .max(MAX_DONOR_RATING, `The rating is ${MIN_DONOR_RATING} to ${MAX_DONOR_RATING}`),
  nextFollowUp: optionalDate,
};

/** Add Donor (public spec §2, §5): first name, last name, email and donor type are required. */
export const createDonorInput = z.object({
  ...donorFields,
  interests: donorFields.interests.default([]),
  status: donorFields.status.default('prospect'),
  rating: donorFields.rating.default(0),
});
export type CreateDonorInput = z.input<typeof createDonorInput>;
export type CreateDonorData = z.output<typeof createDonorInput>;

export const updateDonorInput = z.object(donorFields).partial();
export type UpdateDonorInput = z.input<typeof updateDonorInput>;
export type UpdateDonorData = z.output<typeof updateDonorInput>;

/** GET /api/donors. `q` matches first/last name, "first last", email and organization. */
export const donorListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum([...DONOR_STATUSES, 'all']).default('all'),
  donorType: z.enum(DONOR_TYPES).optional(),
  capacity: z.enum(DONOR_CAPACITIES).optional(),
  sort: z.enum(DONOR_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: limit(DONOR_PAGE_SIZE),
  offset,
});
export type DonorListQuery = z.input<typeof donorListQuery>;
export type DonorListFilter = z.output<typeof donorListQuery>;

// ---------------------------------------------------------------------------------------------
// Donations and pledges

export const pledgeInstallment = z.object({ dueDate: isoDate, amountCents });
export type PledgeInstallment = z.output<typeof pledgeInstallment>;

/** A pledge's schedule: even installments from a first due date, or an explicit list. */
export const pledgePlanInput = z.union([
  z.object({
    installmentCount: z.coerce
      .number({ error: 'Enter the number of installments' })
      .int('Enter a whole number of installments')
      .min(1, 'A pledge has at least 1 installment')
      .max(MAX_PLEDGE_INSTALLMENTS, `A pledge has at most ${MAX_PLEDGE_INSTALLMENTS} installments`),
    firstDueDate: isoDate,
    frequency: choice(PLEDGE_FREQUENCIES, 'how often installments are due'),
  }),
  z.object({
    schedule: z
      .array(pledgeInstallment)
      .min(1, 'A pledge has at least 1 installment')
      .max(MAX_PLEDGE_INSTALLMENTS),
  }),
]);
export type PledgePlanInput = z.input<typeof pledgePlanInput>;

const donationDetailFields = {
  designation: optionalText('the designation', 200),
  /** What the donor received in return, if anything (a gala seat): the receipt must say. */
  goodsOrServicesDescription: optionalText('what the donor received in return', 500),
  /** Its good-faith value in cents; null (the default) when nothing was given in return. */
  goodsOrServicesValueCents: z
    .number({ error: 'Enter the value in cents' })
    .int('Enter the value in whole cents')
    .min(0, 'The value cannot be negative')
    .max(MAX_AMOUNT_CENTS, 'This amount is too large')
    .nullish(),
  paymentMethod: optionalChoice(PAYMENT_METHODS, 'a payment method'),
  transactionId: optionalText('the transaction id', 200),
  campaignId: z.uuid('Choose a campaign from the list').nullish(),
  giftDate: isoDate,
  notes: optionalText('the notes', 4000),
};

export const GOODS_OR_SERVICES_MESSAGES = {
  noDescription: 'Describe what the donor received in return',
  noValue: 'Enter the estimated value of what the donor received',
  tooMuch: 'The value of what the donor received cannot be more than the gift',
} as const;

/** Goods or services in return: described and valued together, worth no more than the gift. */
export function goodsOrServicesIssues(
  value: { goodsOrServicesDescription?: string | null; goodsOrServicesValueCents?: number | null },
  amountCents: number,
): { field: 'goodsOrServicesDescription' | 'goodsOrServicesValueCents'; message: string }[] {
  const description = value.goodsOrServicesDescription ?? null;
  const valueCents = value.goodsOrServicesValueCents ?? null;
  if (valueCents !== null && !description) {
    return [
      { field: 'goodsOrServicesDescription', message: GOODS_OR_SERVICES_MESSAGES.noDescription },
    ];
  }
  if (description && valueCents === null) {
    return [{ field: 'goodsOrServicesValueCents', message: GOODS_OR_SERVICES_MESSAGES.noValue }];
  }
  if (valueCents !== null && valueCents > amountCents) {
    return [{ field: 'goodsOrServicesValueCents', message: GOODS_OR_SERVICES_MESSAGES.tooMuch }];
  }
  return [];
}

const checkGoodsOrServices = (
  value: Parameters<typeof goodsOrServicesIssues>[0],
  amountCents: number,
  ctx: z.RefinementCtx,
) => {
  for (const issue of goodsOrServicesIssues(value, amountCents)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

/**
 * Gift entry. A one-time gift may pay toward a pledge (pledgeId). A pledge needs `pledge` (its
 * installments) and starts pending; it becomes completed by itself once payments cover it.
 * giftDate defaults to today (America/Chicago).
 */
export const createDonationInput = z
  .object({
    ...donationDetailFields,
    giftDate: isoDate.optional(),
    donorId: z.uuid('Choose a donor'),
    amountCents,
    donationType: choice(DONATION_TYPES, 'one-time or pledge'),
    status: z
      .enum(['pending', 'completed'], { error: 'A new gift is pending or completed' })
      .default('pending'),
    pledge: pledgePlanInput.optional(),
    pledgeId: z.uuid('Choose a pledge of this donor').nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.donationType === 'pledge') {
      if (!value.pledge) {
        ctx.addIssue({ code: 'custom', path: ['pledge'], message: 'Enter the installments' });
      }
      if (value.status !== 'pending') {
        ctx.addIssue({
          code: 'custom',
          path: ['status'],
          message: 'A pledge starts pending; record its payments as gifts',
        });
      }
      if (value.pledgeId) {
        ctx.addIssue({
          code: 'custom',
          path: ['pledgeId'],
          message: 'A pledge cannot pay a pledge',
        });
      }
      const schedule = value.pledge && 'schedule' in value.pledge ? value.pledge.schedule : null;
      if (
        schedule &&
        schedule.reduce((sum, item) => sum + item.amountCents, 0) !== value.amountCents
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['pledge', 'schedule'],
          message: 'The installments must add up to the pledged amount',
        });
      }
    } else if (value.pledge) {
      ctx.addIssue({ code: 'custom', path: ['pledge'], message: 'Only pledges have installments' });
    }
    checkGoodsOrServices(value, value.amountCents, ctx);
  });
export type CreateDonationInput = z.input<typeof createDonationInput>;
export type CreateDonationData = z.output<typeof createDonationInput>;

/** PATCH /api/donations/:id. Amount and type are fixed once entered: cancel and re-enter instead. */
export const updateDonationInput = z
  .object({ ...donationDetailFields, status: choice(STAFF_DONATION_STATUSES, 'a status') })
  .partial();
export type UpdateDonationInput = z.input<typeof updateDonationInput>;
export type UpdateDonationData = z.output<typeof updateDonationInput>;

export const donationListQuery = z.object({
  donorId: z.uuid().optional(),
  campaignId: z.uuid().optional(),
  status: z.enum([...DONATION_STATUSES, 'all']).default('all'),
  donationType: z.enum(DONATION_TYPES).optional(),
  /** "online": gifts given on the give page (issue "Step 20"). */
  source: z.enum(DONATION_SOURCES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: limit(50),
  offset,
});
export type DonationListQuery = z.input<typeof donationListQuery>;
export type DonationListFilter = z.output<typeof donationListQuery>;

// ---------------------------------------------------------------------------------------------
// Campaigns

const campaignFields = {
  name: requiredText('the campaign name', 200),
  description: optionalText('the description', 4000),
  goalCents: amountCents.nullish(),
  startDate: optionalDate,
  endDate: optionalDate,
  status: choice(CAMPAIGN_STATUSES, 'a status'),
  /** Free text (the spec lists no values); `capital-phase-1..3` ties it to the $75M phases. */
  type: optionalText('the type', 100),
};

const endNotBeforeStart = (
  value: { startDate?: string | null; endDate?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'The end date must be on or after the start date',
    });
  }
};

export const campaignInput = z
  .object({ ...campaignFields, status: campaignFields.status.default('planning') })
  .superRefine(endNotBeforeStart);
export type CampaignInput = z.input<typeof campaignInput>;
export type CampaignData = z.output<typeof campaignInput>;

export const updateCampaignInput = z
  .object(campaignFields)
  .partial()
  .superRefine(endNotBeforeStart);
export type UpdateCampaignInput = z.input<typeof updateCampaignInput>;
export type UpdateCampaignData = z.output<typeof updateCampaignInput>;

// ---------------------------------------------------------------------------------------------
// Interactions

const interactionFields = {
  type: choice(INTERACTION_TYPES, 'the kind of contact'),
  subject: optionalText('the subject', 200),
  description: optionalText('the description', 4000),
  outcome: optionalText('the outcome', 1000),
  contactedBy: optionalText('who made contact', 200),
  interactionDate: isoDate,
  /** Also becomes the donor's next follow-up. */
  followUpDate: optionalDate,
  attachments: z.array(z.string().trim().min(1).max(500)).max(20),
};

export const createInteractionInput = z.object({
  ...interactionFields,
  donorId: z.uuid('Choose a donor'),
  interactionDate: isoDate.optional(),
  attachments: interactionFields.attachments.default([]),
});
export type CreateInteractionInput = z.input<typeof createInteractionInput>;
export type CreateInteractionData = z.output<typeof createInteractionInput>;

export const updateInteractionInput = z.object(interactionFields).partial();
export type UpdateInteractionInput = z.input<typeof updateInteractionInput>;
export type UpdateInteractionData = z.output<typeof updateInteractionInput>;

export const interactionListQuery = z.object({
  donorId: z.uuid().optional(),
  limit: limit(50),
  offset,
});
export type InteractionListFilter = z.output<typeof interactionListQuery>;

// ---------------------------------------------------------------------------------------------
// Email campaigns

/** Who gets a campaign: donors with an email matching every given list (empty lists = all). */
export const emailSegment = z.object({
  statuses: z.array(z.enum(DONOR_STATUSES)).max(DONOR_STATUSES.length).optional(),
  types: z.array(z.enum(DONOR_TYPES)).max(DONOR_TYPES.length).optional(),
  interests: z.array(z.enum(DONOR_INTERESTS)).max(DONOR_INTERESTS.length).optional(),
});
export type EmailSegment = z.output<typeof emailSegment>;

const emailCampaignFields = {
  name: requiredText('the campaign name', 200),
  subject: requiredText('the subject', 200),
  content: requiredText('the message text', 50_000),
  /** Optional HTML version; it is sanitized before sending and links in it are tracked. */
  htmlContent: optionalText('the HTML version', 200_000),
  segment: emailSegment,
};

export const emailCampaignInput = z.object({
  ...emailCampaignFields,
  segment: emailSegment.default({}),
});
export type EmailCampaignInput = z.input<typeof emailCampaignInput>;
export type EmailCampaignData = z.output<typeof emailCampaignInput>;

export const updateEmailCampaignInput = z.object(emailCampaignFields).partial();
export type UpdateEmailCampaignInput = z.input<typeof updateEmailCampaignInput>;
export type UpdateEmailCampaignData = z.output<typeof updateEmailCampaignInput>;

export const recipientCountInput = z.object({ segment: emailSegment });

export const scheduleEmailCampaignInput = z.object({
  scheduledFor: isoDateTime('Enter a date and time, like 2026-03-01T09:00:00-06:00'),
});
export type ScheduleEmailCampaignInput = z.input<typeof scheduleEmailCampaignInput>;

// ---------------------------------------------------------------------------------------------
// Reports, statements, import

const year = z.coerce
  .number({ error: 'Enter a year' })
  .int('Enter a year')
  .min(1900, 'Enter a year after 1900')
  .max(2200, 'Enter a year before 2200');

/** LYBUNT / SYBUNT: `year` is "this year" (default: the current year in America/Chicago). */
export const givingReportQuery = z.object({ year: year.optional() });
export type GivingReportQuery = z.input<typeof givingReportQuery>;

/** Follow-ups of the Monday–Sunday week that holds `date` (default today), plus overdue ones. */
export const followUpReportQuery = z.object({ date: isoDate.optional() });

export const dateRangeQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    }
  });

/** A year-end giving statement: gifts dated from `from` to `to`, both included. */
export const statementInput = z.object({ from: isoDate, to: isoDate }).superRefine((value, ctx) => {
  if (value.to < value.from) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date',
    });
  }
});
export type StatementInput = z.input<typeof statementInput>;

/** How the 409 for a second letter begins; other 409s (a missing EIN, say) are not that. */
export const ALREADY_ACKNOWLEDGED_MESSAGE_START = 'This gift was already acknowledged';

export const acknowledgmentInput = z.object({
  /** A gift is acknowledged once; true sends another letter on purpose (answer 409 otherwise). */
  resend: z.boolean().default(false),
});
export type AcknowledgmentInput = z.input<typeof acknowledgmentInput>;

/** 1 MB is the body limit; this leaves room for the JSON around it. */
export const MAX_IMPORT_CSV_LENGTH = 900_000;
export const MAX_IMPORT_ROWS = 5000;
const csvText = z
  .string({ error: 'Paste or choose a CSV file' })
  .min(1, 'The CSV file is empty')
  .max(MAX_IMPORT_CSV_LENGTH, 'The CSV file is too large: import at most about 900 KB at a time');

export const donorImportPreviewInput = z.object({ csv: csvText });
export const donorImportInput = z.object({
  csv: csvText,
  onDuplicate: choice(IMPORT_DUPLICATE_ACTIONS, 'skip or update for duplicates'),
});
export type DonorImportInput = z.input<typeof donorImportInput>;

/** Column headers of the donor CSV (export and import): the API's field names. */
export const DONOR_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'donorType',
  'phone',
  'organization',
  'title',
  'capacity',
  'interests',
  'address',
  'city',
  'state',
  'zipCode',
  'notes',
  'status',
  'assignedTo',
  'source',
  'rating',
  'nextFollowUp',
] as const;
/** Import needs these columns; the rest may be left out. */
export const REQUIRED_DONOR_CSV_COLUMNS = ['firstName', 'lastName', 'email', 'donorType'] as const;

// The answers' types live in crm-dtos.ts; this page re-exports them.
export type * from './crm-dtos.ts';
