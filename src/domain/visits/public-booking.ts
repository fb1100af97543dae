/**
 * What the public visit pages and the booking link are told (ADR 052): how far ahead times are
 * listed, and the sentences the API answers with when a booking cannot be made or changed.
 */

/** The public pages list a visit's open times this many days ahead. */
export const PUBLIC_DAYS_AHEAD = 60;

export const UNKNOWN_VISIT_MESSAGE = 'This visit does not exist.';
export const UNKNOWN_SESSION_MESSAGE =
  'This time is no longer on the list. Please choose a time from the visit’s page.';
export const BOOKING_CLOSED_MESSAGE = 'Booking for this time has closed.';
export const VISIT_STARTED_MESSAGE = 'This visit has already started.';
export const OFFER_GONE_MESSAGE = 'This seat is no longer held for you.';
export const CHANGES_CLOSED_MESSAGE =
  'This booking can no longer be moved: booking for its time has closed. You can still cancel it until the visit starts.';
export const BOOKING_CANCELLED_MESSAGE =
  'This booking is cancelled. Please book a new time on the visit’s page.';
export const BOOKING_CHANGED_MESSAGE =
  'This booking was changed a moment ago. Please open your link again.';
export const OTHER_TIME_MESSAGE = 'Choose another time of this visit from the list.';
export const PHONE_REQUIRED_MESSAGE = 'Enter a phone number we can call you on';
/** A call's number (schemas.ts): the usual US forms, with at least this many digits. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_NUMBER_MESSAGE = `Enter a phone number with at least ${PHONE_MIN_DIGITS} digits, like (512) 555-0123`;
export const NO_CALENDAR_MESSAGE =
  'There is no calendar file for this booking: it has no seat. The file comes with a booked seat.';

/** The event is not held in the language the form asked for. */
export const languageRefusal = (languages: readonly string[]) =>
  languages.length === 1 && languages[0] === 'es'
    ? 'This visit is held in Spanish only. Choose Spanish.'
    : 'This visit is held in English only. Choose English.';

/** A party larger than the whole session could never get a seat. */
export const partyTooLargeMessage = (capacity: number) =>
  `This time has ${capacity} ${capacity === 1 ? 'seat' : 'seats'} in all. Enter at most ${capacity} ${capacity === 1 ? 'person' : 'people'}.`;

/** A call asks for the number staff ring; other visits do not ask for it (ADR 052). */
export const asksPhone = (visit: { format: string }) => visit.format === 'call';
