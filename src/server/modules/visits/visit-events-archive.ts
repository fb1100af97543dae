import { eq } from 'drizzle-orm';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { toVisitEventDto } from './visit-events-dto.ts';
import { deleteEmptyFutureSessions } from './visit-events-prune.ts';
import { visitEvents } from './visits.table.ts';

/**
 * POST /api/visit-events/:id/archive: the event leaves the public pages and gets no new
 * sessions; its future sessions nobody booked are deleted, booked ones stay (staff call those
 * families). Archiving an archived event changes nothing.
 */
export async function archiveVisitEvent(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<VisitEventDto> {
  const { db, id, actor, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(visitEvents)
      .where(eq(visitEvents.id, id))
      .for('update');
    if (!before) throw notFound('This visit');
    if (before.archivedAt) return toVisitEventDto(before);
    const [event] = await tx
      .update(visitEvents)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(visitEvents.id, id))
      .returning();
    const sessions = await deleteEmptyFutureSessions(tx, id, now);
    await recordAudit({
      db: tx,
      actor,
      action: 'archive',
      entity: 'visit_event',
      entityId: id,
      details: { emptySessionsDeleted: sessions.deleted, bookedSessionsKept: sessions.kept },
      at: now,
    });
    return toVisitEventDto(event!);
  });
}
