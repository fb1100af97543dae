import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateWaitingListEntryInput } from '../../../domain/waiting-list/schemas.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { entryNotFound, toEntryDtoWithPlace } from './get-entry.ts';
import { enqueueStatusMail } from './status-mail.ts';
import { waitingList, type WaitingListEntry } from './waiting-list.table.ts';

type UpdateInput = z.output<typeof updateWaitingListEntryInput>;

/**
 * What the audit log keeps of a change: each field from → to, so the staff history can say what
 * changed. The notes' text too: staff read the notes anyway, the audit log is
 * admin-only and never logged, and deleting the entry takes the text out of it again
 * (forget-notes-history.ts), as ADR 009 promises.
 */
function describeChanges(before: WaitingListEntry, input: UpdateInput) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (input.status !== undefined && input.status !== before.status) {
    changes.status = { from: before.status, to: input.status };
  }
  if (input.priority !== undefined && input.priority !== before.priority) {
    changes.priority = { from: before.priority, to: input.priority };
  }
  if (input.staffNotes !== undefined && input.staffNotes !== before.staffNotes) {
    changes.staffNotes = { from: before.staffNotes, to: input.staffNotes };
  }
  return changes;
}

/**
 * PATCH /api/waiting-list/:id (staff): status, priority, staff notes. One audit entry per change
 * with who, what (from → to) and why; the schema has already required a reason for a priority.
 * Nothing changes when nothing differs, and then nothing is audited. A new status is news to the
 * family (their status page shows it), so it is mailed to them in the same transaction; priority
 * and notes are staff matters and send nothing.
 */
export async function updateWaitingListEntry(options: {
  db: Database;
  id: string;
  input: UpdateInput;
  actor: AuditActor;
  now: Date;
  supportEmail: string;
  supportPhone: string;
  canDeliverMail: boolean;
}): Promise<WaitingListEntryDto> {
  const { id, input, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(waitingList)
      .where(eq(waitingList.id, id))
      .for('update');
    if (!before) throw entryNotFound();
    const changes = describeChanges(before, input);
    if (Object.keys(changes).length === 0) return toEntryDtoWithPlace(tx, before);
    const [row] = await tx
      .update(waitingList)
      .set({
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.staffNotes !== undefined ? { staffNotes: input.staffNotes } : {}),
        updatedAt: now,
      })
      .where(eq(waitingList.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'waiting_list',
      entityId: id,
      details: { campus: before.campus, changes, reason: input.reason },
      at: now,
    });
    if (changes.status) {
      await enqueueStatusMail({
        db: tx,
        entry: row!,
        supportEmail: options.supportEmail,
        supportPhone: options.supportPhone,
        canDeliverMail: options.canDeliverMail,
        now,
      });
    }
    return toEntryDtoWithPlace(tx, row!);
  });
}
