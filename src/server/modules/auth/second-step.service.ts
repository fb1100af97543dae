import { eq } from 'drizzle-orm';
import {
  SECOND_STEP_EXPIRED_MESSAGE,
  WRONG_SECOND_STEP_CODE_MESSAGE,
  isTotpCode,
} from '../../../domain/auth/account-security.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../domain/auth/admin-session.ts';
import type { SignedInResponse } from '../../../domain/auth/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countAttempt } from '../rate-limits/count-attempt.ts';
import { clearRateLimit } from '../rate-limits/rate-limits.service.ts';
import { createChallenge, peekChallenge, takeChallenge } from './auth-challenges.service.ts';
import { users } from './auth.table.ts';
import { openSession } from './open-session.ts';
import { useRecoveryCode } from './recovery-codes.service.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import { matchTotpStep } from './totp.ts';
import type { UserRow } from './admin-user.ts';

export const wrongCodesRefusal = (retry: string) =>
  `Too many wrong codes. Please wait ${retry} and try again.`;

/** After a right password, when the account has a second step: a token that stands for "half signed in". */
export async function startSecondStep(options: {
  db: Database | Transaction;
  userId: string;
  now: Date;
}): Promise<string> {
  const challengeToken = createSessionToken();
  await createChallenge({
    db: options.db,
    purpose: 'second-step',
    secret: hashSessionToken(challengeToken),
    userId: options.userId,
    now: options.now,
  });
  return challengeToken;
}

/** Accepts a current authenticator code once: a step at or before the last one used is refused. */
export async function acceptTotpCode(options: {
  tx: Transaction;
  user: UserRow;
  code: string;
  now: Date;
}): Promise<boolean> {
  const { tx, user, now } = options;
  if (!user.totpSecret) return false;
  const step = matchTotpStep({ secret: user.totpSecret, code: options.code, now });
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) return false;
  await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
  return true;
}

/**
 * The second step after the password: a code from the authenticator app or a recovery code.
 * Wrong codes count against the same limit as wrong passwords. A wrong code rolls the
 * transaction back, which puts the half-signed-in token back, so a typo does not mean starting
 * again; a right one takes it out for good.
 */
export async function completeSecondStep(options: {
  db: Database;
  challengeToken: string;
  code: string;
  now: Date;
  ipAddress: string;
  userAgent?: string;
}): Promise<SignedInResponse> {
  const { db, code, now } = options;
  const secret = hashSessionToken(options.challengeToken);
  const pending = await peekChallenge({ db, purpose: 'second-step', secret, now });
  if (!pending?.userId) throw new AppError(401, SECOND_STEP_EXPIRED_MESSAGE);
  const userId = pending.userId;
  const limitKey = `second-step:${userId}`;
  // Counted before the code is checked (ADR 031); a wrong code rolls back, the count stays.
  await countAttempt({
    db,
    limits: [{ key: limitKey, limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS }],
    now,
    refusal: wrongCodesRefusal,
  });

  const signedIn = await db.transaction(async (tx) => {
    const taken = await takeChallenge({ db: tx, purpose: 'second-step', secret, now });
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!taken || !user || !user.isActive) throw new AppError(401, SECOND_STEP_EXPIRED_MESSAGE);
    const byApp = isTotpCode(code);
    const accepted = byApp
      ? await acceptTotpCode({ tx, user, code, now })
      : await useRecoveryCode({ tx, userId, code, now });
    if (!accepted) throw new AppError(401, WRONG_SECOND_STEP_CODE_MESSAGE);
    const way = byApp ? 'password-and-code' : 'password-and-recovery-code';
    return openSession({ ...options, tx, user, way });
  });
  await clearRateLimit({ db, key: limitKey });
  return signedIn;
}
