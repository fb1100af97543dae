import { and, desc, eq, sql } from 'drizzle-orm';
import { invitationContactBy } from '../../../domain/waiting-list/invitation.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditLog } from '../audit/audit.table.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/**
 * For an invited entry, the day by which we will have contacted the family (YYYY-MM-DD), counted
 * from the moment of the invitation, as the invitation mail counted it. The table keeps no
 * invitation time of its own (updatedAt moves with every note), so it is read from the audit
 * entry of the latest change to "invited" (audit_log_entity_idx). An entry invited without one
 * (demo data written straight into the table) counts from its last change.
 */
export async function invitationContactByOf(
  db: Database | Transaction,
  entry: WaitingListEntry,
): Promise<string | null> {
  if (entry.status !== 'invited') return null;
  const [invitation] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'waiting_list'),
        eq(auditLog.entityId, entry.id),
        sql`${auditLog.details} -> 'changes' -> 'status' ->> 'to' = 'invited'`,
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return invitationContactBy(invitation?.at ?? entry.updatedAt);
}
