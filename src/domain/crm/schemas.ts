/**
 * The donor CRM API contract: the endpoints below, with the limits, lists of choices and field
 * builders every CRM form uses. The request schemas are in donor-schemas.ts, gift-schemas.ts,
 * gift-received.ts and outreach-schemas.ts; the answers in donor-dtos.ts, gift-dtos.ts,
 * report-dtos.ts, import-dtos.ts and email-campaign-dtos.ts. Longer than our usual files on
 * purpose: it is the one page the client follows, with every endpoint listed below.
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
import { isoDate } from '../common/text-fields.ts';

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
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `Choose ${label} from the list` })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));

export const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose ${label}: ${values.join(', ')}` });

export const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((value) => (value ? value : null));

export const amountCents = z
  .number({ error: 'Enter the amount in cents' })
  .int('Enter the amount in whole cents')
  .positive('The amount must be more than $0')
  .max(MAX_AMOUNT_CENTS, 'This amount is too large');

export const limit = (fallback: number) =>
  z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Ask for at least 1 row')
    .max(MAX_CRM_PAGE_SIZE, `Ask for at most ${MAX_CRM_PAGE_SIZE} rows`)
    .default(fallback);
export const offset = z.coerce.number().int().min(0, 'The offset cannot be negative').default(0);
