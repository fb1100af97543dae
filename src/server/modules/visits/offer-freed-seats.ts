import { eq } from 'drizzle-orm';
import {
  isBookingOpen,
  offerExpiresAt,
  seatsLeft,
  seatsTaken,
  whoToOffer,
} from '../../../domain/visits/booking-rules.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { eventOf, bookingsOf } from './session-locks.ts';
import { queueVisitMail, type VisitMailConfig } from './visit-mails.ts';
import { visitBookings, type VisitSession } from './visits.table.ts';

/**
 * Seats free in a session go to the first waiting families whose party fits (whoToOffer), each
 * held until offerExpiresAt and mailed a link to say yes. Called under the session's lock after a
 * change freed seats; after the cut-off nobody is offered a seat (it would help nobody).
 */
export async function offerFreedSeats(options: {
  tx: Transaction;
  session: VisitSession;
  config: VisitMailConfig;
  actor: AuditActor;
  now: Date;
}): Promise<number> {
  const { tx, session, config, actor, now } = options;
  if (!isBookingOpen(session, now)) return 0;
  const bookings = await bookingsOf(tx, session.id);
  const free = seatsLeft(session.capacity, seatsTaken(bookings));
  const waiting = bookings.filter((booking) => booking.status === 'waiting');
  const chosen = whoToOffer(waiting, free);
  if (chosen.length === 0) return 0;
  const event = await eventOf(tx, session);
  const expiresAt = offerExpiresAt(session, now);
  for (const entry of chosen) {
    const [booking] = await tx
      .update(visitBookings)
      .set({ status: 'offered', offerExpiresAt: expiresAt, updatedAt: now })
      .where(eq(visitBookings.id, entry.id))
      .returning();
    await queueVisitMail({
      tx,
      mail: { kind: 'offer' },
      facts: { booking: booking!, session, event },
      config,
      now,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'offer',
      entity: 'visit_booking',
      entityId: entry.id,
      details: { sessionId: session.id, offerExpiresAt: expiresAt.toISOString() },
      at: now,
    });
  }
  return chosen.length;
}
