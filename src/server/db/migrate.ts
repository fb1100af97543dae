import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Arbitrary constant shared by every instance: "only one of us migrates at a time". */
export const MIGRATION_LOCK_KEY = 728_305_001;

/**
 * Applies the committed drizzle-kit migrations; safe when several instances start together.
 * Restoring a backup passes a folder holding only the migrations up to the backup's version.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.driver === 'node-postgres') {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } else {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}
