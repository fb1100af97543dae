import { and, eq, isNull } from 'drizzle-orm';
import type { StaffPaperDto } from '../../../domain/family-papers/dtos.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperNotFound, staffPapersOf } from './staff-papers.ts';

/**
 * POST /api/waiting-list/:id/papers/:paperId/review (staff): the paper has been read. From then
 * on the family cannot remove it. Marking it again changes nothing and records nothing.
 */
export async function reviewPaper(options: {
  db: Database;
  entryId: string;
  paperId: string;
  actor: AuditActor;
  now: Date;
}): Promise<StaffPaperDto> {
  const { entryId, paperId, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const ofThisEntry = and(eq(familyPapers.id, paperId), eq(familyPapers.entryId, entryId));
    const [marked] = await tx
      .update(familyPapers)
      .set({ reviewedAt: now, reviewedBy: actor.id })
      .where(and(ofThisEntry, isNull(familyPapers.reviewedAt)))
      .returning({ kind: familyPapers.kind });
    if (marked) {
      await recordAudit({
        db: tx,
        actor,
        action: 'review-paper',
        entity: 'waiting_list',
        entityId: entryId,
        details: { paperId, kind: marked.kind },
        at: now,
      });
    }
    const [paper] = await staffPapersOf(tx, entryId, paperId);
    if (!paper) throw paperNotFound();
    return paper;
  });
}
