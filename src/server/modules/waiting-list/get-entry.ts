import { eq } from 'drizzle-orm';
import type { WaitingListEntryDto } from '../../../domain/waiting-list-schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
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

/** GET /api/waiting-list/:id (staff). */
export async function getWaitingListEntry(options: {
  db: Database;
  id: string;
}): Promise<WaitingListEntryDto> {
  const [row] = await options.db.select().from(waitingList).where(eq(waitingList.id, options.id));
  if (!row) throw entryNotFound();
  return toEntryDtoWithPlace(options.db, row);
}
