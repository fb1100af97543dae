import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import {
  CAMPAIGN_STATUSES,
  DONATION_SOURCES,
  DONATION_STATUSES,
  DONATION_TYPES,
  PAYMENT_METHODS,
} from './donors.ts';
import { RECURRING_GIFT_STATUSES, TRIBUTE_KINDS } from '../giving/giving.ts';
import { LOCALES } from '../common/i18n.ts';

/**
 * The donor CRM's answers about money: gifts, pledges with their installments, and
 * campaigns. Money is integer cents; dates are YYYY-MM-DD, times ISO 8601 in UTC.
 */

const cents = z.number().int();

export const INSTALLMENT_STATUSES = ['paid', 'partly-paid', 'due', 'overdue'] as const;
export const installmentStatus = z.enum(INSTALLMENT_STATUSES);
export type InstallmentStatus = z.infer<typeof installmentStatus>;

/**
 * One installment of a pledge and what the completed payments cover of it. Not the input's
 * `pledgeInstallment`: an even split of a few cents over many installments leaves some at 0.
 */
export const installmentDto = z.object({
  dueDate: isoDate,
  amountCents: cents,
  paidCents: cents,
  status: installmentStatus,
});
export type InstallmentDto = z.infer<typeof installmentDto>;

export const donationDto = z.object({
  id: uuid,
  donorId: uuid,
  donorName: z.string(),
  amountCents: cents,
  currency: z.string(),
  donationType: z.enum(DONATION_TYPES),
  designation: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  transactionId: z.string().nullable(),
  campaignId: uuid.nullable(),
  campaignName: z.string().nullable(),
  /** For a payment toward a pledge: that pledge. */
  pledgeId: uuid.nullable(),
  status: z.enum(DONATION_STATUSES),
  giftDate: isoDate,
  acknowledgmentSent: z.boolean(),
  acknowledgmentDate: isoDate.nullable(),
  taxReceiptSent: z.boolean(),
  taxReceiptDate: isoDate.nullable(),
  notes: z.string().nullable(),
  /** What the donor received in return and its good-faith value; null: nothing. */
  goodsOrServicesDescription: z.string().nullable(),
  goodsOrServicesValueCents: cents.nullable(),
  /** "online": given on the give page; "staff": typed into the CRM. */
  source: z.enum(DONATION_SOURCES),
  /** For a payment of a monthly online gift: its plan. */
  recurringGiftId: uuid.nullable(),
  /** "In honour of" / "in memory of" someone, as the donor wrote it. */
  tribute: z
    .object({
      kind: z.enum(TRIBUTE_KINDS),
      name: z.string(),
      /** Whom the donor asked us to tell, and when they were told (null: not yet). */
      notify: z
        .object({
          name: z.string(),
          email: z.string(),
          language: z.enum(LOCALES),
          notifiedAt: isoDateTime.nullable(),
        })
        .nullable(),
    })
    .nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DonationDto = z.infer<typeof donationDto>;

/**
 * A monthly online gift (ADR 026): one plan, its payments are gifts with its
 * recurringGiftId. The counts are of those payments.
 */
export const monthlyGiftDto = z.object({
  id: uuid,
  amountCents: cents,
  /** As the CRM names it ("K-12 education"); null: none chosen. */
  designation: z.string().nullable(),
  status: z.enum(RECURRING_GIFT_STATUSES),
  startedOn: isoDate,
  cancelledOn: isoDate.nullable(),
  /** While the donor has paused it: the day payments start again. */
  pausedUntil: isoDate.nullable(),
  paidCount: z.number().int(),
  paidCents: cents,
  failedCount: z.number().int(),
});
export type MonthlyGiftDto = z.infer<typeof monthlyGiftDto>;

/** GET /api/donations: one page, and the number of all matches. */
export const donationListPageDto = z.object({
  items: z.array(donationDto),
  total: z.number().int(),
});
export type DonationListPageDto = z.infer<typeof donationListPageDto>;

/** A pledge with what its completed payments cover, installment by installment (oldest first). */
export const pledgeDto = donationDto.extend({
  installments: z.array(installmentDto),
  paidCents: cents,
  remainingCents: cents,
  nextDueDate: isoDate.nullable(),
});
export type PledgeDto = z.infer<typeof pledgeDto>;

export const campaignDto = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  goalCents: cents.nullable(),
  /** Sum of completed gifts to this campaign. */
  raisedCents: cents,
  /** What open pledges to this campaign still promise. */
  pledgedOutstandingCents: cents,
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  type: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CampaignDto = z.infer<typeof campaignDto>;
