import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
} from '../../../domain/admin-session.ts';
import type { LoginInput, LoginResponse } from '../../../domain/auth.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  clearRateLimit,
  describeRetry,
  readRateLimit,
  recordRateLimitHit,
} from '../rate-limits/rate-limits.service.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { openSession } from './open-session.ts';
import { startSecondStep } from './second-step.service.ts';
import { secondStepMethodsOf } from './two-factor-policy.ts';
import { findUserByUsername } from './users.service.ts';

type LoginOptions = {
  db: Database;
  input: LoginInput;
  now: Date;
  ipAddress: string;
  userAgent?: string;
};

function tooManyAttempts(windowEndsAt: Date, now: Date): AppError {
  const retry = describeRetry(windowEndsAt, now);
  return new AppError(
    429,
    `Too many failed sign-in attempts. Please wait ${retry.text} and try again.`,
    { headers: { 'retry-after': String(retry.seconds) } },
  );
}

/**
 * Checks the password, then opens a session or, for an account with a passkey or an
 * authenticator app, hands back a token for the second step (second-step.service.ts). Unknown usernames, disabled accounts and wrong
 * passwords all get the same answer in the same time, so nobody can learn which accounts exist.
 */
export async function login(options: LoginOptions): Promise<LoginResponse> {
  const { db, input, now } = options;
  const limitKey = `login:${input.username.trim().toLowerCase()}:${options.ipAddress}`;

  const limit = await readRateLimit({ db, key: limitKey, now });
  if (limit.count >= LOGIN_MAX_FAILURES) throw tooManyAttempts(limit.windowEndsAt, now);

  const user = await findUserByUsername(db, input.username);
  const passwordOk = user
    ? await verifyPassword(user.password, input.password)
    : await verifyAgainstDummy(input.password);

  if (!user || !user.isActive || !passwordOk) {
    await recordRateLimitHit({ db, key: limitKey, windowMs: LOGIN_FAILURE_WINDOW_MS, now });
    throw new AppError(401, INVALID_LOGIN_MESSAGE);
  }

  await clearRateLimit({ db, key: limitKey });
  return db.transaction(async (tx) => {
    const methods = await secondStepMethodsOf(tx, user.id);
    if (methods.length > 0) {
      const challengeToken = await startSecondStep({ db: tx, userId: user.id, now });
      return { secondStep: { challengeToken, methods } };
    }
    return openSession({ ...options, tx, user, way: 'password' });
  });
}
