import { z } from 'zod';
import { GIFT_FREQUENCIES } from './giving.ts';

/**
 * The answers of the public giving routes (ADR 026). Kept apart from
 * giving-schemas.ts, which the give page loads for its form.
 */

/** How gifts are paid on this installation: by card (Stripe) or as a pledge paid later. */
export const GIVING_PATHS = ['card', 'pledge'] as const;
export type GivingPath = (typeof GIVING_PATHS)[number];

/**
 * GET /api/giving/options: what the give page offers. "none": no card payments and no mailing
 * address in Settings, so a pledge could not say where to send a check: the page offers no form
 * and says to write to `contactEmail`.
 */
export const givingOptionsDto = z.object({
  /** "card": Stripe's payment page; "pledge": the donor is mailed how to give by check or transfer. */
  path: z.enum([...GIVING_PATHS, 'none']),
  contactEmail: z.string(),
});
export type GivingOptionsDto = z.infer<typeof givingOptionsDto>;

/** POST /api/giving, 201 on the card path: the page sends the donor to Stripe's payment page. */
export const giftCheckoutStartedDto = z.object({
  path: z.literal('card'),
  checkoutUrl: z.string(),
});

/** POST /api/giving, 201 on the pledge path: recorded as pending; instructions are mailed. */
export const giftPledgeRecordedDto = z.object({
  path: z.literal('pledge'),
  /** What the donor pledged, in cents (the fee box does not apply to a pledge). */
  amountCents: z.number().int(),
  frequency: z.enum(GIFT_FREQUENCIES),
  /** A sentence in the form's language: what was recorded and whether the instructions were mailed. */
  message: z.string(),
});

export const giftStartedDto = z.discriminatedUnion('path', [
  giftCheckoutStartedDto,
  giftPledgeRecordedDto,
]);
export type GiftStartedDto = z.infer<typeof giftStartedDto>;

/**
 * Where a card gift stands, for the thank-you page. "open": the payment page has not reported
 * back yet (the page asks again); "completed": recorded in the CRM, receipt queued; "failed":
 * the payment did not go through; "expired": the payment page was left without paying.
 */
export const CHECKOUT_STATUSES = ['open', 'completed', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** GET /api/giving/checkouts/:sessionId: no name or address, only what the page shows. */
export const giftCheckoutStatusDto = z.object({
  status: z.enum(CHECKOUT_STATUSES),
  /** What was charged, in cents (the gift, plus the fee when the donor chose to cover it). */
  amountCents: z.number().int(),
  frequency: z.enum(GIFT_FREQUENCIES),
});
export type GiftCheckoutStatusDto = z.infer<typeof giftCheckoutStatusDto>;
