/**
 * The rules of seats, waiting lists, the booking cut-off and reminders, as pure functions: the
 * server applies them under the session's row lock, the pages use them to say what will happen.
 */
import { OFFER_HOLD_HOURS, REMINDERS, type BookingStatus, type ReminderId } from './visits.ts';

type Session = { startsAt: Date; cutoffMinutes: number; status: 'scheduled' | 'cancelled' };

/** The last moment a booking is taken: `cutoffMinutes` before the start (that minute is closed). */
export const bookingClosesAt = (session: Pick<Session, 'startsAt' | 'cutoffMinutes'>) =>
  new Date(session.startsAt.getTime() - session.cutoffMinutes * 60_000);

/** Booking, moving to and accepting a seat in a session: while it is held and before cut-off. */
export const isBookingOpen = (session: Session, now: Date) =>
  session.status === 'scheduled' && now.getTime() < bookingClosesAt(session).getTime();

/** Seats held: booked families and those offered a seat they have not yet answered. */
export const holdsSeats = (status: BookingStatus) => status === 'booked' || status === 'offered';

export function seatsTaken(bookings: readonly { status: BookingStatus; partySize: number }[]) {
  return bookings.reduce(
    (sum, booking) => sum + (holdsSeats(booking.status) ? booking.partySize : 0),
    0,
  );
}

export const seatsLeft = (capacity: number, taken: number) => Math.max(capacity - taken, 0);

/**
 * Where a new booking goes: seats when the whole party fits, else the waiting list. A party is
 * never split: a family of three does not get two seats.
 */
export const placeFor = (capacity: number, taken: number, partySize: number): BookingStatus =>
  taken + partySize <= capacity ? 'booked' : 'waiting';

/**
 * Who is offered freed seats: the waiting families in the order they asked, each whose party fits
 * in what is still free, skipping a larger party for a smaller one that fits (the larger keeps its
 * place for the next seats to free).
 */
export function whoToOffer<Waiting extends { partySize: number; createdAt: Date }>(
  waiting: readonly Waiting[],
  free: number,
): Waiting[] {
  const offered: Waiting[] = [];
  let left = free;
  for (const entry of [...waiting].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (entry.partySize <= left) {
      offered.push(entry);
      left -= entry.partySize;
    }
  }
  return offered;
}

/** How long a freed seat is held: a day, but never past the booking cut-off. */
export function offerExpiresAt(
  session: Pick<Session, 'startsAt' | 'cutoffMinutes'>,
  now: Date,
): Date {
  const hold = now.getTime() + OFFER_HOLD_HOURS * 3600_000;
  return new Date(Math.min(hold, bookingClosesAt(session).getTime()));
}

/**
 * The reminder due now for a booked family, if any: each one from its moment until the start,
 * only once, and not one whose moment had already passed when they booked (someone who books the
 * day before gets the two-hour reminder, not a "two days" one).
 */
export function reminderDue(
  booking: { bookedAt: Date; sent: readonly ReminderId[] },
  startsAt: Date,
  now: Date,
): ReminderId | null {
  if (now.getTime() >= startsAt.getTime()) return null;
  // The later reminder first: after a pause in the job, the two-hour one is the one that matters.
  for (const reminder of [...REMINDERS].reverse()) {
    const at = startsAt.getTime() - reminder.beforeMs;
    if (now.getTime() < at) continue;
    if (booking.sent.includes(reminder.id)) return null;
    return booking.bookedAt.getTime() < at ? reminder.id : null;
  }
  return null;
}
