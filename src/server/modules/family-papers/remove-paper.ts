import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { STATUS_LINK_ACTOR } from '../waiting-list/family-actor.ts';
import { findEntryByToken } from '../waiting-list/find-entry-by-token.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperMessagesFor } from './paper-messages.ts';

/**
 * DELETE /api/waiting-list/status/:token/papers/:paperId: the family takes back a paper staff
 * have not read yet. A paper of another entry is as unknown as one that never existed (404), so
 * a link never reaches another family's files. Once reviewed, a paper stays (409): staff may have
 * acted on it.
 */
export async function removePaper(options: {
  db: Database;
  token: string;
  paperId: string;
  now: Date;
}): Promise<void> {
  const { token, paperId, now } = options;
  await options.db.transaction(async (tx) => {
    const entry = await findEntryByToken(tx, token, { forUpdate: true });
    const messages = paperMessagesFor(entry.language);
    const ofThisEntry = and(eq(familyPapers.id, paperId), eq(familyPapers.entryId, entry.id));
    const [paper] = await tx
      .select({
        kind: familyPapers.kind,
        size: familyPapers.size,
        reviewedAt: familyPapers.reviewedAt,
      })
      .from(familyPapers)
      .where(ofThisEntry);
    if (!paper) throw new AppError(404, messages.notFound);
    if (paper.reviewedAt) throw new AppError(409, messages.alreadyReviewed);
    await tx.delete(familyPapers).where(ofThisEntry);
    await recordAudit({
      db: tx,
      actor: STATUS_LINK_ACTOR,
      action: 'remove-paper',
      entity: 'waiting_list',
      entityId: entry.id,
      details: { paperId, kind: paper.kind, bytes: paper.size },
      at: now,
    });
  });
}
