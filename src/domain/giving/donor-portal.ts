/**
 * "Manage my giving": a donor's own page, opened by a private link from a mail. The request
 * form, the page's answers and the changes a donor can make to a monthly gift. Money is integer
 * cents, within the give page's limits.
 */
import { z } from 'zod';
import { emailAddress } from '../common/text-fields.ts';
import { LOCALES, pathInLocale, type Locale } from '../common/i18n.ts';
import { giftCentsWithinLimits } from './schemas.ts';

/** Where the request form lives (public, both languages) and where the private link opens. */
export const MANAGE_GIVING_PATH = '/giving/manage';
export const MANAGE_GIVING_LINK_PATH = '/giving/manage/';

/** The public form that mails a new link: stable, so it may stand in any mail for years. */
export const manageGivingFormUrl = (publicUrl: string, language: Locale) =>
  `${publicUrl}${pathInLocale(MANAGE_GIVING_PATH, language)}`;

/**
 * The day a monthly gift starts again when it is paused on `today`, else null: a pause whose
 * day has come is over (Stripe charges again from that day), and a cancelled gift is not paused.
 */
export const pausedUntilOn = (
  plan: { status: 'active' | 'cancelled'; pausedUntil: string | null },
  today: string,
): string | null =>
  plan.status === 'active' && plan.pausedUntil !== null && plan.pausedUntil > today
    ? plan.pausedUntil
    : null;

/** How long a mailed link opens the page. */
export const MANAGE_LINK_DAYS = 7;

/** A monthly gift may be paused for one, two or three months; longer is a cancellation. */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];

/** The same words for an unknown, replaced and expired link: they never tell which it was. */
export const UNKNOWN_MANAGE_LINK_MESSAGE =
  'This link has expired or is no longer valid. Ask for a new one on the "Manage my giving" page.';

export const manageLinkRequestInput = z.object({
  email: emailAddress,
  language: z.enum(LOCALES).default('en'),
});

export const manageTokenParam = z.object({ token: z.string().min(1).max(200) });
export const manageGiftParams = manageTokenParam.extend({ giftId: z.uuid() });
export const manageStatementParams = manageTokenParam.extend({
  year: z.coerce.number().int().min(1900).max(9999),
});

export const changeAmountInput = z.object({ amountCents: giftCentsWithinLimits });
export const pauseInput = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'Choose a pause of 1, 2 or 3 months.',
  }),
});

export const manageLinkRequestDto = z.object({ message: z.string() });

export const portalGiftDto = z.object({
  date: z.string(),
  amountCents: z.number().int(),
  designation: z.string().nullable(),
  monthly: z.boolean(),
});

export const portalMonthlyGiftDto = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  designation: z.string().nullable(),
  status: z.enum(['active', 'paused', 'cancelled']),
  startedOn: z.string(),
  /** While paused: the day payments start again. */
  pausedUntil: z.string().nullable(),
  cancelledOn: z.string().nullable(),
});

export const donorPortalDto = z.object({
  firstName: z.string(),
  language: z.enum(LOCALES),
  gifts: z.array(portalGiftDto),
  /** Years with at least one completed gift, newest first: one statement each. */
  statementYears: z.array(z.number().int()),
  monthlyGifts: z.array(portalMonthlyGiftDto),
  /** False when card payments are not set up here: changes are made by writing to us. */
  canChangeMonthlyGifts: z.boolean(),
  contactEmail: z.string(),
});

export const cardPortalDto = z.object({ url: z.string() });

export type DonorPortalDto = z.infer<typeof donorPortalDto>;
export type PortalMonthlyGiftDto = z.infer<typeof portalMonthlyGiftDto>;
