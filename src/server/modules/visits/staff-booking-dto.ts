import { and, desc, inArray, sql } from 'drizzle-orm';
import { CAMPUSES } from '../../../domain/waiting-list/waiting-list.ts';
import type { StaffBookingDto } from '../../../domain/visits/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { waitingList } from '../waiting-list/public.ts';
import { visitBookings, type VisitBooking } from './visits.table.ts';

/** Booked families first, then those offered a seat, the waiting list, and who cancelled. */
export const BOOKING_STATUS_ORDER = sql`case ${visitBookings.status}
  when 'booked' then 0 when 'offered' then 1 when 'waiting' then 2 else 3 end`;

/**
 * The waiting-list entry of each address (lower case), the newest when a family applied more
 * than once: a booking links to the family it is about. The campus condition lets PostgreSQL use
 * the list's (campus, lower(email), …) index rather than read every entry.
 */
export async function waitingListEntriesByEmail(
  db: Database | Transaction,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const found = new Map<string, string>();
  if (lowered.length === 0) return found;
  const rows = await db
    .select({ id: waitingList.id, email: sql<string>`lower(${waitingList.email})` })
    .from(waitingList)
    .where(
      and(
        inArray(waitingList.campus, [...CAMPUSES]),
        inArray(sql`lower(${waitingList.email})`, lowered),
      ),
    )
    .orderBy(desc(waitingList.createdAt), desc(waitingList.id));
  for (const row of rows) if (!found.has(row.email)) found.set(row.email, row.id);
  return found;
}

export const toStaffBookingDto = (
  booking: VisitBooking,
  entries: ReadonlyMap<string, string>,
): StaffBookingDto => ({
  id: booking.id,
  status: booking.status,
  name: booking.name,
  email: booking.email,
  phone: booking.phone,
  language: booking.language,
  partySize: booking.partySize,
  accommodations: booking.accommodations,
  note: booking.note,
  attended: booking.attended,
  offerExpiresAt: booking.offerExpiresAt?.toISOString() ?? null,
  createdAt: booking.createdAt.toISOString(),
  waitingListEntryId: entries.get(booking.email.toLowerCase()) ?? null,
});
