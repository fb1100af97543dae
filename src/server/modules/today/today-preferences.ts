import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { todayPreferences } from './today.table.ts';

/** Whether this person asked for the morning mail; off until they turn it on. */
export async function wantsMorningDigest(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ morningDigest: todayPreferences.morningDigest })
    .from(todayPreferences)
    .where(eq(todayPreferences.userId, userId));
  return row?.morningDigest ?? false;
}

export async function saveMorningDigest(options: {
  db: Database;
  userId: string;
  morningDigest: boolean;
  now: Date;
}): Promise<{ morningDigest: boolean }> {
  const { db, userId, morningDigest, now } = options;
  await db
    .insert(todayPreferences)
    .values({ userId, morningDigest, updatedAt: now })
    .onConflictDoUpdate({
      target: todayPreferences.userId,
      set: { morningDigest, updatedAt: now },
    });
  return { morningDigest };
}
