import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { pathInLocale, type Locale } from '../../../../domain/common/i18n.ts';
import {
  MANAGE_GIVING_LINK_PATH,
  MANAGE_LINK_DAYS,
  UNKNOWN_MANAGE_LINK_MESSAGE,
} from '../../../../domain/giving/donor-portal.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { donors } from '../../donors/public.ts';
import { donorPortalTokens } from './donor-portal.table.ts';

/** 32 random bytes as base64url: the link is the donor's only key to their giving. */
export const createManageToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database reader cannot open anyone's page. */
export const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const manageExpiryFrom = (now: Date) =>
  new Date(now.getTime() + MANAGE_LINK_DAYS * 24 * 3600_000);

/** The donor's page for a token, in the donor's language. */
export const manageUrlFor = (publicUrl: string, token: string, language: Locale) =>
  `${publicUrl}${pathInLocale(MANAGE_GIVING_LINK_PATH, language)}${token}`;

/**
 * The donor a link opens, while it has not expired. An unknown, replaced or expired link all
 * answer the same 404, so the answer never tells whether a donor existed.
 */
export async function findDonorByToken(
  db: Database | Transaction,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ donor: donors })
    .from(donorPortalTokens)
    .innerJoin(donors, eq(donors.id, donorPortalTokens.donorId))
    .where(
      and(
        eq(donorPortalTokens.tokenHash, hashManageToken(token)),
        gt(donorPortalTokens.expiresAt, now),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: donors }) : await query;
  if (!row) throw new AppError(404, UNKNOWN_MANAGE_LINK_MESSAGE);
  return row.donor;
}
