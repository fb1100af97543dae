import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { todayDone } from './today.table.ts';

/** The keys of the items this person marked done (domain/today/today-items.ts). */
export async function doneKeysOf(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: todayDone.itemKey })
    .from(todayDone)
    .where(eq(todayDone.userId, userId));
  return new Set(rows.map((row) => row.key));
}

/** Marks one item done for this person; marking it twice keeps the first time. */
export async function markDone(options: {
  db: Database;
  userId: string;
  key: string;
  now: Date;
}): Promise<void> {
  await options.db
    .insert(todayDone)
    .values({ userId: options.userId, itemKey: options.key, doneAt: options.now })
    .onConflictDoNothing();
}
