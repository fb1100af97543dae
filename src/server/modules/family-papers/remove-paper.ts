import { and, eq, isNull } from 'drizzle-orm';
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
    // Only while unread, in the delete itself: a review committed meanwhile keeps the paper.
    const [removed] = await tx
      .delete(familyPapers)
      .where(and(ofThisEntry, isNull(familyPapers.reviewedAt)))
      .returning({ kind: familyPapers.kind, size: familyPapers.size });
    if (!removed) {
      const [kept] = await tx.select({ id: familyPapers.id }).from(familyPapers).where(ofThisEntry);
      throw new AppError(kept ? 409 : 404, kept ? messages.alreadyReviewed : messages.notFound);
    }
    await recordAudit({
      db: tx,
      actor: STATUS_LINK_ACTOR,
      action: 'remove-paper',
      entity: 'waiting_list',
      entityId: entry.id,
      details: { paperId, kind: removed.kind, bytes: removed.size },
      at: now,
    });
  });
}
