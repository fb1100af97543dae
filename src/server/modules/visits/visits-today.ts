import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  addDaysToIsoDate,
  startOfIsoDayIn,
  todayIsoDate,
} from '../../../domain/common/calendar-day.ts';
import type { VisitsTodayDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { visitBookings, visitSessions } from './visits.table.ts';

const isBooked = sql`${visitBookings.status} = 'booked'`;

/**
 * GET /api/visits-today: the held sessions of today in America/Chicago (midnight to midnight
 * there, so 11:30 PM is still today), the people booked in them, the booked families who asked
 * for an accommodation, and the families on their waiting lists. One query.
 */
export async function visitsToday(options: { db: Database; now: Date }): Promise<VisitsTodayDto> {
  const today = todayIsoDate(options.now);
  const [row] = await options.db
    .select({
      sessions: sql<number>`count(distinct ${visitSessions.id})::int`,
      people: sql<number>`coalesce(sum(${visitBookings.partySize}) filter (where ${isBooked}), 0)::int`,
      accommodations: sql<number>`(count(${visitBookings.id}) filter (where ${isBooked} and cardinality(${visitBookings.accommodations}) > 0))::int`,
      waiting: sql<number>`(count(${visitBookings.id}) filter (where ${visitBookings.status} = 'waiting'))::int`,
    })
    .from(visitSessions)
    .leftJoin(visitBookings, eq(visitBookings.sessionId, visitSessions.id))
    .where(
      and(
        eq(visitSessions.status, 'scheduled'),
        gte(visitSessions.startsAt, startOfIsoDayIn(today)),
        lt(visitSessions.startsAt, startOfIsoDayIn(addDaysToIsoDate(today, 1))),
      ),
    );
  return {
    sessions: row?.sessions ?? 0,
    people: row?.people ?? 0,
    accommodations: row?.accommodations ?? 0,
    waiting: row?.waiting ?? 0,
  };
}
