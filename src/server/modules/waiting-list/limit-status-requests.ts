import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';

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
  await enforceRateLimit({
    db,
    key: `waiting-list-status:${ipAddress}`,
    windowMs: STATUS_WINDOW_MS,
    limit: STATUS_REQUESTS_PER_WINDOW,
    now,
    refusal: (retry) => `Too many requests from your connection. Please wait ${retry}.`,
  });
}
