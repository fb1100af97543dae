import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { futureSessionsOf } from './make-sessions.ts';
import { visitBookings, visitSessions } from './visits.table.ts';

/**
 * Deletes the event's sessions from `now` on that nobody has booked (no booking of any status),
 * and answers how many went and how many stay. The sessions are locked first: a booking locks
 * its session too (ADR 052), so one that is being made either commits before and its session
 * stays, or waits and finds its session gone.
 */
export async function deleteEmptyFutureSessions(
  tx: Transaction,
  eventId: string,
  now: Date,
): Promise<{ deleted: number; kept: number }> {
  const sessions = await futureSessionsOf(tx, eventId, now).for('update');
  if (sessions.length === 0) return { deleted: 0, kept: 0 };
  const ids = sessions.map((session) => session.id);
  const booked = new Set(
    (
      await tx
        .selectDistinct({ sessionId: visitBookings.sessionId })
        .from(visitBookings)
        .where(inArray(visitBookings.sessionId, ids))
    ).map((row) => row.sessionId),
  );
  const empty = ids.filter((id) => !booked.has(id));
  if (empty.length > 0) await tx.delete(visitSessions).where(inArray(visitSessions.id, empty));
  return { deleted: empty.length, kept: booked.size };
}
