import { asc, eq } from 'drizzle-orm';
import type { StaffSessionDetailDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import {
  BOOKING_STATUS_ORDER,
  toStaffBookingDto,
  waitingListEntriesByEmail,
} from './staff-booking-dto.ts';
import { sessionsWithCounts, toStaffSessionDto } from './staff-sessions-query.ts';
import { visitBookings, visitSessions } from './visits.table.ts';

/**
 * GET /api/visit-sessions/:id: a session with its numbers and every booking, each linked to the
 * family's waiting-list entry when one has the same address. For a virtual visit the place is
 * its meeting link.
 */
export async function getStaffSession(options: {
  db: Database;
  id: string;
}): Promise<StaffSessionDetailDto> {
  const { db, id } = options;
  const [row] = await sessionsWithCounts(db, eq(visitSessions.id, id));
  if (!row) throw notFound('This session');
  const bookings = await db
    .select()
    .from(visitBookings)
    .where(eq(visitBookings.sessionId, id))
    .orderBy(BOOKING_STATUS_ORDER, asc(visitBookings.createdAt), asc(visitBookings.id));
  const entries = await waitingListEntriesByEmail(
    db,
    bookings.map((booking) => booking.email),
  );
  return {
    ...toStaffSessionDto(row),
    location: row.event.format === 'virtual' ? row.event.meetingUrl : row.event.location,
    bookings: bookings.map((booking) => toStaffBookingDto(booking, entries)),
  };
}
