import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { migrationsFolder } from '../../paths.ts';
import { queryRows } from './database-objects.ts';

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

export const readJournal = (folder = migrationsFolder): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The tag of the newest migration this version of the app has (e.g. `0016_backup_runs`). */
export const latestSchemaVersion = (): string => readJournal().entries.at(-1)!.tag;

/**
 * The migration a database was last brought to, read from drizzle's own record (its
 * `created_at` is the journal's `when`), or null for a database without our schema.
 */
export async function appliedSchemaVersion(db: Database | Transaction): Promise<string | null> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return null;
  const [last] = await queryRows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
  );
  if (!last) return null;
  const entry = readJournal().entries.find((e) => String(e.when) === last.when);
  if (!entry) {
    throw new Error(
      'This database was migrated by a newer version of the app than this one; update the app first.',
    );
  }
  return entry.tag;
}

/**
 * A migrations folder holding the migrations up to and including `tag`, for drizzle's own
 * migrator: it builds a database as an older version of the app left it (restore itself applies
 * migrations inside its one transaction: migrate-in-transaction.ts). The caller removes the
 * folder with the returned function.
 */
export function migrationsUpTo(tag: string): { folder: string; remove: () => void } | null {
  const journal = readJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) return null;
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
