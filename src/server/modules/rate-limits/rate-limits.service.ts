import type { PublicRateLimit } from './public-rate-limits.ts';
import { AppError } from '../../http/app-error.ts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rateLimitCounters } from './rate-limits.table.ts';

/**
 * A counter after a hit. Every limit is counted before the work it guards (ADR 031): there is on
 * purpose no way to read a counter and decide on what was read, since requests in flight at the
 * same time would all read the same old count.
 */
export type RateLimitState = { count: number; windowEndsAt: Date };

type HitOptions = { db: Database | Transaction; key: string; windowMs: number; now: Date };

/**
 * The upsert that adds one hit, not yet run: a statement of its own (recordRateLimitHit) or part
 * of a larger one (a `with` query), returning the counter's new state.
 */
export function rateLimitHit({ db, key, windowMs, now: at }: HitOptions) {
  const now = at.toISOString();
  const ends = new Date(at.getTime() + windowMs).toISOString();
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: at, windowEndsAt: new Date(ends) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
        windowEndsAt: sql`case when ${expired} then ${ends}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
}

/**
 * Adds one hit in a single atomic upsert, so concurrent requests on several instances never lose
 * a count. A window that has ended starts again at 1. Inside a transaction, the hit counts only
 * if the transaction commits.
 */
export async function recordRateLimitHit(options: HitOptions): Promise<RateLimitState> {
  const [row] = await rateLimitHit(options);
  return row!;
}

export async function clearRateLimit(options: { db: Database; key: string }): Promise<void> {
  await options.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, options.key));
}

/** "Try again in 12 minutes." — plain words for the person who was stopped. */
export function describeRetry(windowEndsAt: Date, now: Date): { seconds: number; text: string } {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const text =
    seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return { seconds, text };
}

/**
 * Counts one hit on `key` and refuses with a 429 (and Retry-After) once the window holds more
 * than `limit`. `refusal` words the message for the person stopped, given "12 minutes".
 */
export async function enforceRateLimit(options: {
  db: Database;
  key: string;
  windowMs: number;
  limit: number;
  now: Date;
  refusal: (retryText: string) => string;
}): Promise<void> {
  const { db, key, windowMs, now } = options;
  refuseOverLimit(await recordRateLimitHit({ db, key, windowMs, now }), options);
}

/** The 429 (with Retry-After) once a counter holds more than `limit` hits; nothing otherwise. */
export function refuseOverLimit(
  state: RateLimitState,
  options: { limit: number; now: Date; refusal: (retryText: string) => string },
): void {
  if (state.count <= options.limit) return;
  const retry = describeRetry(state.windowEndsAt, options.now);
  throw new AppError(429, options.refusal(retry.text), {
    headers: { 'retry-after': String(retry.seconds) },
  });
}

/**
 * Counts one request to a public route under its limit (public-rate-limits.ts); `key` is what
 * it is counted by: the address, or the share link and the address.
 */
export async function limitPublicRequest(
  rule: PublicRateLimit,
  options: { db: Database | Transaction; key: string; now: Date },
): Promise<void> {
  const [state] = await publicRateLimitHit(rule, options);
  refuseOverPublicLimit(rule, state!, options.now);
}

/**
 * The upsert of limitPublicRequest, for a statement that does more; its result goes to
 * `refuseOverPublicLimit`. Inside a transaction that is then refused, the hit is not kept, and the
 * counter stays at the limit, so the next request is refused too.
 */
export function publicRateLimitHit(
  rule: PublicRateLimit,
  options: { db: Database | Transaction; key: string; now: Date },
) {
  return rateLimitHit({
    db: options.db,
    key: `${rule.prefix}:${options.key}`,
    windowMs: rule.windowMs,
    now: options.now,
  });
}

export function refuseOverPublicLimit(rule: PublicRateLimit, state: RateLimitState, now: Date) {
  refuseOverLimit(state, { limit: rule.limit, now, refusal: rule.refusal });
}
