import type { SignedInResponse } from '../../../domain/auth/dtos.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { startSession } from './sessions.service.ts';
import { isTwoFactorRequired, secondStepMethodsOf } from './two-factor-policy.ts';
import { toAdminUser, type UserRow } from './admin-user.ts';

export type SignInWay = 'password' | 'password-and-code' | 'password-and-recovery-code' | 'passkey';

/**
 * The last step of every way in: opens the session and logs the sign-in, in the caller's
 * transaction. When the organisation requires two-step sign-in and the person has none yet, the
 * session opens only their security settings until they add one (http/auth-guard.ts).
 */
export async function openSession(options: {
  tx: Transaction;
  user: UserRow;
  way: SignInWay;
  now: Date;
  ipAddress: string;
  userAgent?: string;
}): Promise<SignedInResponse> {
  const { tx, user, now } = options;
  const twoFactorSetupPending =
    (await isTwoFactorRequired(tx)) && (await secondStepMethodsOf(tx, user.id)).length === 0;
  const { token, sessionId } = await startSession({
    db: tx,
    userId: user.id,
    now,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
    twoFactorSetupPending,
  });
  await recordAudit({
    db: tx,
    actor: { id: user.id, name: user.name },
    action: 'login',
    entity: 'session',
    entityId: sessionId,
    details: { ipAddress: options.ipAddress, way: options.way },
    at: now,
  });
  return { token, user: toAdminUser(user), twoFactorSetupPending };
}
