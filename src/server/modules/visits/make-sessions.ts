import { and, eq, gte, isNull } from 'drizzle-orm';
import { addDaysToIsoDate, todayIsoDate, wallTimeIn } from '../../../domain/common/calendar-day.ts';
import { occurrenceDays } from '../../../domain/visits/recurrence.ts';
import { SCHEDULE_DAYS_AHEAD } from '../../../domain/visits/visits.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { visitEvents, visitSessions, type VisitEvent } from './visits.table.ts';

/** The times an event has from today to SCHEDULE_DAYS_AHEAD days on, as start and end instants. */
export function plannedTimes(event: VisitEvent, now: Date): { startsAt: Date; endsAt: Date }[] {
  const today = todayIsoDate(now);
  const days = occurrenceDays(
    event.recurrence,
    event,
    today,
    addDaysToIsoDate(today, SCHEDULE_DAYS_AHEAD),
  );
  return days
    .map((day) => wallTimeIn(day, event.localTime))
    .filter((startsAt) => startsAt.getTime() > now.getTime())
    .map((startsAt) => ({
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.durationMinutes * 60_000),
    }));
}

/**
 * Makes the event's sessions that do not exist yet, up to SCHEDULE_DAYS_AHEAD days ahead, with the
 * event's seats and cut-off. Safe to run again and on every instance at once: an existing
 * (event, start) is left as it is. An archived event gets no new sessions.
 */
export async function ensureSessions(db: Database | Transaction, event: VisitEvent, now: Date) {
  if (event.archivedAt) return;
  const times = plannedTimes(event, now);
  if (times.length === 0) return;
  await db
    .insert(visitSessions)
    .values(
      times.map((time) => ({
        eventId: event.id,
        ...time,
        capacity: event.capacity,
        cutoffMinutes: event.cutoffMinutes,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [visitSessions.eventId, visitSessions.startsAt] });
}

/** Every live event's sessions, made ahead (the daily job, and on start). */
export async function ensureAllSessions(db: Database, now: Date) {
  const events = await db.select().from(visitEvents).where(isNull(visitEvents.archivedAt));
  for (const event of events) await ensureSessions(db, event, now);
}

/** The event's future sessions, for a change of its times: those without bookings can go. */
export const futureSessionsOf = (db: Database | Transaction, eventId: string, now: Date) =>
  db
    .select()
    .from(visitSessions)
    .where(and(eq(visitSessions.eventId, eventId), gte(visitSessions.startsAt, now)));
