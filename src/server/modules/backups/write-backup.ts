import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  checksumLine,
  endLine,
  headerLines,
  rowsLine,
  sequenceLine,
  tableTotalLine,
} from './backup-format.ts';
import { listSequences, queryRows, tablesInLoadOrder } from './database-objects.ts';
import { appliedSchemaVersion } from './schema-version.ts';
import { syncFile, syncFolder } from './sync-to-disk.ts';

/** Rows per statement are chosen so a statement holds about this much data (PDFs are large). */
const BYTES_PER_STATEMENT = 4 * 1024 * 1024;
const MAX_ROWS_PER_STATEMENT = 500;

export type BackupSummary = { file: string; bytes: number; tables: number; rows: number };

/**
 * Writes a backup of the whole database to `file` (gzip when it ends in `.gz`). The rows are
 * read in one read-only REPEATABLE READ transaction, so the file is one consistent moment even
 * while the server keeps writing. Each table's rows are followed by their count, and the last
 * line is the SHA-256 of everything before it, so a restore can prove the file whole (ADR 022).
 * It is written as `<file>.partial`, flushed to disk, renamed, and the folder flushed, so a crash
 * never leaves a file that looks like a backup.
 */
export async function writeBackup(options: {
  db: Database;
  file: string;
  now: Date;
}): Promise<BackupSummary> {
  const partial = `${options.file}.partial`;
  let tables = 0;
  let rows = 0;
  try {
    await options.db.transaction(
      async (tx) => {
        await tx.execute(sql`set local bytea_output = 'hex'`);
        await tx.execute(sql`set local timezone = 'UTC'`);
        const schemaVersion = await appliedSchemaVersion(tx);
        if (!schemaVersion) throw new Error('The database has no tables of this app to back up.');
        const [engine] = await queryRows<{ version: string }>(tx, sql`select version()`);
        const order = await tablesInLoadOrder(tx);
        tables = order.length;

        async function* statements(): AsyncGenerator<string> {
          const header = { schemaVersion: schemaVersion!, madeAt: options.now, engine: '' };
          header.engine = engine!.version.split(' on ')[0]!;
          yield* headerLines(header);
          for (const table of order) {
            let tableRows = 0;
            for await (const chunk of tableChunks(tx, table)) {
              tableRows += chunk.count;
              yield rowsLine(table, chunk.json);
            }
            rows += tableRows;
            yield tableTotalLine(table, tableRows);
          }
          for (const sequence of await listSequences(tx)) {
            if (sequence.value !== null) {
              yield sequenceLine(sequence.name, sequence.value, sequence.called);
            }
          }
          yield endLine(tables, rows);
        }

        async function* lines(): AsyncGenerator<string> {
          const hash = createHash('sha256');
          for await (const statement of statements()) {
            const line = `${statement}\n`;
            hash.update(line);
            yield line;
          }
          yield `${checksumLine(hash.digest('hex'))}\n`;
        }

        const source = Readable.from(lines());
        const target = createWriteStream(partial, { mode: 0o600 });
        await (options.file.endsWith('.gz')
          ? pipeline(source, createGzip(), target)
          : pipeline(source, target));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const bytes = await syncFile(partial);
    await rename(partial, options.file);
    await syncFolder(path.dirname(options.file));
    return { file: options.file, bytes, tables, rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** One table's rows as JSON arrays, in physical order, each about BYTES_PER_STATEMENT large. */
async function* tableChunks(
  tx: Transaction,
  table: string,
): AsyncGenerator<{ json: string; count: number }> {
  const name = sql.identifier(table);
  const [size] = await queryRows<{ average: number | null }>(
    tx,
    sql`select avg(pg_column_size(t.*))::float8 as average from public.${name} as t`,
  );
  if (size?.average == null) return;
  const limit = Math.max(
    1,
    Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(BYTES_PER_STATEMENT / (size.average * 2))),
  );
  let after = '(0,0)';
  for (;;) {
    const batch = await queryRows<{ at: string; row: string }>(
      tx,
      sql`select ctid::text as at, to_jsonb(t)::text as row from public.${name} as t
          where ctid > ${after}::tid order by ctid limit ${limit}`,
    );
    if (batch.length === 0) return;
    yield { json: `[${batch.map((entry) => entry.row).join(',')}]`, count: batch.length };
    after = batch.at(-1)!.at;
    if (batch.length < limit) return;
  }
}
