import { and, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffSessionDto } from '../../../domain/visits/dtos.ts';
import type { sessionRangeQuery } from '../../../domain/visits/schemas.ts';
import type { Database } from '../../db/client.ts';
import { sessionRangeOf } from './staff-session-range.ts';
import { sessionsWithCounts, toStaffSessionDto } from './staff-sessions-query.ts';
import { visitSessions } from './visits.table.ts';

/** GET /api/visit-sessions: the sessions of a range of days (CT), held or called off. */
export async function listStaffSessions(options: {
  db: Database;
  query: z.output<typeof sessionRangeQuery>;
  now: Date;
}): Promise<{ sessions: StaffSessionDto[] }> {
  const range = sessionRangeOf(options.query, options.now);
  const rows = await sessionsWithCounts(
    options.db,
    and(
      gte(visitSessions.startsAt, range.startsFrom),
      lt(visitSessions.startsAt, range.startsBefore),
    ),
  );
  return { sessions: rows.map(toStaffSessionDto) };
}
