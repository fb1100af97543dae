import {
  createDonationInput,
  pledgePlanInput,
  type CreateDonationData,
} from '../../../domain/crm/gift-schemas.ts';
import { dollarsToCents } from '../../../domain/common/dollar-input.ts';

const AMOUNT_FORMAT_MESSAGE = 'Enter the amount in dollars, like 250 or 1,250.50';

/** The gift form's fields in screen order, also the order of the error summary. */
export const GIFT_FIELDS = [
  'amountCents',
  'donationType',
  'status',
  'installmentCount',
  'firstDueDate',
  'frequency',
  'pledgeId',
  'giftDate',
  'designation',
  'goodsOrServicesDescription',
  'goodsOrServicesValueCents',
  'campaignId',
  'paymentMethod',
  'transactionId',
  'notes',
] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];
export type GiftFormValues = Record<GiftField, string>;

export const emptyGiftValues = (today: string): GiftFormValues => ({
  amountCents: '',
  donationType: 'one-time',
  status: 'completed',
  installmentCount: '4',
  firstDueDate: today,
  frequency: 'quarterly',
  pledgeId: '',
  giftDate: today,
  designation: '',
  goodsOrServicesDescription: '',
  goodsOrServicesValueCents: '',
  campaignId: '',
  paymentMethod: '',
  transactionId: '',
  notes: '',
});

const evenPlan = pledgePlanInput.options[0];

type Result =
  { input: CreateDonationData; errors: null } | { input: null; errors: Record<string, string> };

/**
 * The form's text → the API's gift: dollars become cents, a pledge gets its even installments,
 * a one-time gift loses the pledge fields. Messages come back keyed by the form's field names.
 */
export function readGift(donorId: string, values: GiftFormValues): Result {
  const errors: Record<string, string> = {};
  const isPledge = values.donationType === 'pledge';
  const amountCents = values.amountCents.trim() === '' ? null : dollarsToCents(values.amountCents);
  if (amountCents === null) {
    errors.amountCents = values.amountCents.trim() ? AMOUNT_FORMAT_MESSAGE : 'Enter the amount';
  }

  const valueText = values.goodsOrServicesValueCents.trim();
  const goodsValueCents = valueText === '' ? null : dollarsToCents(valueText);
  if (valueText !== '' && goodsValueCents === null) {
    errors.goodsOrServicesValueCents = AMOUNT_FORMAT_MESSAGE;
  }

  let pledge: unknown;
  if (isPledge) {
    const plan = evenPlan.safeParse({
      installmentCount: values.installmentCount,
      firstDueDate: values.firstDueDate,
      frequency: values.frequency,
    });
    if (plan.success) pledge = plan.data;
    else for (const issue of plan.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }

  const parsed = createDonationInput.safeParse({
    donorId,
    amountCents: amountCents ?? 1,
    donationType: values.donationType,
    status: isPledge ? 'pending' : values.status,
    pledge,
    pledgeId: isPledge ? null : values.pledgeId || null,
    giftDate: values.giftDate,
    designation: values.designation,
    goodsOrServicesDescription: values.goodsOrServicesDescription,
    goodsOrServicesValueCents: goodsValueCents,
    campaignId: values.campaignId || null,
    paymentMethod: values.paymentMethod,
    transactionId: values.transactionId,
    notes: values.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== 'pledge' || !isPledge) errors[field] ??= issue.message;
    }
  }
  if (!parsed.success && Object.keys(errors).length === 0) {
    errors.amountCents = parsed.error.issues[0]?.message ?? 'Check the gift and try again';
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data, errors: null };
}
