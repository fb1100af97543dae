import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { outbox } from '../mail/mail.table.ts';
import { forgetNotesHistory } from './forget-notes-history.ts';
import { entryNotFound } from './get-entry.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * DELETE /api/waiting-list/:id (staff): the family's request to be forgotten. The row goes, and
 * with it every mail to the family kept in the outbox (the confirmation holds the name, the
 * address and the status link; status mails the name and the address), and the text of the staff
 * notes from its history. The audit log keeps that an entry of this campus was deleted, and by
 * whom, and the earlier changes without the notes' text.
 */
export async function deleteWaitingListEntry(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<void> {
  const { id, actor, now } = options;
  await options.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(waitingList)
      .where(eq(waitingList.id, id))
      .returning({ campus: waitingList.campus });
    if (!row) throw entryNotFound();
    await tx
      .delete(outbox)
      .where(and(eq(outbox.relatedEntity, 'waiting_list'), eq(outbox.relatedId, id)));
    await forgetNotesHistory(tx, id);
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'waiting_list',
      entityId: id,
      details: { campus: row.campus },
      at: now,
    });
  });
}
