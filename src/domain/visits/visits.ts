/**
 * Visits (ADR 052): the sessions families and investors book without an account (a family
 * session, a campus tour, an investor briefing, a symposium, a discovery call, a virtual tour),
 * each a time with seats, a waiting list, a booking cut-off and the languages it is held in.
 */
import type { Locale } from '../common/i18n.ts';

export const VISIT_KINDS = [
  'family-session',
  'campus-tour',
  'investor-briefing',
  'symposium',
  'discovery-call',
  'virtual-tour',
] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** In person (an address), virtual (a link sent only to those booked) or a phone call. */
export const VISIT_FORMATS = ['in-person', 'virtual', 'call'] as const;
export type VisitFormat = (typeof VISIT_FORMATS)[number];

/** What a family can ask for on a visit; staff see each one beside the booking. */
export const ACCOMMODATIONS = [
  'quiet-hour',
  'low-light',
  'no-crowd',
  'sibling',
  'break-room',
  'family-only',
] as const;
export type Accommodation = (typeof ACCOMMODATIONS)[number];

/**
 * booked: has seats. waiting: on the session's waiting list. offered: a seat is held for them
 * until `offerExpiresAt`, waiting for their yes. cancelled: they cannot come (or let an offer go).
 */
export const BOOKING_STATUSES = ['booked', 'waiting', 'offered', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A session as staff keep it: held, or called off. */
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One booking is one household: at most this many people. */
export const MAX_PARTY_SIZE = 8;
export const MAX_CAPACITY = 500;
/** Sessions of a recurring event exist this many days ahead (made by a daily job). */
export const SCHEDULE_DAYS_AHEAD = 90;
/** A freed seat is held for the next family on the waiting list this long (or until cut-off). */
export const OFFER_HOLD_HOURS = 24;
/** Reminders go this long before the start: two days, then two hours. */
export const REMINDERS = [
  { id: '2-days', beforeMs: 48 * 3600_000 },
  { id: '2-hours', beforeMs: 2 * 3600_000 },
] as const;
export type ReminderId = (typeof REMINDERS)[number]['id'];

/** Kinds whose visitors get the "what will happen" story page (in person, with a family). */
export const STORY_KINDS: readonly VisitKind[] = ['family-session', 'campus-tour'];
export const hasStory = (kind: VisitKind, format: VisitFormat) =>
  format === 'in-person' && STORY_KINDS.includes(kind);

/** Public paths (English; Spanish under /es). */
export const VISITS_PATH = '/visits';
export const visitPath = (slug: string) => `/visits/${slug}`;
export const visitStoryPath = (slug: string) => `/visits/${slug}/story`;
export const VISIT_BOOKING_LINK_PATH = '/visits/booking/';

export type VisitLanguage = Locale;
