import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { auditLog } from '../audit/audit.table.ts';

/**
 * The staff history keeps the notes' old and new text (update-entry.ts). Notes may repeat what a
 * family told us about their child, so when the entry is deleted on the family's request the text
 * goes too: each such change is left as "changed", as the history recorded notes before it kept
 * their text (ADR 009).
 * Status, priority, who, when and why stay: they hold nothing the family gave us.
 */
export async function forgetNotesHistory(tx: Transaction, entryId: string): Promise<void> {
  await tx
    .update(auditLog)
    .set({ details: sql`jsonb_set(${auditLog.details}, '{changes,staffNotes}', '"changed"')` })
    .where(
      and(
        eq(auditLog.entity, 'waiting_list'),
        eq(auditLog.entityId, entryId),
        sql`jsonb_typeof(${auditLog.details} -> 'changes' -> 'staffNotes') = 'object'`,
      ),
    );
}
