import type { CampaignDto, DonationDto } from '../../../domain/crm/gift-dtos.ts';
import type { DonorDto, InteractionDto } from '../../../domain/crm/donor-dtos.ts';
import { statusBasisOf } from '../../../domain/crm/donor-status.ts';
import type { Campaign, Donor, Interaction } from './donors.table.ts';
import type { Donation } from './donations/donations.table.ts';

export const toDonorDto = (row: Donor): DonorDto => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  organization: row.organization,
  title: row.title,
  donorType: row.donorType,
  capacity: row.capacity,
  interests: row.interests,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  notes: row.notes,
  language: row.language,
  status: row.status,
  statusBasis: statusBasisOf(row),
  totalGivenCents: row.totalGivenCents,
  firstGiftDate: row.firstGiftDate,
  lastGiftDate: row.lastGiftDate,
  lastContactDate: row.lastContactDate,
  nextFollowUp: row.nextFollowUp,
  assignedTo: row.assignedTo,
  source: row.source,
  rating: row.rating,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A donation row with the names a list shows, from joins. */
export type DonationRow = Donation & { donorName: string; campaignName: string | null };

export const toDonationDto = (row: DonationRow): DonationDto => ({
  id: row.id,
  donorId: row.donorId,
  donorName: row.donorName,
  amountCents: row.amountCents,
  currency: row.currency,
  donationType: row.donationType,
  designation: row.designation,
  paymentMethod: row.paymentMethod,
  transactionId: row.transactionId,
  campaignId: row.campaignId,
  campaignName: row.campaignName,
  pledgeId: row.pledgeId,
  status: row.status,
  giftDate: row.giftDate,
  acknowledgmentSent: row.acknowledgmentSent,
  acknowledgmentDate: row.acknowledgmentDate,
  taxReceiptSent: row.taxReceiptSent,
  taxReceiptDate: row.taxReceiptDate,
  notes: row.notes,
  goodsOrServicesDescription: row.goodsOrServicesDescription,
  goodsOrServicesValueCents: row.goodsOrServicesValueCents,
  source: row.source,
  recurringGiftId: row.recurringGiftId,
  tribute:
    row.tributeKind && row.tributeName
      ? {
          kind: row.tributeKind,
          name: row.tributeName,
          notify:
            row.tributeNotifyName && row.tributeNotifyEmail && row.tributeNotifyLanguage
              ? {
                  name: row.tributeNotifyName,
                  email: row.tributeNotifyEmail,
                  language: row.tributeNotifyLanguage,
                  notifiedAt: row.tributeNotifiedAt?.toISOString() ?? null,
                }
              : null,
        }
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toInteractionDto = (row: Interaction): InteractionDto => ({
  id: row.id,
  donorId: row.donorId,
  type: row.type,
  subject: row.subject,
  description: row.description,
  outcome: row.outcome,
  contactedBy: row.contactedBy,
  interactionDate: row.interactionDate,
  followUpDate: row.followUpDate,
  attachments: row.attachments,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCampaignDto = (row: Campaign, pledgedOutstandingCents = 0): CampaignDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  goalCents: row.goalCents,
  raisedCents: row.raisedCents,
  pledgedOutstandingCents,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
