import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { endLine, headerLines, rowsLine, sequenceLine } from './backup-format.ts';
import { listSequences, queryRows, tablesInLoadOrder } from './database-objects.ts';
import { appliedSchemaVersion } from './schema-version.ts';

/** Rows per statement are chosen so a statement holds about this much data (PDFs are large). */
const BYTES_PER_STATEMENT = 4 * 1024 * 1024;
const MAX_ROWS_PER_STATEMENT = 500;

export type BackupSummary = { file: string; bytes: number; tables: number; rows: number };

/**
 * Writes a backup of the whole database to `file` (gzip when it ends in `.gz`). The rows are
 * read in one read-only REPEATABLE READ transaction, so the file is one consistent moment even
 * while the server keeps writing. It is written as `<file>.partial` and renamed when complete
 * and on disk, so a crash never leaves a file that looks like a backup.
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

        async function* lines(): AsyncGenerator<string> {
          const header = { schemaVersion: schemaVersion!, madeAt: options.now, engine: '' };
          header.engine = engine!.version.split(' on ')[0]!;
          for (const line of headerLines(header)) yield `${line}\n`;
          for (const table of order) {
            for await (const chunk of tableChunks(tx, table)) {
              rows += chunk.count;
              yield `${rowsLine(table, chunk.json)}\n`;
            }
          }
          for (const sequence of await listSequences(tx)) {
            if (sequence.value !== null) {
              yield `${sequenceLine(sequence.name, sequence.value, sequence.called)}\n`;
            }
          }
          yield `${endLine(tables, rows)}\n`;
        }

        const source = Readable.from(lines());
        const target = createWriteStream(partial, { mode: 0o600 });
        await (options.file.endsWith('.gz')
          ? pipeline(source, createGzip(), target)
          : pipeline(source, target));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const written = await open(partial, 'r');
    try {
      await written.sync();
      const { size } = await written.stat();
      await rename(partial, options.file);
      return { file: options.file, bytes: size, tables, rows };
    } finally {
      await written.close();
    }
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
