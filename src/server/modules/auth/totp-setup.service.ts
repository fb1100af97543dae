import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { WRONG_SECOND_STEP_CODE_MESSAGE } from '../../../domain/auth/account-security.ts';
import type { AccountSecurityDto } from '../../../domain/auth/account-security-dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../domain/auth/admin-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { countAttempt } from '../rate-limits/count-attempt.ts';
import { clearRateLimit } from '../rate-limits/rate-limits.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { recoveryCodes } from './account-security.table.ts';
import { createChallenge, takeChallenge } from './auth-challenges.service.ts';
import { users } from './auth.table.ts';
import { listPasskeys } from './passkeys.service.ts';
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes.service.ts';
import { acceptTotpCode, wrongCodesRefusal } from './second-step.service.ts';
import type { AdminSession } from './sessions.service.ts';
import { createTotpSecret, matchTotpStep, totpUri } from './totp.ts';
import { isTwoFactorRequired, liftTwoFactorSetup } from './two-factor-policy.ts';

const actorOfSession = (session: AdminSession) => ({
  id: session.user.id,
  name: session.user.name,
});

export async function getAccountSecurity(
  db: Database,
  session: AdminSession,
): Promise<AccountSecurityDto> {
  const userId = session.user.id;
  const [row] = await db
    .select({ secret: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId));
  return {
    totpEnabled: Boolean(row?.secret),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId),
    passkeys: await listPasskeys(db, userId),
    requireTwoFactor: await isTwoFactorRequired(db),
  };
}

/**
 * Turning on the authenticator app, first half: a new secret, as a QR code and as text to type.
 * Nothing changes on the account until the second half (enableTotp) proves the app shows the
 * same codes.
 */
export async function startTotpSetup(options: { db: Database; session: AdminSession; now: Date }) {
  const { db, session, now } = options;
  const secret = createTotpSecret();
  const uri = totpUri({
    secret,
    issuer: await getOrganisationName(db),
    account: session.user.username,
  });
  const setupId = await createChallenge({
    db,
    purpose: 'totp-setup',
    secret,
    userId: session.user.id,
    now,
  });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { setupId, secret, uri, qrSvg };
}

/** Second half: a right code turns the app on and hands out ten recovery codes, shown this once. */
export async function enableTotp(options: {
  db: Database;
  session: AdminSession;
  setupId: string;
  code: string;
  now: Date;
}): Promise<{ recoveryCodes: string[] }> {
  const { db, session, now } = options;
  const userId = session.user.id;
  return db.transaction(async (tx) => {
    const setup = await takeChallenge({
      db: tx,
      purpose: 'totp-setup',
      id: options.setupId,
      userId,
      now,
    });
    if (!setup) throw new AppError(400, 'The set-up has ended. Start again.');
    const step = matchTotpStep({ secret: setup.secret, code: options.code, now });
    if (step === null)
      throw new AppError(400, 'That code is not right. Type the 6 digits the app shows now.', {
        fieldErrors: { code: ['That code is not right'] },
      });
    await tx
      .update(users)
      .set({ totpSecret: setup.secret, totpLastStep: step, updatedAt: now })
      .where(eq(users.id, userId));
    const codes = await replaceRecoveryCodes(tx, userId);
    await liftTwoFactorSetup(tx, userId);
    await recordAudit({
      db: tx,
      actor: actorOfSession(session),
      action: 'enable-totp',
      entity: 'user',
      entityId: userId,
      at: now,
    });
    return { recoveryCodes: codes };
  });
}

/** A current code (or a recovery code) proves it is the person and not a borrowed session. */
async function checkOwnCode(options: {
  tx: Transaction;
  session: AdminSession;
  code: string;
  now: Date;
}) {
  const { tx, session, code, now } = options;
  const [user] = await tx.select().from(users).where(eq(users.id, session.user.id)).for('update');
  if (!user?.totpSecret) throw new AppError(409, 'The authenticator app is not turned on.');
  const ok =
    (await acceptTotpCode({ tx, user, code, now })) ||
    (await useRecoveryCode({ tx, userId: user.id, code, now }));
  if (!ok)
    throw new AppError(400, WRONG_SECOND_STEP_CODE_MESSAGE, {
      fieldErrors: { code: ['That code is not right'] },
    });
}

/**
 * Runs `change`, which checks the person's own code, counted first against a limit of its own
 * (ADR 031): a borrowed session must not become a way to guess the app's codes. A wrong code
 * rolls `change` back, but not the count; a right one starts the count again.
 */
async function withOwnCodeLimit<T>(
  options: { db: Database; session: AdminSession; now: Date },
  change: () => Promise<T>,
): Promise<T> {
  const { db, now } = options;
  const key = `own-code:${options.session.user.id}`;
  const limits = [{ key, limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS }];
  await countAttempt({ db, limits, now, refusal: wrongCodesRefusal });
  const result = await change();
  await clearRateLimit({ db, key });
  return result;
}

export async function disableTotp(options: {
  db: Database;
  session: AdminSession;
  code: string;
  now: Date;
}): Promise<void> {
  const { db, session, now } = options;
  const userId = session.user.id;
  await withOwnCodeLimit(options, () =>
    db.transaction(async (tx) => {
      await checkOwnCode({ tx, ...options });
      if ((await isTwoFactorRequired(tx)) && (await listPasskeys(tx, userId)).length === 0)
        throw new AppError(
          409,
          'Your organisation asks every staff member to use two-step sign-in. Add a passkey before you turn the app off.',
        );
      await tx
        .update(users)
        .set({ totpSecret: null, totpLastStep: null, updatedAt: now })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await recordAudit({
        db: tx,
        actor: actorOfSession(session),
        action: 'disable-totp',
        entity: 'user',
        entityId: userId,
        at: now,
      });
    }),
  );
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(options: {
  db: Database;
  session: AdminSession;
  code: string;
  now: Date;
}): Promise<{ recoveryCodes: string[] }> {
  const { db, session, now } = options;
  return withOwnCodeLimit(options, () =>
    db.transaction(async (tx) => {
      await checkOwnCode({ tx, ...options });
      const codes = await replaceRecoveryCodes(tx, session.user.id);
      await recordAudit({
        db: tx,
        actor: actorOfSession(session),
        action: 'renew-recovery-codes',
        entity: 'user',
        entityId: session.user.id,
        at: now,
      });
      return { recoveryCodes: codes };
    }),
  );
}
