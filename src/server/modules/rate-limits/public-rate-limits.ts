import {
  STATUS_LINK_REQUESTS_PER_HOUR,
  WAITING_LIST_SUBMISSIONS_PER_HOUR,
} from '../../../domain/waiting-list/waiting-list.ts';

/**
 * A limit on a public route (ARCHITECTURE.md: public routes are rate-limited): at most `limit`
 * counted requests per key (an address, or a link and an address) in each window of `windowMs`.
 * `prefix` names the counter in `rate_limit_counters`; `refusal` is the 429's message.
 */
export type PublicRateLimit = {
  prefix: string;
  limit: number;
  windowMs: number;
  refusal: (retryText: string) => string;
};

const TEN_MINUTES_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

const tooMany = (retry: string) => `Too many requests from your connection. Please wait ${retry}.`;

/** Plenty for a person reading, signing and downloading; a script guessing links is stopped. */
export const SIGNING_REQUESTS: PublicRateLimit = {
  prefix: 'signing',
  limit: 60,
  windowMs: TEN_MINUTES_MS,
  refusal: tooMany,
};

/**
 * Downloads from share links, per address: each builds and stamps a file (seconds for the longest
 * NDA), so a script repeating one must not keep the server busy. A reader downloads a few.
 */
export const SHARED_DOWNLOADS: PublicRateLimit = {
  prefix: 'shared-download',
  limit: 20,
  windowMs: TEN_MINUTES_MS,
  refusal: (retry) =>
    `This document was downloaded many times from your connection in a short time. Please wait ${retry}, then try again.`,
};

/** Plenty for a family checking their place or answering an offer; a link guesser is stopped. */
export const STATUS_REQUESTS: PublicRateLimit = {
  prefix: 'waiting-list-status',
  limit: 60,
  windowMs: TEN_MINUTES_MS,
  // ADR 027: "Too many requests" read as "you applied twice"; say what happened and what to do.
  refusal: (retry) =>
    `This page was opened many times from your internet connection in a short time. Your application is not affected. Please wait ${retry}, then open the page again.`,
};

/**
 * One well-formed waiting-list form per address (duplicates included), instead of a CAPTCHA.
 * Forms the schema refused are not counted: a parent correcting a typo must not be locked out.
 */
export const WAITING_LIST_SUBMISSIONS: PublicRateLimit = {
  prefix: 'waiting-list',
  limit: WAITING_LIST_SUBMISSIONS_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: (retry) =>
    `We have received many applications from your connection in the last hour. Please try again in ${retry}. Nothing you typed has been lost.`,
};

/**
 * "Email me my link", counted before any address is looked up, so a refusal says nothing about
 * the address either.
 */
export const STATUS_LINK_REQUESTS: PublicRateLimit = {
  prefix: 'waiting-list-link-request',
  limit: STATUS_LINK_REQUESTS_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: (retry) =>
    `You have asked for new links many times from your connection. Please try again in ${retry}.`,
};

/**
 * Opening an invitation or reset link and setting its password, per network, counted before the
 * key is looked up: a person uses a few; a script trying keys is stopped (ADR 031).
 */
export const ACCOUNT_LINK_REQUESTS: PublicRateLimit = {
  prefix: 'account-link',
  limit: 30,
  windowMs: TEN_MINUTES_MS,
  refusal: (retry) =>
    `This link was tried many times from your connection. Please wait ${retry}, then open it again.`,
};

/** Comments and saves through one share link from one address; a script flooding it is stopped. */
export const SHARE_LINK_WRITES: PublicRateLimit = {
  prefix: 'share-link-write',
  limit: 30,
  windowMs: TEN_MINUTES_MS,
  refusal: (retry) =>
    `Too many comments or changes from this link. Please wait ${retry} and try again.`,
};

/**
 * Give-page forms per address (ADR 026): a family giving several gifts is far below it; a
 * script opening payment pages or filling the CRM with pledges is stopped.
 */
export const GIFT_SUBMISSIONS: PublicRateLimit = {
  prefix: 'give',
  limit: 10,
  windowMs: HOUR_MS,
  refusal: (retry) =>
    `We have received many gift forms from your connection in the last hour. Please try again in ${retry}. Nothing was charged.`,
};

/**
 * The thank-you page asks where a card gift stands every 1.5 s for up to 30 s: a donor reloading
 * it a few times stays far below this; a script guessing session ids is stopped.
 */
export const GIFT_STATUS_REQUESTS: PublicRateLimit = {
  prefix: 'give-status',
  limit: 150,
  windowMs: TEN_MINUTES_MS,
  refusal: tooMany,
};

/**
 * Saved waiting-list answers (ADR 046): opening, saving again or deleting them through their link,
 * and saving a new form, per address. A family saving as it goes stays far below it; a script
 * guessing links or filling inboxes is stopped.
 */
export const SAVED_APPLICATION_REQUESTS: PublicRateLimit = {
  prefix: 'waiting-list-saved',
  limit: 60,
  windowMs: TEN_MINUTES_MS,
  refusal: (retry) =>
    `Your answers were saved or opened many times from your internet connection in a short time. Please wait ${retry}, then try again. Nothing you typed has been lost.`,
};

/**
 * "Manage my giving": asking for a link, counted before any address is looked up, so a refusal
 * says nothing about the address either.
 */
export const MANAGE_LINK_REQUESTS: PublicRateLimit = {
  prefix: 'giving-manage-link-request',
  limit: 10,
  windowMs: HOUR_MS,
  refusal: (retry) =>
    `You have asked for new links many times from your connection. Please try again in ${retry}.`,
};

/** A donor's own giving page and its changes; a script guessing links is stopped. */
export const MANAGE_GIVING_REQUESTS: PublicRateLimit = {
  prefix: 'giving-manage',
  limit: 60,
  windowMs: TEN_MINUTES_MS,
  refusal: (retry) =>
    `This page was opened many times from your internet connection in a short time. Nothing was changed. Please wait ${retry}, then open it again.`,
};
