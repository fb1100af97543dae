import { eq } from 'drizzle-orm';
import {
  EXPIRED_SAVED_APPLICATION_MESSAGE,
  UNKNOWN_SAVED_APPLICATION_MESSAGE,
} from '../../../domain/waiting-list/saved-application.ts';
import type { SavedApplicationDto } from '../../../domain/waiting-list/saved-application-schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { savedApplications, type SavedApplication } from './saved-application.table.ts';
import { hashStatusToken } from './status-token.ts';

/**
 * The saved answers a link opens. Past their expiry they answer 410 with what happened, even in
 * the hour before the clean-up job deletes them; an unknown link, and answers already sent or
 * deleted, answer 404.
 */
export async function openSavedApplication(
  db: Database | Transaction,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<SavedApplication> {
  const query = db
    .select()
    .from(savedApplications)
    .where(eq(savedApplications.tokenHash, hashStatusToken(token)));
  const [saved] = options.forUpdate ? await query.for('update') : await query;
  if (!saved) throw new AppError(404, UNKNOWN_SAVED_APPLICATION_MESSAGE);
  if (saved.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, EXPIRED_SAVED_APPLICATION_MESSAGE);
  }
  return saved;
}

/** GET /api/waiting-list/saved/:token. */
export async function viewSavedApplication(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<SavedApplicationDto> {
  const saved = await openSavedApplication(options.db, options.token, options.now);
  return {
    campus: saved.campus,
    language: saved.language,
    email: saved.email,
    answers: saved.answers,
    savedAt: saved.savedAt.toISOString(),
    expiresAt: saved.expiresAt.toISOString(),
  };
}
