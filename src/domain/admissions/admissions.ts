import { isoDayIn, startOfIsoDayIn } from '../common/calendar-day.ts';
import { ORGANISATION_TIME_ZONE } from '../common/organisation.ts';
import { addBusinessDays } from '../waiting-list/invitation.ts';

/**
 * Admissions (ADR 021): seats per campus × grade or program × start term, offers with a
 * deadline, and the next family in line when a seat comes free. The rules are pure, so the
 * server's transactions, its jobs and the pages agree on them; the tables and the flow build on
 * them (ADR 021).
 */

/** An offer waits for the family's answer; then it is accepted, declined, lapsed or withdrawn. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS = {
  open: 'Offer open',
  accepted: 'Accepted',
  declined: 'Declined',
  lapsed: 'Deadline passed',
  withdrawn: 'Withdrawn by staff',
} as const satisfies Record<OfferStatus, string>;

/** A family has this many days to answer, unless staff choose another number. */
export const DEFAULT_OFFER_DAYS = 7;
export const MIN_OFFER_DAYS = 1;
export const MAX_OFFER_DAYS = 30;
/**
 * After a family accepts, our admissions team calls them within this many business days (Monday
 * to Friday); the acceptance mail and page name the day.
 */
export const ACCEPTED_CALL_BUSINESS_DAYS = 3;

/** The day (YYYY-MM-DD) by which admissions will have called a family that accepted at `at`. */
export const acceptedCallBy = (at: Date, timeZone: string = ORGANISATION_TIME_ZONE) =>
  addBusinessDays(isoDayIn(at, timeZone), ACCEPTED_CALL_BUSINESS_DAYS);
/** The reminder goes out this long before the deadline. */
export const OFFER_REMINDER_HOURS = 48;
/** Seats one seat group may hold; offers staff may make in one go. */
export const MAX_SEATS = 500;
export const MAX_OFFERS_AT_ONCE = 50;

const HOUR_MS = 60 * 60_000;

/** A seat group's numbers: its capacity, the offers waiting for an answer and those accepted. */
export type SeatCounts = { capacity: number; offersOpen: number; accepted: number };

/** Seats nobody holds or has been offered: never below zero, even after capacity was lowered. */
export const seatsFree = ({ capacity, offersOpen, accepted }: SeatCounts): number =>
  Math.max(0, capacity - offersOpen - accepted);

/** How many of the requested offers can go out now: never more than the free seats. */
export const offersPossible = (requested: number, counts: SeatCounts): number =>
  Math.max(0, Math.min(requested, seatsFree(counts)));

/** Whether one more acceptance still fits: an open offer holds its seat, so it always should. */
export const canAccept = ({ capacity, accepted }: Pick<SeatCounts, 'capacity' | 'accepted'>) =>
  accepted < capacity;

/**
 * The deadline of an offer made at `offeredAt`: the end of the calendar day `days` days later
 * where the campuses are (an offer made on Monday with 7 days can be answered until the next
 * Monday at 11:59 PM), as the instant the following day begins.
 */
export function offerDeadline(
  offeredAt: Date,
  days: number = DEFAULT_OFFER_DAYS,
  timeZone: string = ORGANISATION_TIME_ZONE,
): Date {
  const offerDay = Date.parse(`${isoDayIn(offeredAt, timeZone)}T00:00:00Z`);
  const dayAfterLast = new Date(offerDay + (days + 1) * 86_400_000).toISOString().slice(0, 10);
  return startOfIsoDayIn(dayAfterLast, timeZone);
}

/** The last day a family can answer, as YYYY-MM-DD where the campuses are. */
export const lastAnswerDay = (deadline: Date, timeZone: string = ORGANISATION_TIME_ZONE) =>
  isoDayIn(new Date(deadline.getTime() - 1), timeZone);

export type OfferState = { status: OfferStatus; deadline: Date; remindedAt: Date | null };

/** The family can still answer: the offer is open and its deadline has not come. */
export const canAnswer = (offer: OfferState, now: Date) =>
  offer.status === 'open' && now < offer.deadline;

/** An open offer whose deadline has come: the job marks it lapsed and frees the seat. */
export const hasLapsed = (offer: OfferState, now: Date) =>
  offer.status === 'open' && now >= offer.deadline;

/** The one reminder: due from 48 hours before the deadline until it, once. */
export const isReminderDue = (offer: OfferState, now: Date) =>
  canAnswer(offer, now) &&
  offer.remindedAt === null &&
  offer.deadline.getTime() - now.getTime() <= OFFER_REMINDER_HOURS * HOUR_MS;

/**
 * How many offers go to the next families when `freed` offers were declined or lapsed: none when
 * staff turned auto-advance off for the group, otherwise one per freed seat that is still free
 * (capacity may have been lowered meanwhile).
 */
export const replacementOffers = (
  group: { autoAdvance: boolean },
  counts: SeatCounts,
  freed = 1,
) => (group.autoAdvance ? Math.max(0, Math.min(freed, seatsFree(counts))) : 0);
