import { WAITING_LIST_SUBMISSIONS_PER_HOUR } from '../../../domain/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { describeRetry, recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Counts one well-formed submission per IP address (duplicates included), instead of a CAPTCHA.
 * Forms the schema refused are not counted: a parent correcting a typo must not be locked out.
 * The count lives in the database, so every server instance shares it.
 */
export async function limitSubmissions(options: {
  db: Database;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  const { db, ipAddress, now } = options;
  const state = await recordRateLimitHit({
    db,
    key: `waiting-list:${ipAddress}`,
    windowMs: HOUR_MS,
    now,
  });
  if (state.count <= WAITING_LIST_SUBMISSIONS_PER_HOUR) return;
  const retry = describeRetry(state.windowEndsAt, now);
  throw new AppError(
    429,
    `We have received many applications from your connection in the last hour. Please try again in ${retry.text}. Nothing you typed has been lost.`,
    { headers: { 'retry-after': String(retry.seconds) } },
  );
}
