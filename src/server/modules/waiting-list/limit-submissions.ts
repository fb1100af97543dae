import { WAITING_LIST_SUBMISSIONS_PER_HOUR } from '../../../domain/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';

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
  await enforceRateLimit({
    db,
    key: `waiting-list:${ipAddress}`,
    windowMs: HOUR_MS,
    limit: WAITING_LIST_SUBMISSIONS_PER_HOUR,
    now,
    refusal: (retry) =>
      `We have received many applications from your connection in the last hour. Please try again in ${retry}. Nothing you typed has been lost.`,
  });
}
