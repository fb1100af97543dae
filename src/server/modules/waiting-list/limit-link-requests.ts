import { STATUS_LINK_REQUESTS_PER_HOUR } from '../../../domain/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Counts one well-formed "Email me my link" request per IP address, before any address is looked
 * up, so a refusal says nothing about the address either. In the database: shared by every
 * server instance.
 */
export async function limitLinkRequests(options: {
  db: Database;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  const { db, ipAddress, now } = options;
  await enforceRateLimit({
    db,
    key: `waiting-list-link-request:${ipAddress}`,
    windowMs: HOUR_MS,
    limit: STATUS_LINK_REQUESTS_PER_HOUR,
    now,
    refusal: (retry) =>
      `You have asked for new links many times from your connection. Please try again in ${retry}.`,
  });
}
