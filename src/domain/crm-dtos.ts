/**
 * The donor CRM API's answers (issue 9): the types the routes return and the client reads. The
 * inputs and the list of endpoints are in crm-schemas.ts, which re-exports these, so callers
 * import everything from there.
 */
import type { CampaignDeliveryCounts, CampaignDeliveryState } from './crm-campaign-delivery.ts';
import type { DonorStatusBasis } from './crm-donor-status.ts';
import type { EmailSegment, PledgeInstallment, StewardshipLetterKind } from './crm-schemas.ts';
import type {
  CampaignStatus,
  DonationStatus,
  DonationType,
  DonorCapacity,
  DonorInterest,
  DonorStatus,
  DonorType,
  EmailCampaignStatus,
  InteractionType,
  PaymentMethod,
} from './donors.ts';

export type DonorDto = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  organization: string | null;
  title: string | null;
  donorType: DonorType;
  capacity: DonorCapacity | null;
  interests: DonorInterest[];
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  notes: string | null;
  /**
   * Derived from the gifts and the stage staff set (src/domain/crm-donor-status.ts); as input,
   * Cultivating or Solicited set a stage and any other value hands the status back to the gifts.
   */
  status: DonorStatus;
  /** The rule that set the status, for "Donor — first gift on Mar 3, 2026". */
  statusBasis: DonorStatusBasis;
  /** Derived: sum of completed one-time gifts (pledge payments included, pledges themselves not). */
  totalGivenCents: number;
  /** Derived: date of the first completed gift. */
  firstGiftDate: string | null;
  /** Derived: date of the latest completed gift. */
  lastGiftDate: string | null;
  /** Derived: date of the latest interaction. */
  lastContactDate: string | null;
  nextFollowUp: string | null;
  assignedTo: string | null;
  source: string | null;
  rating: number;
  createdAt: string;
  updatedAt: string;
};

export type DonorListPageDto = { items: DonorDto[]; total: number };

export type InstallmentStatus = 'paid' | 'partly-paid' | 'due' | 'overdue';

export type InstallmentDto = PledgeInstallment & {
  paidCents: number;
  status: InstallmentStatus;
};

export type DonationDto = {
  id: string;
  donorId: string;
  donorName: string;
  amountCents: number;
  currency: string;
  donationType: DonationType;
  designation: string | null;
  paymentMethod: PaymentMethod | null;
  transactionId: string | null;
  campaignId: string | null;
  campaignName: string | null;
  /** For a payment toward a pledge: that pledge. */
  pledgeId: string | null;
  status: DonationStatus;
  giftDate: string;
  acknowledgmentSent: boolean;
  acknowledgmentDate: string | null;
  taxReceiptSent: boolean;
  taxReceiptDate: string | null;
  notes: string | null;
  /** What the donor received in return and its good-faith value; null: nothing. */
  goodsOrServicesDescription: string | null;
  goodsOrServicesValueCents: number | null;
  createdAt: string;
  updatedAt: string;
};

export type DonationListPageDto = { items: DonationDto[]; total: number };

/** A pledge with what its completed payments cover, installment by installment (oldest first). */
export type PledgeDto = DonationDto & {
  installments: InstallmentDto[];
  paidCents: number;
  remainingCents: number;
  nextDueDate: string | null;
};

export type InteractionDto = {
  id: string;
  donorId: string;
  type: InteractionType;
  subject: string | null;
  description: string | null;
  outcome: string | null;
  contactedBy: string | null;
  interactionDate: string;
  followUpDate: string | null;
  attachments: string[];
  createdAt: string;
  updatedAt: string;
};

export type StewardshipLetterDto = {
  id: string;
  donorId: string;
  donationId: string | null;
  kind: StewardshipLetterKind;
  periodFrom: string | null;
  periodTo: string | null;
  filename: string;
  /** The outbox message that carried the letter's text to the donor. */
  outboxMessageId: string | null;
  /** Admin download: GET this path. */
  pdfUrl: string;
  createdAt: string;
};

export type DonorProfileDto = DonorDto & {
  /** Every gift except pledges, newest first. */
  donations: DonationDto[];
  pledges: PledgeDto[];
  /** Newest first. */
  interactions: InteractionDto[];
  letters: StewardshipLetterDto[];
};

