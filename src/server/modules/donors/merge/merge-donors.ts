import { eq } from 'drizzle-orm';
import type { MergeDonorsDto } from '../../../../domain/crm/credit-schemas.ts';
import { fieldsToFill } from '../../../../domain/crm/merge-rules.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { lockDonor, refreshDonorRollups } from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { countReferences, donorReferences, moveReferences } from './donor-references.ts';
import { removeMergeConflicts } from './resolve-conflicts.ts';

/**
 * POST /api/donors/:id/merge: the duplicate's gifts, soft credits, contacts, letters, monthly
 * gifts, unsubscribes and every other row that names it move to the kept donor; the kept donor's
 * empty fields take the duplicate's values; the duplicate is deleted. One transaction: a failure
 * anywhere leaves both donors as they were.
 */
export async function mergeDonors(options: {
  db: Database;
  keptId: string;
  duplicateId: string;
  actor: AuditActor;
  now: Date;
}): Promise<MergeDonorsDto> {
  const { keptId, duplicateId: removedId, actor, now } = options;
  if (keptId === removedId) {
    throw fieldError(
      'duplicateId',
      'Choose a different donor: a donor cannot be merged into itself.',
    );
  }
  return options.db.transaction(async (tx) => {
    // Both locks, in id order, as every writer takes them: two merges cannot deadlock.
    const [first, second] = [keptId, removedId].sort();
    const locked = [await lockDonor(tx, first!), await lockDonor(tx, second!)];
    const kept = locked.find((donor) => donor.id === keptId)!;
    const removed = locked.find((donor) => donor.id === removedId)!;

    const conflicts = await removeMergeConflicts(tx, keptId, removedId);
    const refs = await donorReferences(tx);
    const moved: Record<string, number> = {};
    for (const ref of refs) {
      const count = await moveReferences(tx, ref, removedId, keptId);
      if (count > 0) moved[ref.table] = (moved[ref.table] ?? 0) + count;
    }
    if ((await countReferences(tx, refs, removedId)) > 0) {
      throw new AppError(500, 'Some records of the duplicate could not be moved. Nothing changed.');
    }

    const filled = fieldsToFill(kept, removed);
    // The duplicate goes first: its email may fill the kept donor's, and emails are unique.
    await tx.delete(donors).where(eq(donors.id, removedId));
    if (Object.keys(filled).length > 0) {
      await tx
        .update(donors)
        .set({ ...filled, updatedAt: now })
        .where(eq(donors.id, keptId));
    }
    await refreshDonorRollups(tx, keptId, now);

    const filledFields = Object.keys(filled);
    await recordAudit({
      db: tx,
      actor,
      action: 'merge',
      entity: 'donor',
      entityId: keptId,
      details: { keptId, removedId, moved, filledFields, ...conflicts },
      at: now,
    });
    return { keptId, removedId, moved, filledFields };
  });
}
