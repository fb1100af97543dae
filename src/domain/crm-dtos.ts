/**
 * The donor CRM API's answers (issue 9): the types the routes return and the client reads. Their
 * zod schemas, which the routes declare as their responses, are in crm-*-dtos.ts by area; this page
 * names every type, and crm-schemas.ts re-exports them, so callers import everything from there.
 */
export type {
  DonorDto,
  DonorListPageDto,
  DonorProfileDto,
  InteractionDto,
  StewardshipLetterDto,
} from './crm-donor-dtos.ts';
export type {
  CampaignDto,
  DonationDto,
  DonationListPageDto,
  InstallmentDto,
  InstallmentStatus,
  MonthlyGiftDto,
  PledgeDto,
} from './crm-gift-dtos.ts';
export type {
  CapacityGroupDto,
  CapitalCampaignPhaseDto,
  CrmSummaryDto,
  DonorReportRowDto,
  FollowUpReportDto,
  FollowUpRowDto,
} from './crm-report-dtos.ts';
export type {
  CsvImportPreviewDto,
  CsvImportResultDto,
  CsvImportRowDto,
} from './crm-import-dtos.ts';
export type { EmailCampaignDto, RecipientCountDto } from './crm-email-campaign-dtos.ts';
