import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_LINK_LIFETIME_MS,
  ACCOUNT_LINK_NOT_VALID_MESSAGE,
  PASSWORD_RESET_MAX_REQUESTS,
  PASSWORD_RESET_WINDOW_MS,
  type AccountLinkPurpose,
} from '../../../domain/account-security.ts';
import type { LinkDelivery } from '../../../domain/link-delivery.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enforceRateLimit, recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { queueLinkMail } from '../sharing/queue-link-mail.ts';
import { accountLinks } from './account-security.table.ts';
import { invitationMail, passwordResetMail, setPasswordUrl } from './account-link-mail.ts';
import { users } from './auth.table.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

export type MailSetup = { publicUrl: string; canDeliverMail: boolean };

/** A new one-time link; an older unused link of the same kind for the same person stops working. */
async function createAccountLink(options: {
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

/**
 * "Forgot password?". The answer is the same whether or not an account uses the address, and
 * takes about the same time (one transaction either way). Each address gets at most
 * PASSWORD_RESET_MAX_REQUESTS mails an hour, beyond which nothing is sent (still the same
 * answer); each network address may ask that many times an hour before a 429.
 */
export async function requestPasswordReset(options: {
  db: Database;
  email: string;
  ipAddress: string;
  now: Date;
  mail: MailSetup;
}): Promise<void> {
  const { db, now } = options;
  const email = options.email.trim().toLowerCase();
  await enforceRateLimit({
    db,
    key: `password-reset-ip:${options.ipAddress}`,
    windowMs: PASSWORD_RESET_WINDOW_MS,
    limit: PASSWORD_RESET_MAX_REQUESTS * 4,
    now,
    refusal: (retry) => `Too many requests from this network. Please wait ${retry} and try again.`,
  });
  await db.transaction(async (tx) => {
    const sent = await recordRateLimitHit({
      db: tx,
      key: `password-reset:${email}`,
      windowMs: PASSWORD_RESET_WINDOW_MS,
      now,
    });
    if (sent.count > PASSWORD_RESET_MAX_REQUESTS) return;
    const accounts = await tx
      .select()
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), eq(users.isActive, true)));
    const organisationName = await getOrganisationName(tx);
    for (const user of accounts) {
      const token = await createAccountLink({ tx, userId: user.id, purpose: 'reset', now });
      const link = setPasswordUrl(options.mail.publicUrl, token);
      const mail = passwordResetMail({
        to: user.email,
        name: user.name,
        username: user.username,
        organisationName,
        link,
        userId: user.id,
      });
      await queueLinkMail({ tx, mail, link, now, canDeliverMail: options.mail.canDeliverMail });
      await recordAudit({
        db: tx,
        actor: { id: user.id, name: user.name },
        action: 'request-password-reset',
        entity: 'user',
        entityId: user.id,
        at: now,
      });
    }
  });
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