export type CampaignDto = {
  id: string;
  name: string;
  description: string | null;
  goalCents: number | null;
  /** Sum of completed gifts to this campaign. */
  raisedCents: number;
  /** What open pledges to this campaign still promise. */
  pledgedOutstandingCents: number;
  startDate: string | null;
  endDate: string | null;
  status: CampaignStatus;
  type: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CapitalCampaignPhaseDto = {
  /** `capital-phase-1` ...: campaigns of this type count toward the phase. */
  type: string;
  label: string;
  goalCents: number;
  raisedCents: number;
};

export type CrmSummaryDto = {
  /** All completed gifts ever. */
  totalRaisedCents: number;
  raisedThisYearCents: number;
  totalDonors: number;
  donorsByStatus: Record<DonorStatus, number>;
  giftCount: number;
  /** totalRaisedCents ÷ max(giftCount, 1) (public spec §9), whole cents. */
  averageGiftCents: number;
  /** Share (0–1) of last year's donors who gave again this year; null when nobody gave last year. */
  retentionRate: number | null;
  retention: { year: number; lastYearDonors: number; retainedDonors: number };
  /** The last 12 calendar months, oldest first; `month` is YYYY-MM. */
  givingByMonth: { month: string; totalCents: number; giftCount: number }[];
  campaigns: CampaignDto[];
  /** The $75M capital campaign and its three phases (public spec §9). */
  capitalCampaign: { goalCents: number; raisedCents: number; phases: CapitalCampaignPhaseDto[] };
};

export type DonorReportRowDto = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  organization: string | null;
  status: DonorStatus;
  capacity: DonorCapacity | null;
  assignedTo: string | null;
  totalGivenCents: number;
  lastGiftDate: string | null;
  /** LYBUNT: given last year; SYBUNT: given in earlier years. */
  lastYearCents: number;
};

export type FollowUpRowDto = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  assignedTo: string | null;
  nextFollowUp: string;
  isOverdue: boolean;
};

export type FollowUpReportDto = { weekStart: string; weekEnd: string; items: FollowUpRowDto[] };

export type CapacityGroupDto = {
  /** null: capacity not yet assessed. */
  capacity: DonorCapacity | null;
  label: string;
  donorCount: number;
  totalGivenCents: number;
  donors: DonorReportRowDto[];
};

export type CsvImportRowDto = {
  /** Line of the row in the file, counting the header as 1. */
  rowNumber: number;
  firstName: string;
  lastName: string;
  email: string;
  errors: { field: string; message: string }[];
  /** The existing donor with the same email (case-insensitive), if any. */
  duplicateOf: { id: string; name: string } | null;
};

export type CsvImportPreviewDto = {
  rows: CsvImportRowDto[];
  totalRows: number;
  validRows: number;
  errorRows: number;
  duplicateRows: number;
  /** Header cells that are not donor fields; their values are ignored. */
  unknownColumns: string[];
  /** Required headers that are missing: then every row has an error. */
  missingColumns: string[];
};

export type CsvImportResultDto = { created: number; updated: number; skipped: number };

export type EmailCampaignDto = {
  id: string;
  name: string;
  subject: string;
  content: string;
  htmlContent: string | null;
  segment: EmailSegment;
  /**
   * Draft / scheduled: donors the segment matched when last saved or scheduled (a live count:
   * POST /api/email-campaigns/recipient-count). Sent: the number of recipients.
   */
  recipientCount: number;
  /** Messages the mail server accepted (`delivery.delivered`): never mail still in the outbox. */
  sentCount: number;
  /** The campaign's messages by their state in the outbox, counted when asked. */
  delivery: CampaignDeliveryCounts;
  /** One word for `delivery`; null while nothing went to the outbox (drafts, scheduled). */
  deliveryState: CampaignDeliveryState | null;
  /**
   * Recipients who opened / clicked at least once (a click also counts as an open). Indicative
   * only: image blocking hides opens, privacy proxies and link scanners add some.
   */
  openCount: number;
  clickCount: number;
  /** `sent`: its messages went to the outbox at `sentAt`; `delivery` says what left. */
  status: EmailCampaignStatus;
  scheduledFor: string | null;
  sentAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};
