import { eq } from 'drizzle-orm';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { rankEntry } from './ranking.ts';
import { toWaitingListEntryDto } from './waiting-list-dto.ts';
import { waitingList, type WaitingListEntry } from './waiting-list.table.ts';

export const entryNotFound = () => notFound('This waiting-list entry');

/** The staff view of one row, with its place when it is waiting. */
export async function toEntryDtoWithPlace(
  db: Database | Transaction,
  row: WaitingListEntry,
): Promise<WaitingListEntryDto> {
  const position = row.status === 'active' ? (await rankEntry(db, row.id)).position : null;
  return toWaitingListEntryDto(row, position);
}

/**
 * GET /api/waiting-list/:id (staff). The answer holds the student's needs, so each read is in the
 * owner's audit log: who looked, at which entry, never what it says.
 */
export async function getWaitingListEntry(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<WaitingListEntryDto> {
  const { db, id } = options;
  const [row] = await db.select().from(waitingList).where(eq(waitingList.id, id));
  if (!row) throw entryNotFound();
  await recordAudit({
    db,
    actor: options.actor,
    action: 'read-student-needs',
    entity: 'waiting_list',
    entityId: id,
    at: options.now,
  });
  return toEntryDtoWithPlace(db, row);
}
