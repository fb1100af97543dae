import { and, eq, gt, isNull, or, type Placeholder } from 'drizzle-orm';
import { INVALID_SHARE_LINK_MESSAGE } from '../../../domain/sharing/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { shareLinks, type ShareLink } from './sharing.table.ts';

/**
 * Unknown, deactivated and expired links all get this same answer, so a visitor cannot tell a
 * revoked link from one that never existed.
 */
export const invalidShareLink = () => new AppError(404, INVALID_SHARE_LINK_MESSAGE);

/**
 * The SQL condition of a link that still works at `now`: active and not past its expiry. A
 * prepared statement passes a placeholder for the moment.
 */
export const isUsableAt = (now: Date | Placeholder) =>
  and(
    eq(shareLinks.isActive, true),
    or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
  );

/** The link behind a token if it still works, otherwise undefined. */
export async function findUsableShareLink(options: {
  db: Database | Transaction;
  token: string;
  now: Date;
}): Promise<ShareLink | undefined> {
  const [link] = await options.db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.shareToken, options.token), isUsableAt(options.now)));
  return link;
}

/** Like findUsableShareLink, but a link that does not work is the shared 404. */
export async function requireUsableShareLink(options: {
  db: Database | Transaction;
  token: string;
  now: Date;
}): Promise<ShareLink> {
  const link = await findUsableShareLink(options);
  if (!link) throw invalidShareLink();
  return link;
}
