import { and, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { recordRateLimitHit, refuseOverLimit } from './rate-limits.service.ts';
import { rateLimitCounters } from './rate-limits.table.ts';

/** One limit an attempt counts under: at most `limit` attempts per `key` in each window. */
export type AttemptLimit = { key: string; limit: number; windowMs: number };

/** The counters one attempt was counted on, each with its window: what `refundAttempt` needs. */
export type CountedAttempt = { key: string; windowEndsAt: Date }[];

/**
 * Counts one attempt under each limit in turn BEFORE the check the limits guard (a password, a
 * code), each in one atomic upsert. Requests in flight at the same time, on one instance or
 * several, each get a count of their own, so at most `limit` of them are ever checked (ADR 031).
 * The first limit already full refuses with a 429 and Retry-After; the limits after it are not
 * counted, so an attempt refused by a narrow limit does not use up a wider one.
 */
export async function countAttempt(options: {
  db: Database | Transaction;
  limits: AttemptLimit[];
  now: Date;
  refusal: (retryText: string) => string;
}): Promise<CountedAttempt> {
  const { db, now, refusal } = options;
  const counted: CountedAttempt = [];
  for (const { key, limit, windowMs } of options.limits) {
    const state = await recordRateLimitHit({ db, key, windowMs, now });
    refuseOverLimit(state, { limit, now, refusal });
    counted.push({ key, windowEndsAt: state.windowEndsAt });
  }
  return counted;
}

/**
 * Takes one counted attempt back off its counters, for an attempt that succeeded. Only in the
 * window it was counted in: a counter whose window has started again since is left alone.
 */
export async function refundAttempt(options: {
  db: Database;
  counted: CountedAttempt;
}): Promise<void> {
  if (options.counted.length === 0) return;
  const { key, windowEndsAt, count } = rateLimitCounters;
  await options.db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${count} - 1, 0)` })
    .where(
      or(
        ...options.counted.map((hit) => and(eq(key, hit.key), eq(windowEndsAt, hit.windowEndsAt))),
      ),
    );
}
