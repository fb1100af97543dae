import { eq } from 'drizzle-orm';
import { holdsSeats } from '../../../domain/visits/booking-rules.ts';
import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { VISIT_STARTED_MESSAGE } from '../../../domain/visits/public-booking.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { VISIT_FAMILY_ACTOR } from './booking-actor.ts';
import { readBookingFacts } from './booking-facts.ts';
import { offerFreedSeats } from './offer-freed-seats.ts';
import { eventOf, lockBookingOfLink } from './session-locks.ts';
import { bookingViewOf } from './view-booking.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { visitBookings } from './visits.table.ts';

/**
 * POST /api/visits/bookings/:token/cancel ("we cannot come"): possible until the visit starts;
 * a booking already cancelled answers as it is. Seats it held are offered to the waiting list
 * while the session is still open for booking, and the family gets a short confirmation.
 */
export async function cancelBooking(options: {
  db: Database;
  token: string;
  config: VisitMailConfig;
  now: Date;
}): Promise<BookingViewDto> {
  const { db, config, now } = options;
  const bookingId = await db.transaction(async (tx) => {
    const { booking, sessions } = await lockBookingOfLink(tx, options.token);
    const session = sessions.get(booking.sessionId)!;
    if (booking.status === 'cancelled') return booking.id;
    if (now.getTime() >= session.startsAt.getTime()) {
      throw new AppError(409, VISIT_STARTED_MESSAGE);
    }
    const [cancelled] = await tx
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: now, offerExpiresAt: null, updatedAt: now })
      .where(eq(visitBookings.id, booking.id))
      .returning();
    await recordAudit({
      db: tx,
      actor: VISIT_FAMILY_ACTOR,
      action: 'cancel',
      entity: 'visit_booking',
      entityId: booking.id,
      details: { sessionId: session.id, from: booking.status },
      at: now,
    });
    if (holdsSeats(booking.status)) {
      await offerFreedSeats({ tx, session, config, actor: SYSTEM_ACTOR, now });
    }
    const event = await eventOf(tx, session);
    await queueVisitMail({
      tx,
      mail: { kind: 'cancelled' },
      facts: { booking: cancelled!, session, event },
      config,
      now,
    });
    return booking.id;
  });
  return bookingViewOf(db, await readBookingFacts(db, bookingId), now);
}
