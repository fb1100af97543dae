import { asc, sql } from 'drizzle-orm';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { toVisitEventDto } from './visit-events-dto.ts';
import { visitEvents } from './visits.table.ts';

/** GET /api/visit-events: every event, live ones first, each group by English title. */
export async function listVisitEvents(db: Database): Promise<{ events: VisitEventDto[] }> {
  const rows = await db
    .select()
    .from(visitEvents)
    .orderBy(
      sql`${visitEvents.archivedAt} is not null`,
      asc(visitEvents.titleEn),
      asc(visitEvents.createdAt),
    );
  return { events: rows.map(toVisitEventDto) };
}
