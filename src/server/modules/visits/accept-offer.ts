import { eq } from 'drizzle-orm';
import { isBookingOpen } from '../../../domain/visits/booking-rules.ts';
import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { OFFER_GONE_MESSAGE } from '../../../domain/visits/public-booking.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { VISIT_FAMILY_ACTOR } from './booking-actor.ts';
import { readBookingFacts } from './booking-facts.ts';
import { eventOf, lockBookingOfLink } from './session-locks.ts';
import { bookingViewOf } from './view-booking.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { visitBookings } from './visits.table.ts';

/**
 * POST /api/visits/bookings/:token/accept: an offered seat becomes theirs while the offer holds
 * and the session is open; the confirmation with its calendar file follows. A second click on a
 * seat already theirs answers the booking as it is.
 */
export async function acceptOffer(options: {
  db: Database;
  token: string;
  config: VisitMailConfig;
  now: Date;
}): Promise<BookingViewDto> {
  const { db, config, now } = options;
  const bookingId = await db.transaction(async (tx) => {
    const { booking, sessions } = await lockBookingOfLink(tx, options.token);
    const session = sessions.get(booking.sessionId)!;
    if (booking.status === 'booked') return booking.id;
    const holds =
      booking.status === 'offered' &&
      booking.offerExpiresAt !== null &&
      now.getTime() < booking.offerExpiresAt.getTime() &&
      isBookingOpen(session, now);
    if (!holds) throw new AppError(409, OFFER_GONE_MESSAGE);
    const [booked] = await tx
      .update(visitBookings)
      .set({ status: 'booked', bookedAt: now, offerExpiresAt: null, updatedAt: now })
      .where(eq(visitBookings.id, booking.id))
      .returning();
    const event = await eventOf(tx, session);
    await queueVisitMail({
      tx,
      mail: { kind: 'booked' },
      facts: { booking: booked!, session, event },
      config,
      now,
    });
    await recordAudit({
      db: tx,
      actor: VISIT_FAMILY_ACTOR,
      action: 'accept-offer',
      entity: 'visit_booking',
      entityId: booking.id,
      details: { sessionId: session.id },
      at: now,
    });
    return booking.id;
  });
  return bookingViewOf(db, await readBookingFacts(db, bookingId), now);
}
