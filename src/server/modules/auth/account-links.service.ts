import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ACCOUNT_LINK_LIFETIME_MS,
  ACCOUNT_LINK_NOT_VALID_MESSAGE,
  type AccountLinkPurpose,
} from '../../../domain/auth/account-security.ts';
import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { queueLinkMail } from '../mail/queue-link-mail.ts';
import { accountLinks } from './account-security.table.ts';
import { invitationMail, setPasswordUrl } from './account-link-mail.ts';
import { users } from './auth.table.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

export type MailSetup = { publicUrl: string; canDeliverMail: boolean };

/** A new one-time link; an older unused link of the same kind for the same person stops working. */
export async function createAccountLink(options: {
  tx: Transaction;
  userId: string;
  purpose: AccountLinkPurpose;
  now: Date;
}): Promise<string> {
  const { tx, userId, purpose, now } = options;
  await tx
    .delete(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
      ),
    );
  const token = createSessionToken();
  await tx.insert(accountLinks).values({
    userId,
    purpose,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Mails a new staff member the link to choose a first password, in the caller's transaction. */
export async function sendInvitation(options: {
  tx: Transaction;
  user: { id: string; name: string; username: string; email: string };
  invitedBy: string;
  now: Date;
  mail: MailSetup;
}): Promise<LinkDelivery> {
  const { tx, user, now } = options;
  const token = await createAccountLink({ tx, userId: user.id, purpose: 'invite', now });
  const link = setPasswordUrl(options.mail.publicUrl, token);
  const mail = invitationMail({
    to: user.email,
    name: user.name,
    username: user.username,
    invitedBy: options.invitedBy,
    organisationName: await getOrganisationName(tx),
    link,
    userId: user.id,
  });
  return queueLinkMail({ tx, mail, link, now, canDeliverMail: options.mail.canDeliverMail });
}

/** A link that still works: unused, not ended, and its account not disabled. */
function usableLink(tokenHash: string, now: Date) {
  return and(
    eq(accountLinks.tokenHash, tokenHash),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
    eq(users.isActive, true),
  );
}

/** What the set-password page shows before the person types: whose account, and why. */
export async function describeAccountLink(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ purpose: AccountLinkPurpose; name: string; username: string }> {
  const [row] = await options.db
    .select({ purpose: accountLinks.purpose, name: users.name, username: users.username })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(usableLink(hashSessionToken(options.token), options.now));
  if (!row) throw new AppError(410, ACCOUNT_LINK_NOT_VALID_MESSAGE);
  return row;
}

/**
 * Sets the password from an invitation or reset link. The link is used up, and every session
 * of the account ends: whoever knew the old password is signed out everywhere.
 */
export async function setPasswordFromLink(options: {
  db: Database;
  token: string;
  password: string;
  now: Date;
}): Promise<{ username: string }> {
  const { db, now } = options;
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ link: accountLinks, user: users })
      .from(accountLinks)
      .innerJoin(users, eq(users.id, accountLinks.userId))
      .where(usableLink(hashSessionToken(options.token), now))
      .for('update');
    if (!found) throw new AppError(410, ACCOUNT_LINK_NOT_VALID_MESSAGE);
    const { link, user } = found;
    await tx.update(accountLinks).set({ usedAt: now }).where(eq(accountLinks.id, link.id));
    await tx
      .update(users)
      .set({ password: passwordHash, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions({ db: tx, userId: user.id, now });
    await recordAudit({
      db: tx,
      actor: { id: user.id, name: user.name },
      action: link.purpose === 'invite' ? 'accept-invitation' : 'reset-password',
      entity: 'user',
      entityId: user.id,
      details: { username: user.username },
      at: now,
    });
    return { username: user.username };
  });
}
