import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normaliseRecoveryCode,
} from '../../../domain/auth/account-security.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { recoveryCodes } from './account-security.table.ts';

// 31^10 ≈ 8·10^14 per code: guessing is hopeless within the sign-in rate limit, so a fast hash is enough.
const hashCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

function randomCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** Replaces every code of the account with ten new ones, returned once, as the person sees them. */
export async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes.map(formatRecoveryCode);
}

/** Uses up one unused code; false when it is unknown or was used before. Atomic across instances. */
export async function useRecoveryCode(options: {
  tx: Transaction;
  userId: string;
  code: string;
  now: Date;
}): Promise<boolean> {
  const used = await options.tx
    .update(recoveryCodes)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(recoveryCodes.userId, options.userId),
        eq(recoveryCodes.codeHash, hashCode(options.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(
  db: Database | Transaction,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}
