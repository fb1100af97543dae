import { eq } from 'drizzle-orm';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import { hasStory, visitPath, visitStoryPath } from '../../../domain/visits/visits.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { PlaceFacts } from './visit-mail-copy.ts';
import {
  visitBookings,
  visitEvents,
  visitSessions,
  type VisitBooking,
  type VisitEvent,
  type VisitSession,
} from './visits.table.ts';

/** A booking with its session and event: what every mail, page and calendar file is made from. */
export type BookingFacts = { booking: VisitBooking; session: VisitSession; event: VisitEvent };

export async function readBookingFacts(
  db: Database | Transaction,
  bookingId: string,
): Promise<BookingFacts> {
  const [row] = await db
    .select({ booking: visitBookings, session: visitSessions, event: visitEvents })
    .from(visitBookings)
    .innerJoin(visitSessions, eq(visitSessions.id, visitBookings.sessionId))
    .innerJoin(visitEvents, eq(visitEvents.id, visitSessions.eventId))
    .where(eq(visitBookings.id, bookingId));
  return row!;
}

/** A virtual visit's meeting link goes only to a family whose seats are booked (ADR 052). */
export const meetingUrlFor = ({ booking, event }: BookingFacts) =>
  booking.status === 'booked' && event.format === 'virtual' ? event.meetingUrl : null;

export function placeOf(facts: BookingFacts): PlaceFacts {
  const { event } = facts;
  switch (event.format) {
    case 'in-person':
      return { format: 'in-person', address: event.location };
    case 'virtual':
      return { format: 'virtual', meetingUrl: meetingUrlFor(facts) };
    case 'call':
      return { format: 'call', details: event.location, phone: facts.booking.phone };
  }
}

/** The accommodations asked for, in the booking's language. */
export const accommodationWords = ({ booking }: BookingFacts) =>
  booking.accommodations.map((option) => ACCOMMODATION_LABELS[booking.language][option]);

/** The "what will happen" page of a tour, in the booking's language; null for other visits. */
export const storyUrlOf = ({ booking, event }: BookingFacts, publicUrl: string) =>
  hasStory(event.kind, event.format)
    ? `${publicUrl}${pathInLocale(visitStoryPath(event.slug), booking.language)}`
    : null;

export const visitUrlOf = ({ booking, event }: BookingFacts, publicUrl: string) =>
  `${publicUrl}${pathInLocale(visitPath(event.slug), booking.language)}`;
