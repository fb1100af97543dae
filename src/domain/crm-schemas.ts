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
export {
  DONOR_PAGE_SIZE,
  DONOR_SORTS,
  IMPORT_DUPLICATE_ACTIONS,
  MAX_AMOUNT_CENTS,
  MAX_CRM_PAGE_SIZE,
  MAX_PLEDGE_INSTALLMENTS,
  PLEDGE_FREQUENCIES,
  STEWARDSHIP_LETTER_KINDS,
  type DonorSort,
  type ImportDuplicateAction,
  type PledgeFrequency,
  type StewardshipLetterKind,
} from './crm-schema-fields.ts';
export * from './crm-donor-schemas.ts';
export * from './crm-gift-schemas.ts';
export * from './crm-outreach-schemas.ts';

// The answers' types live in crm-dtos.ts; this page re-exports them.
export type * from './crm-dtos.ts';
