import type {
  CampaignStatus,
  DonationStatus,
  DonorStatus,
  DonorType,
  EmailCampaignStatus,
  InteractionType,
  PaymentMethod,
} from '../../../domain/crm/donors.ts';
import type { InstallmentStatus } from '../../../domain/crm/gift-dtos.ts';
import type { PledgeFrequency } from '../../../domain/crm/schemas.ts';

/** The words staff read for each stored value; the values themselves stay as the spec spells them. */

export const DONOR_STATUS_LABELS: Record<DonorStatus, string> = {
  prospect: 'Prospect',
  cultivating: 'Cultivating',
  solicited: 'Solicited',
  donor: 'Donor',
  lapsed: 'Lapsed',
};

export const DONOR_TYPE_LABELS: Record<DonorType, string> = {
  individual: 'Individual',
  foundation: 'Foundation',
  corporation: 'Corporation',
  government: 'Government',
};

export { DONOR_INTEREST_LABELS } from '../../../domain/crm/donors.ts';

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  card: 'Card',
  ach: 'Bank transfer (ACH)',
  wire: 'Wire transfer',
  stock: 'Stock',
  cash: 'Cash',
  other: 'Other',
};

export const PLEDGE_FREQUENCY_LABELS: Record<PledgeFrequency, string> = {
  monthly: 'Every month',
  quarterly: 'Every 3 months',
  yearly: 'Every year',
};

export const INSTALLMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  'partly-paid': 'Partly paid',
  due: 'Due',
  overdue: 'Overdue',
};

export const INTERACTION_TYPE_LABELS: Record<InteractionType, string> = {
  call: 'Phone call',
  email: 'Email',
  meeting: 'Meeting',
  event: 'Event',
  letter: 'Letter',
  other: 'Other',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  completed: 'Completed',
};

export const EMAIL_CAMPAIGN_STATUS_LABELS: Record<EmailCampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  // Released to the outbox; what left is the delivery state (crm-campaign-delivery.ts).
  sent: 'In the outbox',
};

/** Rating 0 is the stored default: nobody has rated the donor yet. */
export const ratingLabel = (rating: number) =>
  rating === 0 ? 'Not rated' : `${rating} of 5 stars`;
