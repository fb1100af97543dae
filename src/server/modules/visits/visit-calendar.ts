import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { placeOf, type BookingFacts } from './booking-facts.ts';
import { titleOf } from './public-visit-view.ts';
import { visitMailCopy } from './visit-mail-copy.ts';

/** SEQUENCE counts seconds from here to the booking's last change (see visitCalendar). */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * A booked visit as a calendar file (RFC 5545, written by ical-generator), in the booking's
 * language. The times carry no time zone, so they are written as UTC instants (DTSTART:…Z),
 * which every calendar shows on its own clock (ADR 052). The UID is the booking's, so a moved
 * booking updates the event it added; its SEQUENCE grows with each change of the booking (the
 * seconds since 2026 of its last change: no column of its own, and always higher after a move).
 * A cancelled booking's file says CANCELLED, so a calendar that reads it drops the event.
 */
export function visitCalendar(options: {
  facts: BookingFacts;
  bookingUrl: string;
  host: string;
}): string {
  const { facts } = options;
  const { booking, session, event } = facts;
  const copy = visitMailCopy(booking.language);
  const title = titleOf(event, booking.language);
  const calendar = ical({
    prodId: { company: ORGANISATION_NAME, product: 'visits' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const where = placeOf(facts);
  const place = copy.place(where);
  calendar.createEvent({
    id: `visit-${booking.id}@${options.host}`,
    start: session.startsAt,
    end: session.endsAt,
    stamp: booking.updatedAt,
    sequence: Math.max(0, Math.floor((booking.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    summary: title,
    // A meeting link alone, so calendars show it as a link to join.
    location: where.format === 'virtual' && where.meetingUrl ? where.meetingUrl : place,
    description: [title, place, `${copy.link} ${options.bookingUrl}`].join('\n\n'),
    status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const calendarFilename = (facts: BookingFacts) => `visit-${facts.event.slug}.ics`;
