import { eq } from 'drizzle-orm';
import { UNKNOWN_STATUS_LINK_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashStatusToken } from './status-token.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * The entry a status link opens. An unknown link and a deleted entry answer the same 404, so the
 * answer never tells whether an entry existed.
 */
export async function findEntryByToken(
  db: Database | Transaction,
  token: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(waitingList)
    .where(eq(waitingList.statusTokenHash, hashStatusToken(token)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError(404, UNKNOWN_STATUS_LINK_MESSAGE);
  return row;
}
