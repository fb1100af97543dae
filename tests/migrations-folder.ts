import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../src/server/paths.ts';

/**
 * A copy of the migrations folder, for a migration test that builds the data of an older schema:
 * with `before`, the same files and a journal that stops before that migration's number.
 */
export function copyOfMigrations(before?: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, copy, { recursive: true });
  if (before === undefined) return copy;
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < before);
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}
