import { eq } from 'drizzle-orm';
import type { StaffBookingDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { toStaffBookingDto, waitingListEntriesByEmail } from './staff-booking-dto.ts';
import { visitBookings, visitSessions } from './visits.table.ts';

export const NOT_STARTED_MESSAGE = 'Attendance can be marked once the visit has started.';
export const NOT_BOOKED_MESSAGE =
  'Attendance is marked for booked families only. This booking is not booked.';

/**
 * PATCH /api/visit-bookings/:id/attendance: came (true), did not come (false) or not marked
 * (null), for a booked family once its session has started. Audited with the new value.
 */
export async function markAttendance(options: {
  db: Database;
  id: string;
  attended: boolean | null;
  actor: AuditActor;
  now: Date;
}): Promise<StaffBookingDto> {
  const { db, id, attended, actor, now } = options;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: visitBookings, startsAt: visitSessions.startsAt })
      .from(visitBookings)
      .innerJoin(visitSessions, eq(visitSessions.id, visitBookings.sessionId))
      .where(eq(visitBookings.id, id))
      .for('update', { of: visitBookings });
    if (!found) throw notFound('This booking');
    if (found.booking.status !== 'booked') throw new AppError(409, NOT_BOOKED_MESSAGE);
    if (found.startsAt.getTime() > now.getTime()) throw new AppError(409, NOT_STARTED_MESSAGE);
    const [booking] = await tx
      .update(visitBookings)
      .set({ attended, updatedAt: now })
      .where(eq(visitBookings.id, id))
      .returning();
    if (found.booking.attended !== attended) {
      await recordAudit({
        db: tx,
        actor,
        action: 'mark-attendance',
        entity: 'visit_booking',
        entityId: id,
        details: { attended: { from: found.booking.attended, to: attended } },
        at: now,
      });
    }
    return toStaffBookingDto(booking!, await waitingListEntriesByEmail(tx, [booking!.email]));
  });
}
