import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { BackupFileError, parseBackupLine, type BackupLine } from './backup-format.ts';
import { DERIVED_TABLES, dropAppSchema, holdsData, listTables } from './database-objects.ts';
import { migrationsUpTo } from './schema-version.ts';

export class RestoreRefusedError extends Error {}

export type RestoreSummary = { schemaVersion: string; tables: number; rows: number };

/** The file's lines, gunzipped when it is gzip; closing the reader closes the file. */
async function openLines(file: string) {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  const text: Readable = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  lines.on('close', () => raw.destroy());
  return lines;
}

/** The header's schema version, read before anything is changed. */
async function readSchemaVersion(file: string): Promise<string> {
  const lines = await openLines(file);
  let lineNumber = 0;
  let sawFormat = false;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      const parsed = parseBackupLine(line, lineNumber);
      if (parsed.kind === 'format') sawFormat = true;
      if (parsed.kind === 'schema-version' && sawFormat) return parsed.tag;
      if (lineNumber > 10) break;
    }
  } finally {
    lines.close();
  }
  throw new BackupFileError(`${file} does not start like a backup of this app.`);
}

/**
 * Loads a backup into a database (ADR 022): an empty one, or with `force` one whose data is
 * dropped first. The schema is built by our migrations up to the backup's version, the rows are
 * loaded in one transaction, and newer migrations then carry them forward, so a backup made by
 * an older version of the app restores into a newer one.
 */
export async function restoreBackup(options: {
  handle: DatabaseHandle;
  file: string;
  force: boolean;
}): Promise<RestoreSummary> {
  const { handle, file } = options;
  const schemaVersion = await readSchemaVersion(file);
  const migrations = migrationsUpTo(schemaVersion);
  if (!migrations) {
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the app (schema ${schemaVersion}); update this copy of the app first.`,
    );
  }
  try {
    if ((await listTables(handle.db)).length > 0) {
      if ((await holdsData(handle.db)) && !options.force) {
        throw new RestoreRefusedError(
          `The database at ${handle.location} already holds data. Restore into an empty database, ` +
            'or add --force to replace everything in it with the backup.',
        );
      }
      await handle.db.transaction((tx) => dropAppSchema(tx));
    }
    await runMigrations(handle, migrations.folder);
  } finally {
    migrations.remove();
  }
  const counts = await handle.db.transaction((tx) => loadRows(tx, file));
  await runMigrations(handle);
  return { schemaVersion, ...counts };
}

/** node-postgres says `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

async function loadRows(tx: Transaction, file: string): Promise<{ tables: number; rows: number }> {
  const known = new Set(await listTables(tx));
  await tx.execute(sql`set constraints all deferred`);
  const emptied = new Set<string>();
  const loaded = new Set<string>();
  let rows = 0;
  let end: Extract<BackupLine, { kind: 'end' }> | null = null;
  let lineNumber = 0;
  const lines = await openLines(file);
  try {
    for await (const line of lines) {
      lineNumber += 1;
      const parsed = parseBackupLine(line, lineNumber);
      if (end) throw new BackupFileError(`Line ${lineNumber} comes after the end of the backup.`);
      if (parsed.kind === 'end') end = parsed;
      if (parsed.kind === 'rows') {
        if (!known.has(parsed.table)) {
          throw new BackupFileError(
            `Line ${lineNumber} names a table this schema lacks: ${parsed.table}.`,
          );
        }
        const table = sql.identifier(parsed.table);
        // Summaries hold what the triggers computed while their sources loaded: replace it.
        if (DERIVED_TABLES.includes(parsed.table) && !emptied.has(parsed.table)) {
          await tx.execute(sql`delete from public.${table}`);
          emptied.add(parsed.table);
        }
        const inserted = await tx.execute(
          sql`insert into public.${table} select * from jsonb_populate_recordset(null::public.${table}, ${parsed.rowsJson}::jsonb)`,
        );
        rows += affectedRows(inserted);
        loaded.add(parsed.table);
      }
      if (parsed.kind === 'sequence') {
        await tx.execute(
          sql`select setval(${`public."${parsed.sequence}"`}, ${parsed.value}::bigint, ${parsed.called})`,
        );
      }
    }
  } finally {
    lines.close();
  }
  // A summary the backup holds no rows of was empty when it was made.
  for (const derived of DERIVED_TABLES) {
    if (known.has(derived) && !emptied.has(derived)) {
      await tx.execute(sql`delete from public.${sql.identifier(derived)}`);
    }
  }
  if (!end) {
    throw new BackupFileError(
      `${file} ends before its last line: the backup is incomplete (was it still being written or copied?).`,
    );
  }
  if (end.rows !== rows) {
    throw new BackupFileError(
      `The backup says it holds ${end.rows} rows, but ${rows} were found in it.`,
    );
  }
  return { tables: end.tables, rows };
}
