import { bookingClosesAt, isBookingOpen } from '../../../domain/visits/booking-rules.ts';
import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { NO_CALENDAR_MESSAGE } from '../../../domain/visits/public-booking.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { meetingUrlFor, readBookingFacts, type BookingFacts } from './booking-facts.ts';
import { bookingUrlFor, findBookingByToken } from './booking-token.ts';
import { openSessionsOf, toPublicVisit } from './public-visit-view.ts';
import { calendarFilename, visitCalendar } from './visit-calendar.ts';

/** What the booking link's page shows, and what the family may still do there. */
export async function bookingViewOf(
  db: Database,
  facts: BookingFacts,
  now: Date,
): Promise<BookingViewDto> {
  const { booking, session, event } = facts;
  const open = await openSessionsOf(db, [event.id], now);
  return {
    status: booking.status,
    name: booking.name,
    email: booking.email,
    language: booking.language,
    partySize: booking.partySize,
    accommodations: booking.accommodations,
    note: booking.note,
    offerExpiresAt: booking.offerExpiresAt?.toISOString() ?? null,
    visit: toPublicVisit(event, booking.language),
    session: {
      id: session.id,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      closesAt: bookingClosesAt(session).toISOString(),
      status: session.status,
    },
    meetingUrl: meetingUrlFor(facts),
    otherSessions: (open.get(event.id) ?? []).filter((other) => other.id !== session.id),
    canChange: isBookingOpen(session, now) && booking.status !== 'cancelled',
  };
}

/** GET /api/visits/bookings/:token. */
export async function viewBooking(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<BookingViewDto> {
  const { db, now } = options;
  const booking = await findBookingByToken(db, options.token);
  return bookingViewOf(db, await readBookingFacts(db, booking.id), now);
}

/**
 * GET /api/visits/bookings/:token/calendar.ics: the file the confirmation carried, with this
 * link in it. A family still waiting has no seat, so no file; a cancelled booking's file tells
 * the calendar to drop the event.
 */
export async function bookingCalendarFile(options: {
  db: Database;
  token: string;
  publicUrl: string;
}): Promise<{ filename: string; text: string }> {
  const { db, token, publicUrl } = options;
  const booking = await findBookingByToken(db, token);
  if (booking.status === 'waiting' || booking.status === 'offered') {
    throw new AppError(404, NO_CALENDAR_MESSAGE);
  }
  const facts = await readBookingFacts(db, booking.id);
  const text = visitCalendar({
    facts,
    bookingUrl: bookingUrlFor(publicUrl, token, booking.language),
    host: new URL(publicUrl).hostname,
  });
  return { filename: calendarFilename(facts), text };
}
