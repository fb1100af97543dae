import type { z } from 'zod';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { visitEventInput } from '../../../domain/visits/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { ensureSessions } from './make-sessions.ts';
import { toVisitEventDto } from './visit-events-dto.ts';
import { uniqueSlug } from './visit-events-slug.ts';
import { visitEvents } from './visits.table.ts';

export const SLUG_RACE_MESSAGE =
  'Another visit with the same title was saved at the same moment. Save again.';

/**
 * POST /api/visit-events: the event, its address made from the English title, and its sessions
 * up to SCHEDULE_DAYS_AHEAD days ahead, in one transaction with its audit entry (ADR 052).
 */
export async function createVisitEvent(options: {
  db: Database | Transaction;
  input: z.output<typeof visitEventInput>;
  actor: AuditActor;
  now: Date;
}): Promise<VisitEventDto> {
  const { db, input, actor, now } = options;
  try {
    return await db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, input.titleEn);
      const [event] = await tx
        .insert(visitEvents)
        .values({ ...input, slug, createdAt: now, updatedAt: now })
        .returning();
      await ensureSessions(tx, event!, now);
      await recordAudit({
        db: tx,
        actor,
        action: 'create',
        entity: 'visit_event',
        entityId: event!.id,
        details: { slug, kind: event!.kind, format: event!.format },
        at: now,
      });
      return toVisitEventDto(event!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, SLUG_RACE_MESSAGE);
    throw error;
  }
}
