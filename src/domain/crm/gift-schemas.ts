/**
 * The CRM requests about gifts, pledges and campaigns. The routes that take them
 * are listed in schemas.ts.
 */
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  DONATION_SOURCES,
  DONATION_STATUSES,
  DONATION_TYPES,
  PAYMENT_METHODS,
  STAFF_DONATION_STATUSES,
} from './donors.ts';
import { isoDate, optionalText, requiredText } from '../common/text-fields.ts';
import {
  amountCents,
  choice,
  limit,
  offset,
  optionalChoice,
  optionalDate,
  MAX_PLEDGE_INSTALLMENTS,
  PLEDGE_FREQUENCIES,
  MAX_AMOUNT_CENTS,
} from './schemas.ts';

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
  /** "online": gifts given on the give page (ADR 026). */
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
