import { eq } from 'drizzle-orm';
import {
  parseReadingPreferences,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import type { Database } from '../../db/client.ts';
import { users } from './auth.table.ts';

/**
 * A staff member's own reading preferences (ADR 008), kept on their account so they follow
 * them to every device. Null until they choose any. A set stored by an older version reads
 * back complete: a missing or retired value falls back to its default.
 */
export async function getOwnReadingPreferences(
  db: Database,
  userId: string,
): Promise<ReadingPreferences | null> {
  const [row] = await db
    .select({ readingPreferences: users.readingPreferences })
    .from(users)
    .where(eq(users.id, userId));
  const stored = row?.readingPreferences ?? null;
  return stored === null ? null : parseReadingPreferences(JSON.stringify(stored));
}

/** Replaces the stored set with `preferences`, already checked complete by the route's schema. */
export async function saveOwnReadingPreferences(options: {
  db: Database;
  userId: string;
  preferences: ReadingPreferences;
  now: Date;
}): Promise<ReadingPreferences> {
  const { db, userId, preferences, now } = options;
  await db
    .update(users)
    .set({ readingPreferences: { ...preferences }, updatedAt: now })
    .where(eq(users.id, userId));
  return preferences;
}
