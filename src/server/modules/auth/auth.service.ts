import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
} from '../../../domain/admin-session.ts';
import type { LoginInput, LoginResponse } from '../../../domain/auth.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  clearRateLimit,
  describeRetry,
  readRateLimit,
  recordRateLimitHit,
} from '../rate-limits/rate-limits.service.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { startSession } from './sessions.service.ts';
import { findUserByUsername, toAdminUser } from './users.service.ts';

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
 * Checks the password and opens a session. Unknown usernames, disabled accounts and wrong
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
    const { token, sessionId } = await startSession({
      db: tx,
      userId: user.id,
      now,
      ipAddress: options.ipAddress,
      userAgent: options.userAgent,
    });
    await recordAudit({
      db: tx,
      actor: { id: user.id, name: user.name },
      action: 'login',
      entity: 'session',
      entityId: sessionId,
      details: { ipAddress: options.ipAddress },
      at: now,
    });
    return { token, user: toAdminUser(user) };
  });
}
