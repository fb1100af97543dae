import { and, eq, isNull, sql } from 'drizzle-orm';
import { qualified } from '../../db/columns.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { readSetting, writeSetting } from '../settings/settings.service.ts';
import { passkeys } from './account-security.table.ts';
import { sessions, users } from './auth.table.ts';

export const REQUIRE_TWO_FACTOR_KEY = 'security.requireTwoFactor';

export async function isTwoFactorRequired(db: Database | Transaction): Promise<boolean> {
  return (await readSetting<boolean>(db, REQUIRE_TWO_FACTOR_KEY)) === true;
}

/** The second steps an account has: an authenticator app, passkeys, both or none. */
export async function secondStepMethodsOf(
  db: Database | Transaction,
  userId: string,
): Promise<('totp' | 'passkey')[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`${qualified(users.totpSecret)} is not null`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${qualified(users.id)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const methods: ('totp' | 'passkey')[] = [];
  if (row?.totp) methods.push('totp');
  if ((row?.passkeys ?? 0) > 0) methods.push('passkey');
  return methods;
}

/**
 * Turning the rule on also narrows the open sessions of everyone without a second step, so the
 * rule holds at once and not only from their next sign-in; turning it off lifts that again.
 */
export async function setTwoFactorRequired(options: {
  tx: Transaction;
  required: boolean;
  now: Date;
}): Promise<void> {
  const { tx, required, now } = options;
  await writeSetting({ db: tx, key: REQUIRE_TWO_FACTOR_KEY, value: required, now });
  const withoutSecondStep = sql`${qualified(sessions.userId)} in (select ${qualified(users.id)} from ${users}
    where ${qualified(users.totpSecret)} is null
      and not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${qualified(users.id)}))`;
  await tx
    .update(sessions)
    .set({ twoFactorSetupPending: required })
    .where(
      required
        ? and(isNull(sessions.revokedAt), withoutSecondStep)
        : and(isNull(sessions.revokedAt), eq(sessions.twoFactorSetupPending, true)),
    );
}

/** Once a person adds a passkey or an app, their narrowed sessions open fully. */
export async function liftTwoFactorSetup(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ twoFactorSetupPending: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetupPending, true)));
}
