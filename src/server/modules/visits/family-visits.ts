import { desc, eq, sql } from 'drizzle-orm';
import type { FamilyVisitDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { waitingList } from '../waiting-list/public.ts';
import { visitBookings, visitEvents, visitSessions } from './visits.table.ts';

/**
 * GET /api/waiting-list/:id/visits: the visits a waiting-list family booked, found by the
 * entry's email address whatever its case (bookings need no account), newest session first.
 */
export async function listFamilyVisits(options: {
  db: Database;
  entryId: string;
}): Promise<{ visits: FamilyVisitDto[] }> {
  const { db, entryId } = options;
  const [entry] = await db
    .select({ email: waitingList.email })
    .from(waitingList)
    .where(eq(waitingList.id, entryId));
  if (!entry) throw notFound('This waiting-list entry');
  const rows = await db
    .select({
      booking: visitBookings,
      startsAt: visitSessions.startsAt,
      title: visitEvents.titleEn,
    })
    .from(visitBookings)
    .innerJoin(visitSessions, eq(visitSessions.id, visitBookings.sessionId))
    .innerJoin(visitEvents, eq(visitEvents.id, visitSessions.eventId))
    // lower(email) is indexed (visit_bookings_email_idx).
    .where(sql`lower(${visitBookings.email}) = ${entry.email.toLowerCase()}`)
    .orderBy(desc(visitSessions.startsAt), desc(visitBookings.createdAt));
  return {
    visits: rows.map(({ booking, startsAt, title }) => ({
      bookingId: booking.id,
      sessionId: booking.sessionId,
      title,
      startsAt: startsAt.toISOString(),
      status: booking.status,
      partySize: booking.partySize,
      accommodations: booking.accommodations,
      attended: booking.attended,
    })),
  };
}
