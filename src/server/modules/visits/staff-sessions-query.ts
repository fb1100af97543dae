import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffSessionDto } from '../../../domain/visits/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { visitBookings, visitEvents, visitSessions } from './visits.table.ts';

/** Bookings that hold seats: booked families and those offered a seat (booking-rules.ts). */
const holdsSeats = sql`${visitBookings.status} in ('booked', 'offered')`;

/**
 * Sessions with their event and their numbers, counted in the same query (one join and a
 * group by, however many sessions), in start order.
 */
export const sessionsWithCounts = (db: Database | Transaction, where: SQL | undefined) =>
  db
    .select({
      session: visitSessions,
      event: visitEvents,
      seatsTaken: sql<number>`coalesce(sum(${visitBookings.partySize}) filter (where ${holdsSeats}), 0)::int`,
      bookingCount: sql<number>`(count(${visitBookings.id}) filter (where ${holdsSeats}))::int`,
      waitingCount: sql<number>`(count(${visitBookings.id}) filter (where ${visitBookings.status} = 'waiting'))::int`,
      accommodationCount: sql<number>`(count(${visitBookings.id}) filter (where ${holdsSeats} and cardinality(${visitBookings.accommodations}) > 0))::int`,
    })
    .from(visitSessions)
    .innerJoin(visitEvents, eq(visitEvents.id, visitSessions.eventId))
    .leftJoin(visitBookings, eq(visitBookings.sessionId, visitSessions.id))
    .where(where)
    .groupBy(visitSessions.id, visitEvents.id)
    .orderBy(asc(visitSessions.startsAt), asc(visitEvents.titleEn), asc(visitSessions.id));

type Row = Awaited<ReturnType<typeof sessionsWithCounts>>[number];

export const toStaffSessionDto = (row: Row): StaffSessionDto => ({
  id: row.session.id,
  eventId: row.event.id,
  title: row.event.titleEn,
  kind: row.event.kind,
  format: row.event.format,
  startsAt: row.session.startsAt.toISOString(),
  endsAt: row.session.endsAt.toISOString(),
  status: row.session.status,
  capacity: row.session.capacity,
  seatsTaken: row.seatsTaken,
  bookingCount: row.bookingCount,
  waitingCount: row.waitingCount,
  accommodationCount: row.accommodationCount,
});
