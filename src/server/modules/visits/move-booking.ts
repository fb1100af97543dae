import { eq } from 'drizzle-orm';
import {
  holdsSeats,
  isBookingOpen,
  placeFor,
  seatsTaken,
} from '../../../domain/visits/booking-rules.ts';
import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import {
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_CLOSED_MESSAGE,
  CHANGES_CLOSED_MESSAGE,
  OTHER_TIME_MESSAGE,
  partyTooLargeMessage,
} from '../../../domain/visits/public-booking.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { VISIT_FAMILY_ACTOR } from './booking-actor.ts';
import { readBookingFacts } from './booking-facts.ts';
import { offerFreedSeats } from './offer-freed-seats.ts';
import { arrivalIn, bookingsOf, eventOf, lockBookingOfLink } from './session-locks.ts';
import { bookingViewOf } from './view-booking.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { visitBookings } from './visits.table.ts';

/**
 * POST /api/visits/bookings/:token/move: to another open time of the same visit. Both sessions
 * are locked (in the order of their ids); at the new time the family has seats if the whole
 * party fits, else joins its waiting list at the end, and seats it held at the old time are
 * offered to that time's waiting list. The new confirmation (with the calendar file, whose event
 * keeps its UID) is mailed.
 */
export async function moveBooking(options: {
  db: Database;
  token: string;
  sessionId: string;
  config: VisitMailConfig;
  now: Date;
}): Promise<BookingViewDto> {
  const { db, config, now } = options;
  const bookingId = await db.transaction(async (tx) => {
    const { booking, sessions } = await lockBookingOfLink(tx, options.token, [options.sessionId]);
    const from = sessions.get(booking.sessionId)!;
    const to = sessions.get(options.sessionId);
    if (!to || to.id === from.id || to.eventId !== from.eventId) {
      throw fieldError('sessionId', OTHER_TIME_MESSAGE);
    }
    if (booking.status === 'cancelled') throw new AppError(409, BOOKING_CANCELLED_MESSAGE);
    if (!isBookingOpen(from, now)) throw new AppError(409, CHANGES_CLOSED_MESSAGE);
    if (!isBookingOpen(to, now)) throw new AppError(409, BOOKING_CLOSED_MESSAGE);
    if (booking.partySize > to.capacity) {
      throw fieldError('sessionId', partyTooLargeMessage(to.capacity));
    }

    const taken = seatsTaken(await bookingsOf(tx, to.id));
    const status =
      placeFor(to.capacity, taken, booking.partySize) === 'booked' ? 'booked' : 'waiting';
    // The booking is made anew for the new time: it arrives there now (the end of its waiting
    // list), and its reminders count from its new seat.
    const [moved] = await tx
      .update(visitBookings)
      .set({
        sessionId: to.id,
        status,
        bookedAt: status === 'booked' ? now : null,
        offerExpiresAt: null,
        remindersSent: [],
        createdAt: arrivalIn(to.id, now),
        updatedAt: now,
      })
      .where(eq(visitBookings.id, booking.id))
      .returning();
    await recordAudit({
      db: tx,
      actor: VISIT_FAMILY_ACTOR,
      action: 'move',
      entity: 'visit_booking',
      entityId: booking.id,
      details: { from: from.id, to: to.id, status },
      at: now,
    });
    if (holdsSeats(booking.status)) {
      await offerFreedSeats({ tx, session: from, config, actor: SYSTEM_ACTOR, now });
    }
    await queueVisitMail({
      tx,
      mail: status === 'booked' ? { kind: 'moved' } : { kind: 'waiting', moved: true },
      facts: { booking: moved!, session: to, event: await eventOf(tx, to) },
      config,
      now,
    });
    return booking.id;
  });
  return bookingViewOf(db, await readBookingFacts(db, bookingId), now);
}
