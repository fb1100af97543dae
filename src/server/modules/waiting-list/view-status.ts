import type { WaitingListStatusDto } from '../../../domain/waiting-list/dtos.ts';
import type { Database } from '../../db/client.ts';
import { findEntryByToken } from './find-entry-by-token.ts';
import { invitationContactByOf } from './invitation-contact-by.ts';
import { rankEntry } from './ranking.ts';
import { toWaitingListStatusDto } from './waiting-list-dto.ts';

/**
 * GET /api/waiting-list/status/:token: the family's current place (only the link holder sees it),
 * and once invited, the day by which we will have contacted them.
 */
export async function viewWaitingListStatus(options: {
  db: Database;
  token: string;
}): Promise<WaitingListStatusDto> {
  const row = await findEntryByToken(options.db, options.token);
  const ranking = row.status === 'active' ? await rankEntry(options.db, row.id) : null;
  const contactBy = await invitationContactByOf(options.db, row);
  return toWaitingListStatusDto(row, { ranking, contactBy });
}
