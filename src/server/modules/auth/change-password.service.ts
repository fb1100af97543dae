import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../domain/auth/admin-session.ts';
import type { changePasswordInput } from '../../../domain/settings/settings.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/audit.service.ts';
import { countAttempt } from '../rate-limits/count-attempt.ts';
import { clearRateLimit } from '../rate-limits/rate-limits.service.ts';
import { sessions, users } from './auth.table.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AdminSession } from './sessions.service.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

export type ChangePasswordResult = 'changed' | 'wrong-current-password';

/**
 * Changes the signed-in admin's own password. Every other session of that admin ends, so a
 * password changed because it leaked also locks out whoever used it; the session that made the
 * change stays signed in.
 */
export async function changeOwnPassword(options: {
  db: Database;
  session: AdminSession;
  input: z.output<typeof changePasswordInput>;
  now: Date;
}): Promise<ChangePasswordResult> {
  const { db, input, now } = options;
  const { sessionId } = options.session;
  const actor = actorOf(options.session);
  const userId = options.session.user.id;
  // A stolen session must not become a way to guess the password behind it: each try is
  // counted before the password is checked (ADR 031), and a wrong one stays counted.
  const limitKey = `change-password:${userId}`;
  await countAttempt({
    db,
    limits: [{ key: limitKey, limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS }],
    now,
    refusal: (retry) => `Too many wrong current passwords. Please wait ${retry} and try again.`,
  });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Admin account');
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    return 'wrong-current-password';
  }
  await clearRateLimit({ db, key: limitKey });
  const password = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password, updatedAt: now }).where(eq(users.id, userId));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'change-password',
      entity: 'user',
      entityId: userId,
      details: { endedOtherSessions: revoked.length },
      at: now,
    });
  });
  return 'changed';
}
