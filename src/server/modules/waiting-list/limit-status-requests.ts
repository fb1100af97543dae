import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { describeRetry, recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';

/** Plenty for a family checking their place; a script guessing links is stopped. */
export const STATUS_REQUESTS_PER_WINDOW = 60;
const STATUS_WINDOW_MS = 10 * 60_000;

/** Counts one request to the public status-link API per IP address (ARCHITECTURE.md). */
export async function limitStatusRequests(options: {
  db: Database;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  const { db, ipAddress, now } = options;
  const state = await recordRateLimitHit({
    db,
    key: `waiting-list-status:${ipAddress}`,
    windowMs: STATUS_WINDOW_MS,
    now,
  });
  if (state.count <= STATUS_REQUESTS_PER_WINDOW) return;
  const retry = describeRetry(state.windowEndsAt, now);
  throw new AppError(429, `Too many requests from your connection. Please wait ${retry.text}.`, {
    headers: { 'retry-after': String(retry.seconds) },
  });
}
