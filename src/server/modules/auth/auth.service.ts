import { INVALID_LOGIN_MESSAGE } from '../../../domain/auth/admin-session.ts';
import type { LoginInput } from '../../../domain/auth/auth.ts';
import type { LoginResponse } from '../../../domain/auth/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { openSession } from './open-session.ts';
import { startSecondStep } from './second-step.service.ts';
import { countSignInAttempt, forgiveSignInAttempt } from './sign-in-limits.ts';
import { secondStepMethodsOf } from './two-factor-policy.ts';
import { findUserByUsername } from './users.service.ts';

type LoginOptions = {
  db: Database;
  input: LoginInput;
  now: Date;
  ipAddress: string;
  userAgent?: string;
};

/**
 * Checks the password, then opens a session or, for an account with a passkey or an
 * authenticator app, hands back a token for the second step (second-step.service.ts). Unknown
 * usernames, disabled accounts and wrong passwords all get the same answer in the same time, and
 * count against the same limits, so nobody can learn which accounts exist.
 */
export async function login(options: LoginOptions): Promise<LoginResponse> {
  const { db, input, now } = options;
  const { username } = input;
  // Counted before the slow check, so parallel guesses cannot all pass on one old count.
  const counted = await countSignInAttempt({ db, username, ipAddress: options.ipAddress, now });

  const user = await findUserByUsername(db, username);
  const passwordOk = user
    ? await verifyPassword(user.password, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !user.isActive || !passwordOk) throw new AppError(401, INVALID_LOGIN_MESSAGE);

  await forgiveSignInAttempt({ db, counted });
  return db.transaction(async (tx) => {
    const methods = await secondStepMethodsOf(tx, user.id);
    if (methods.length > 0) {
      const challengeToken = await startSecondStep({ db: tx, userId: user.id, now });
      return { secondStep: { challengeToken, methods } };
    }
    return openSession({ ...options, tx, user, way: 'password' });
  });
}
