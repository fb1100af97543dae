import { and, eq, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MAX_REQUESTS,
  PASSWORD_RESET_WINDOW_MS,
} from '../../../domain/auth/account-security.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import { enforceRateLimit, recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { queueLinkMail } from '../mail/queue-link-mail.ts';
import { createAccountLink, type MailSetup } from './account-links.service.ts';
import { passwordResetMail, setPasswordUrl } from './account-link-mail.ts';
import { users } from './auth.table.ts';

/**
 * "Forgot password?", before the answer: the one step that is the same whatever address was
 * typed. Each network address may ask PASSWORD_RESET_MAX_REQUESTS × 4 times an hour, counted
 * before anything else, then gets a 429 that says nothing about the address asked for.
 */
export async function limitPasswordResetRequests(options: {
  db: Database;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  await enforceRateLimit({
    db: options.db,
    key: `password-reset-ip:${networkOf(options.ipAddress)}`,
    windowMs: PASSWORD_RESET_WINDOW_MS,
    limit: PASSWORD_RESET_MAX_REQUESTS * 4,
    now: options.now,
    refusal: (retry) => `Too many requests from this network. Please wait ${retry} and try again.`,
  });
}

/**
 * "Forgot password?", after the answer has gone out (ADR 031), so its time cannot tell a known
 * address from an unknown one: a reset link, its mail and an audit row for each active account
 * that uses the address. Each address gets at most PASSWORD_RESET_MAX_REQUESTS mails an hour;
 * beyond that nothing is sent.
 */
export async function sendPasswordReset(options: {
  db: Database;
  email: string;
  now: Date;
  mail: MailSetup;
}): Promise<void> {
  const { db, now } = options;
  const email = options.email.trim().toLowerCase();
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
