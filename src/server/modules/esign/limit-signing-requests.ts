import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';

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
  await enforceRateLimit({
    db,
    key: `signing:${ipAddress}`,
    windowMs: SIGNING_WINDOW_MS,
    limit: SIGNING_REQUESTS_PER_WINDOW,
    now,
    refusal: (retry) => `Too many requests from your connection. Please wait ${retry}.`,
  });
}
