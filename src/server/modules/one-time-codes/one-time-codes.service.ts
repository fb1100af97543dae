import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OneTimeCodePurpose } from '../../../domain/common/one-time-codes.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_ATTEMPTS_PER_NETWORK,
  CODE_MAX_MAILS,
  CODE_WINDOW_MS,
  MAILED_CODE_LENGTH,
  MAILED_CODE_MS,
  tooManyCodesMessage,
  tooManyMailsMessage,
} from '../../../domain/sharing/link-protection.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { countAttempt, refundAttempt } from '../rate-limits/count-attempt.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

/** What a code is for: its purpose, the thing it opens and the address it was mailed to. */
export type CodeSubject = { purpose: OneTimeCodePurpose; subjectId: string; email: string };

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Only the hash is stored. It binds the code to its purpose, subject and address, so a code is
 * matched (and used up) by one atomic UPDATE, and a code mailed for one thing opens nothing else.
 */
function codeHash(subject: CodeSubject, code: string): string {
  const key = `${subject.purpose}:${subject.subjectId}:${normalEmail(subject.email)}:${code}`;
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Makes a new code for the subject and stores its hash; the caller mails the code it returns, in
 * the same transaction. At most CODE_MAX_MAILS per address and subject in each window (429
 * beyond), so a link or a signing page cannot be used to flood someone's mailbox. An earlier code
 * stays usable until it expires: mails can arrive out of order.
 */
export async function issueOneTimeCode(options: {
  db: Database | Transaction;
  subject: CodeSubject;
  now: Date;
}): Promise<string> {
  const { db, subject, now } = options;
  const email = normalEmail(subject.email);
  await countAttempt({
    db,
    limits: [
      {
        key: `code-mail:${subject.purpose}:${subject.subjectId}:${email}`,
        limit: CODE_MAX_MAILS,
        windowMs: CODE_WINDOW_MS,
      },
    ],
    now,
    refusal: tooManyMailsMessage,
  });
  const code = String(randomInt(0, 10 ** MAILED_CODE_LENGTH)).padStart(MAILED_CODE_LENGTH, '0');
  await db.insert(oneTimeCodes).values({
    purpose: subject.purpose,
    subjectId: subject.subjectId,
    email,
    codeHash: codeHash(subject, code),
    expiresAt: new Date(now.getTime() + MAILED_CODE_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a typed code, counted BEFORE the check (ADR 031): at most CODE_MAX_ATTEMPTS per address
 * and subject, and CODE_MAX_ATTEMPTS_PER_NETWORK per network, in each window; beyond them a 429,
 * however many arrive at once. A right code is used up in the same statement that finds it, so
 * two requests with one code cannot both pass, and its attempt is taken back off the counters.
 */
export async function useOneTimeCode(options: {
  db: Database;
  subject: CodeSubject;
  code: string;
  ipAddress: string;
  now: Date;
}): Promise<boolean> {
  const { db, subject, now } = options;
  const email = normalEmail(subject.email);
  const counted = await countAttempt({
    db,
    limits: [
      {
        key: `code:${subject.purpose}:${subject.subjectId}:${email}`,
        limit: CODE_MAX_ATTEMPTS,
        windowMs: CODE_WINDOW_MS,
      },
      {
        key: `code-network:${networkOf(options.ipAddress)}`,
        limit: CODE_MAX_ATTEMPTS_PER_NETWORK,
        windowMs: CODE_WINDOW_MS,
      },
    ],
    now,
    refusal: tooManyCodesMessage,
  });
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, subject.purpose),
        eq(oneTimeCodes.subjectId, subject.subjectId),
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.codeHash, codeHash(subject, options.code.trim())),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return false;
  await refundAttempt({ db, counted });
  return true;
}
