import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { describeRetry, recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';

/** Plenty for a person reading, signing and downloading; a script guessing links is stopped. */
export const SIGNING_REQUESTS_PER_WINDOW = 60;
const SIGNING_WINDOW_MS = 10 * 60_000;

/**
 * Counts one request to the public signing API per IP address (ARCHITECTURE.md: public routes are
 * rate-limited). The count lives in the database, so every instance shares it.
 */
export async function limitSigningRequests(options: {
  db: Database;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  const { db, ipAddress, now } = options;
  const state = await recordRateLimitHit({
    db,
    key: `signing:${ipAddress}`,
    windowMs: SIGNING_WINDOW_MS,
    now,
  });
  if (state.count <= SIGNING_REQUESTS_PER_WINDOW) return;
  const retry = describeRetry(state.windowEndsAt, now);
  throw new AppError(429, `Too many requests from your connection. Please wait ${retry.text}.`, {
    headers: { 'retry-after': String(retry.seconds) },
  });
}
