import type { Database } from '../../db/client.ts';
import { readBearerToken } from '../auth/session-token.ts';
import { findActiveSession } from '../auth/sessions.service.ts';

/**
 * Whether a visit to a share link comes from a signed-in admin. The shared page sends the stored
 * admin token with its API calls (lib/api-request.ts), so an admin checking their own link is
 * recognised here and is not counted as the partner opening it. A token that is no longer a
 * valid session is an ordinary visit: a partner's browser may hold an old one. Visitors without
 * the header, the usual case, cost no lookup.
 */
export async function isStaffVisit(options: {
  db: Database;
  authorization: string | undefined;
  now: Date;
}): Promise<boolean> {
  const token = readBearerToken(options.authorization);
  if (!token) return false;
  return (await findActiveSession({ db: options.db, token, now: options.now })) !== null;
}
