import type { z } from 'zod';
import { isBookingOpen, placeFor, seatsTaken } from '../../../domain/visits/booking-rules.ts';
import type { BookingCreatedDto } from '../../../domain/visits/dtos.ts';
import {
  asksPhone,
  BOOKING_CLOSED_MESSAGE,
  languageRefusal,
  partyTooLargeMessage,
  PHONE_REQUIRED_MESSAGE,
  UNKNOWN_SESSION_MESSAGE,
} from '../../../domain/visits/public-booking.ts';
import type { bookingInput } from '../../../domain/visits/schemas.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { VISIT_FAMILY_ACTOR } from './booking-actor.ts';
import { titleOf } from './public-visit-view.ts';
import { arrivalIn, bookingsOf, eventOf, lockSession } from './session-locks.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { VISIT_BOOKINGS } from './visit-rate-limits.ts';
import { visitBookings } from './visits.table.ts';

/**
 * POST /api/visits/bookings. Counted per address first (ADR 031), then one short transaction
 * under the session's lock: a call needs a number to ring, the seats held are counted, the party
 * gets seats if it fits whole or joins the waiting list, and the mail with its private link (and
 * calendar file, when booked) commits with the booking.
 */
export async function createBooking(options: {
  db: Database;
  input: z.output<typeof bookingInput>;
  ipAddress: string;
  config: VisitMailConfig;
  now: Date;
}): Promise<BookingCreatedDto> {
  const { db, input, config, now } = options;
  await limitPublicRequest(VISIT_BOOKINGS, { db, key: options.ipAddress, now });
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, input.sessionId);
    if (!session) throw new AppError(404, UNKNOWN_SESSION_MESSAGE);
    const event = await eventOf(tx, session);
    if (event.archivedAt || !isBookingOpen(session, now)) {
      throw new AppError(409, BOOKING_CLOSED_MESSAGE);
    }
    if (!event.languages.includes(input.language)) {
      throw fieldError('language', languageRefusal(event.languages));
    }
    if (input.partySize > session.capacity) {
      throw fieldError('partySize', partyTooLargeMessage(session.capacity));
    }
    // Only a call is rung: another visit's form does not ask, and a number sent anyway is not kept.
    const phone = asksPhone(event) ? input.phone : null;
    if (asksPhone(event) && !phone) throw fieldError('phone', PHONE_REQUIRED_MESSAGE);
    const taken = seatsTaken(await bookingsOf(tx, session.id));
    const status =
      placeFor(session.capacity, taken, input.partySize) === 'booked' ? 'booked' : 'waiting';
    const [booking] = await tx
      .insert(visitBookings)
      .values({
        sessionId: session.id,
        status,
        name: input.name,
        email: input.email,
        phone,
        language: input.language,
        partySize: input.partySize,
        accommodations: input.accommodations,
        note: input.note,
        bookedAt: status === 'booked' ? now : null,
        createdAt: arrivalIn(session.id, now),
        updatedAt: now,
      })
      .returning();
    await queueVisitMail({
      tx,
      mail: { kind: status },
      facts: { booking: booking!, session, event },
      config,
      now,
    });
    await recordAudit({
      db: tx,
      actor: VISIT_FAMILY_ACTOR,
      action: 'create',
      entity: 'visit_booking',
      entityId: booking!.id,
      details: { sessionId: session.id, status, partySize: input.partySize },
      at: now,
    });
    return {
      status,
      email: booking!.email,
      startsAt: session.startsAt.toISOString(),
      title: titleOf(event, input.language),
    };
  });
}
