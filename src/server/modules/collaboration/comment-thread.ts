import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { shareLinkStatus } from '../sharing/share-link-dto.ts';
import { shareLinks, type ShareLink } from '../sharing/public.ts';

export const UNKNOWN_THREAD_MESSAGE = 'Choose a conversation of this NDA.';
export const CLOSED_THREAD_MESSAGE =
  'This link no longer works, so its recipient cannot read a reply. Add a staff-only note instead.';

/** A link by its id, for the label of a comment's conversation. */
export async function findLink(
  db: Database | Transaction,
  id: string | null,
): Promise<ShareLink | null> {
  if (!id) return null;
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return link ?? null;
}

/**
 * The conversation a staff comment joins (ADR 029): the link it replies to, which must be a link
 * of this document that still works (its recipient could not read the reply otherwise), or none
 * for a staff-only note.
 */
export async function findReplyThread(options: {
  db: Database | Transaction;
  documentId: string;
  shareLinkId: string | undefined;
  now: Date;
}): Promise<ShareLink | null> {
  if (!options.shareLinkId) return null;
  const link = await findLink(options.db, options.shareLinkId);
  if (!link || link.documentId !== options.documentId) {
    throw fieldError('shareLinkId', UNKNOWN_THREAD_MESSAGE);
  }
  if (shareLinkStatus(link, options.now) !== 'active') {
    throw new AppError(409, CLOSED_THREAD_MESSAGE);
  }
  return link;
}
