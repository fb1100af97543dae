import { asc, eq, sql } from 'drizzle-orm';
import { BOOKING_CHANGED_MESSAGE } from '../../../domain/visits/public-booking.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findBookingByToken } from './booking-token.ts';
import {
  visitBookings,
  visitEvents,
  visitSessions,
  type VisitBooking,
  type VisitEvent,
  type VisitSession,
} from './visits.table.ts';

/**
 * Seats are counted under the session's row lock (ADR 052): every booking, move, cancellation and
 * offer takes it before it reads the session's bookings, so two families never both get the
 * last seat, on PGlite or PostgreSQL.
 */
export async function lockSession(tx: Transaction, sessionId: string) {
  const [session] = await tx
    .select()
    .from(visitSessions)
    .where(eq(visitSessions.id, sessionId))
    .for('update');
  return session ?? null;
}

/**
 * Several sessions' locks (a move holds both), always taken in the order of their ids, so two
 * moves in opposite directions wait for each other instead of deadlocking.
 */
export async function lockSessions(tx: Transaction, sessionIds: readonly string[]) {
  const locked = new Map<string, VisitSession>();
  for (const id of [...new Set(sessionIds)].sort()) {
    const session = await lockSession(tx, id);
    if (session) locked.set(id, session);
  }
  return locked;
}

export async function eventOf(tx: Transaction, session: VisitSession): Promise<VisitEvent> {
  const [event] = await tx.select().from(visitEvents).where(eq(visitEvents.id, session.eventId));
  return event!;
}

/** A session's bookings, in the order they arrived (the waiting list's order). */
export const bookingsOf = (tx: Transaction, sessionId: string) =>
  tx
    .select()
    .from(visitBookings)
    .where(eq(visitBookings.sessionId, sessionId))
    .orderBy(asc(visitBookings.createdAt), asc(visitBookings.id));

/**
 * When a booking joins a session: now, or just after the session's last one, so the waiting
 * list keeps the order families arrived in even when two share a clock reading. Read under the
 * session's lock.
 */
export const arrivalIn = (sessionId: string, now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, (select max(${visitBookings.createdAt}) from ${visitBookings} where ${visitBookings.sessionId} = ${sessionId}) + interval '1 microsecond')`;

/**
 * The booking a link opens, read again under its session's lock. A booking moved meanwhile (its
 * session is not the one locked) is refused: the family opens the link again and sees the move.
 */
export async function lockBookingOfLink(
  tx: Transaction,
  token: string,
  alsoLock: readonly string[] = [],
): Promise<{ booking: VisitBooking; sessions: Map<string, VisitSession> }> {
  const seen = await findBookingByToken(tx, token);
  const sessions = await lockSessions(tx, [seen.sessionId, ...alsoLock]);
  const [booking] = await tx.select().from(visitBookings).where(eq(visitBookings.id, seen.id));
  if (!booking || booking.sessionId !== seen.sessionId) {
    throw new AppError(409, BOOKING_CHANGED_MESSAGE);
  }
  return { booking, sessions };
}
