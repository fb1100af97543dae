import type { PublicRateLimit } from '../rate-limits/public-rate-limits.ts';

/**
 * A family books a time or two, a school office a few more; a script filling seats or inboxes is
 * stopped. Counted per address once the form is well formed: a parent correcting a typo is not.
 */
export const VISIT_BOOKINGS: PublicRateLimit = {
  prefix: 'visit-booking',
  limit: 20,
  windowMs: 60 * 60_000,
  refusal: (retry) =>
    `We have received many bookings from your connection in the last hour. Please try again in ${retry}. Nothing you typed has been lost.`,
};

/** The booking link's page and its changes, per address (ADR 031): a link guesser is stopped. */
export const VISIT_BOOKING_LINKS: PublicRateLimit = {
  prefix: 'visit-booking-link',
  limit: 60,
  windowMs: 10 * 60_000,
  refusal: (retry) =>
    `This page was opened many times from your internet connection in a short time. Your booking is not affected. Please wait ${retry}, then open the page again.`,
};
