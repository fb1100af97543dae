import { and, eq, gt, lte } from 'drizzle-orm';
import {
  AUTH_CHALLENGE_LIFETIME_MS,
  type AuthChallengePurpose,
} from '../../../domain/auth/account-security.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { authChallenges } from './account-security.table.ts';

/**
 * Stores the state of a step that a later request finishes (maybe on another instance). Ended
 * challenges are swept on the way, so the table holds only a few minutes' worth.
 */
export async function createChallenge(options: {
  db: Database | Transaction;
  purpose: AuthChallengePurpose;
  secret: string;
  userId: string | null;
  now: Date;
}): Promise<string> {
  const { db, purpose, now } = options;
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, now));
  const [row] = await db
    .insert(authChallenges)
    .values({
      purpose,
      secret: options.secret,
      userId: options.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_CHALLENGE_LIFETIME_MS[purpose]),
    })
    .returning({ id: authChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge out, by id or by secret: it is deleted as it is read, so it can be used only
 * once even when two requests race. Undefined when it is unknown, ended or of another kind.
 */
export async function takeChallenge(options: {
  db: Database | Transaction;
  purpose: AuthChallengePurpose;
  now: Date;
  id?: string;
  secret?: string;
  userId?: string;
}): Promise<{ secret: string; userId: string | null } | undefined> {
  const { id, secret, userId } = options;
  if (!id && !secret) throw new Error('takeChallenge needs an id or a secret');
  const [row] = await options.db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.purpose, options.purpose),
        gt(authChallenges.expiresAt, options.now),
        id ? eq(authChallenges.id, id) : undefined,
        secret ? eq(authChallenges.secret, secret) : undefined,
        userId ? eq(authChallenges.userId, userId) : undefined,
      ),
    )
    .returning({ secret: authChallenges.secret, userId: authChallenges.userId });
  return row;
}

/** Reads a challenge by its secret without using it up (to learn whose it is before a rate limit). */
export async function peekChallenge(options: {
  db: Database | Transaction;
  purpose: AuthChallengePurpose;
  secret: string;
  now: Date;
}): Promise<{ userId: string | null } | undefined> {
  const [row] = await options.db
    .select({ userId: authChallenges.userId })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.purpose, options.purpose),
        eq(authChallenges.secret, options.secret),
        gt(authChallenges.expiresAt, options.now),
      ),
    );
  return row;
}
