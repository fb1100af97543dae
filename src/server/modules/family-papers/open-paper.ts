import { and, eq } from 'drizzle-orm';
import { downloadNameOf } from '../../../domain/family-papers/filenames.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperNotFound } from './staff-papers.ts';

/**
 * GET /api/waiting-list/:id/papers/:paperId (staff): the file, as the family sent it. A paper
 * tells about a child's needs, so each opening is in the owner's audit log (as a view of the
 * entry is): who, which entry, which paper, how big, never what it holds. Written before the
 * file is sent, so no file goes out unlogged.
 */
export async function openPaper(options: {
  db: Database;
  entryId: string;
  paperId: string;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; mimeType: string; data: Uint8Array }> {
  const { db, entryId, paperId } = options;
  const [paper] = await db
    .select()
    .from(familyPapers)
    .where(and(eq(familyPapers.id, paperId), eq(familyPapers.entryId, entryId)));
  if (!paper) throw paperNotFound();
  await recordAudit({
    db,
    actor: options.actor,
    action: 'open',
    entity: 'waiting_list',
    entityId: entryId,
    details: { paperId, kind: paper.kind, mimeType: paper.mimeType, bytes: paper.size },
    at: options.now,
  });
  return {
    filename: downloadNameOf(paper.filename, paper.mimeType),
    mimeType: paper.mimeType,
    data: paper.data,
  };
}
