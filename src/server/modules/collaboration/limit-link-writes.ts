import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';
import type { ShareLink } from '../sharing/sharing.table.ts';

/** Plenty for a person commenting and saving; a script flooding a document is stopped. */
export const LINK_WRITES_PER_WINDOW = 30;
const LINK_WRITE_WINDOW_MS = 10 * 60_000;

/**
 * Counts one comment or save made through a share link, per link and address (ARCHITECTURE.md:
 * public POSTs are rate-limited). The count lives in the database, so every instance shares it.
 */
export async function limitLinkWrites(options: {
  db: Database;
  link: ShareLink;
  ipAddress: string;
  now: Date;
}): Promise<void> {
  const { db, link, ipAddress, now } = options;
  await enforceRateLimit({
    db,
    key: `share-link-write:${link.id}:${ipAddress}`,
    windowMs: LINK_WRITE_WINDOW_MS,
    limit: LINK_WRITES_PER_WINDOW,
    now,
    refusal: (retry) =>
      `Too many comments or changes from this link. Please wait ${retry} and try again.`,
  });
}
