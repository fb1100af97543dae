/**
 * Online giving (ADR 026): the give page's choices and the rules of its amounts. No zod
 * here, so the public page can show its choices without loading a validator; the request's
 * schema is schemas.ts. All money is integer cents, end to end.
 */
import { DONOR_INTERESTS } from '../crm/donors.ts';

/** The amounts the give page offers as buttons: $25, $50, $100, $250. */
export const GIFT_PRESETS_CENTS = [2_500, 5_000, 10_000, 25_000] as const;

/** The smallest gift the page takes: $1.00 (card processors refuse much less). */
export const MIN_ONLINE_GIFT_CENTS = 100;
/**
 * The largest gift the page takes: $50,000.00. Larger gifts are welcome, but by a conversation
 * with the development team (a stock transfer, a wire, a pledge over years), not a card form.
 */
export const MAX_ONLINE_GIFT_CENTS = 5_000_000;

export const GIFT_FREQUENCIES = ['one-time', 'monthly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];

/**
 * Where a gift may go: the CRM's interests, so an online gift lands on the same words staff use
 * for donors' interests ("general" is where it is needed most).
 */
export const GIFT_DESIGNATIONS = DONOR_INTERESTS;
export type GiftDesignation = (typeof GIFT_DESIGNATIONS)[number];

/** "In honour of" or "in memory of" someone: named on the receipt and in the thank-you mail. */
export const TRIBUTE_KINDS = ['honour', 'memory'] as const;
export type TributeKind = (typeof TRIBUTE_KINDS)[number];

/**
 * The card processor's published fee for a US card: 2.9 % of the charge plus 30 cents, each
 * rounded to the cent. The "cover the fee" box adds what makes the organisation receive at least
 * the gift after this fee.
 */
export const CARD_FEE = { basisPoints: 290, fixedCents: 30 } as const;

/** The fee the processor keeps from a charge of `chargeCents`. */
export const cardFeeCents = (chargeCents: number): number =>
  Math.round((chargeCents * CARD_FEE.basisPoints) / 10_000) + CARD_FEE.fixedCents;

/**
 * The smallest charge that leaves at least `giftCents` after the card fee. The exact algebraic
 * answer, rounded up, is never short: the fee's rounding adds at most half a cent, and what is
 * left is whole cents. But that same rounding may let a cent less do (it does for half of all
 * gifts, $50.00 among them), so that cent is tried.
 */
export function chargeCoveringFee(giftCents: number): number {
  const charge = Math.ceil(
    ((giftCents + CARD_FEE.fixedCents) * 10_000) / (10_000 - CARD_FEE.basisPoints),
  );
  const centLess = charge - 1;
  return centLess - cardFeeCents(centLess) >= giftCents ? centLess : charge;
}

/** What the donor is charged: the gift, or the gift and the fee when they chose to cover it. */
export const chargeFor = (giftCents: number, coverFee: boolean): number =>
  coverFee ? chargeCoveringFee(giftCents) : giftCents;

/** The periods the staff's online-gifts report offers, in days up to and including today. */
export const ONLINE_REPORT_PERIODS = [7, 30, 365] as const;

/** A monthly gift's plan: paying each month, or stopped (by the donor or staff in Stripe). */
export const RECURRING_GIFT_STATUSES = ['active', 'cancelled'] as const;
export type RecurringGiftStatus = (typeof RECURRING_GIFT_STATUSES)[number];

/**
 * "G-1A2B3C4D": a gift's reference, from its id, short enough to write on a check's memo line.
 * The pledge mail gives it to the donor; the donor's page shows it beside the gift, so staff can
 * match a check to its pledge.
 */
export const giftReference = (donationId: string) =>
  `G-${donationId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
