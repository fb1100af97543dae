import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { visitEventInput } from '../../../domain/visits/schemas.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { ensureSessions } from './make-sessions.ts';
import { toVisitEventDto } from './visit-events-dto.ts';
import { deleteEmptyFutureSessions } from './visit-events-prune.ts';
import { visitEvents, type VisitEvent } from './visits.table.ts';

type Input = z.output<typeof visitEventInput>;

/** What the sessions are made from: a change to any of these makes the empty ones again. */
const SCHEDULE_FIELDS = [
  'recurrence',
  'startsOn',
  'endsOn',
  'localTime',
  'durationMinutes',
  'capacity',
  'cutoffMinutes',
] as const satisfies readonly (keyof Input)[];

/** JSON with object keys sorted: jsonb answers the recurrence's keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The fields whose value differs, comparing the recurrence and languages by content. */
const differences = (before: VisitEvent, input: Input) =>
  (Object.keys(input) as (keyof Input)[]).filter((key) => !sameValue(before[key], input[key]));

/**
 * PATCH /api/visit-events/:id. Titles, descriptions, place, link and languages change at once,
 * sessions included (they are read through the event). A change of times, seats or cut-off
 * deletes the future sessions nobody booked and makes them again from the new rule; a session
 * someone booked keeps its time, seats and cut-off, so no family loses its seat. The address
 * (slug) stays, so links already sent keep working.
 */
export async function updateVisitEvent(options: {
  db: Database;
  id: string;
  input: Input;
  actor: AuditActor;
  now: Date;
}): Promise<VisitEventDto> {
  const { db, id, input, actor, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(visitEvents)
      .where(eq(visitEvents.id, id))
      .for('update');
    if (!before) throw notFound('This visit');
    const changed = differences(before, input);
    const [event] = await tx
      .update(visitEvents)
      .set({ ...input, updatedAt: now })
      .where(eq(visitEvents.id, id))
      .returning();
    const rescheduled = changed.some((field) =>
      (SCHEDULE_FIELDS as readonly string[]).includes(field),
    );
    let sessions: { deleted: number; kept: number } | undefined;
    if (rescheduled) {
      sessions = await deleteEmptyFutureSessions(tx, id, now);
      await ensureSessions(tx, event!, now);
    }
    if (changed.length > 0) {
      await recordAudit({
        db: tx,
        actor,
        action: 'update',
        entity: 'visit_event',
        entityId: id,
        details: {
          fields: changed,
          ...(sessions
            ? { emptySessionsRemade: sessions.deleted, bookedSessionsKept: sessions.kept }
            : {}),
        },
        at: now,
      });
    }
    return toVisitEventDto(event!);
  });
}
