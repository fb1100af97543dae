import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Transaction } from '../../db/client.ts';
import { MIGRATION_LOCK_KEY } from '../../db/migrate.ts';
import { migrationsFolder } from '../../paths.ts';
import { readJournal } from './schema-version.ts';

/**
 * The app's migrations newer than a backup's schema version, which carry its rows forward. Null
 * when this version of the app does not know the tag (the backup is newer).
 */
export function migrationsAfter(tag: string): MigrationMeta[] | null {
  const last = readJournal().entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) return null;
  return readMigrationFiles({ migrationsFolder }).slice(last + 1);
}

/** Waits until no starting instance is migrating, and keeps them waiting until this commits. */
export async function lockMigrations(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

/**
 * Applies migrations inside the caller's transaction, so a restore loads the backup and carries
 * it forward all or nothing (ADR 042). drizzle's own migrator opens its own
 * transaction; this runs the same statements and keeps drizzle's record the same way (one row of
 * hash and journal time per migration), so the server's start-up migrator finds the restored
 * database up to date.
 */
export async function applyMigrations(tx: Transaction, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (
          id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
