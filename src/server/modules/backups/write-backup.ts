import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  checksumLine,
  DUMP_COMPLETE_LINE,
  endLine,
  headerLines,
  insertTarget,
  tableTotalLine,
} from './backup-format.ts';
import { queryRows, UNSAVED_TABLES } from './database-objects.ts';
import { dumpDatabase } from './dump-database.ts';
import { appliedSchemaVersion } from './schema-version.ts';
import { StatementSplitter } from './sql-statements.ts';
import { syncFile, syncFolder } from './sync-to-disk.ts';

export type BackupSummary = { file: string; bytes: number; tables: number; rows: number };

/**
 * Lines pg_dump writes that the file leaves out, so psql 15 and newer and PGlite's `exec` all run
 * it: `transaction_timeout` exists from PostgreSQL 17 (the embedded engine's pg_dump is 18), and
 * `\restrict`/`\unrestrict` are psql commands (pg_dump 15.14 and newer) that nothing else runs.
 */
const LEFT_OUT = (line: string) =>
  line === 'SET transaction_timeout = 0;' || /^\\(?:un)?restrict /.test(line);

/** pg_dump's heading of a table's rows, so a table without rows gets its total (0) as well. */
const TABLE_DATA =
  /^-- Data for Name: ([a-z_][a-z0-9_]*); Type: TABLE DATA; Schema: ([a-z_][a-z0-9_]*);/;

/** pg_dump's output as lines, without their line breaks. */
async function* linesOf(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop()!;
    yield* lines;
  }
  if (pending !== '') yield pending;
}

/**
 * Writes a backup of the whole database to `file` (gzip when it ends in `.gz`): pg_dump's plain
 * SQL between our header and trailer (ADR 042). pg_dump reads one consistent snapshot while the
 * server keeps writing. Each `INSERT` is counted by table as it passes, and the trailer gives the
 * counts and the SHA-256 of everything before its last line, so a restore can prove the file
 * whole. It is written as `<file>.partial`, flushed to disk, renamed, and the folder flushed, so a
 * crash never leaves a file that looks like a backup.
 */
export async function writeBackup(options: {
  db: Database;
  file: string;
  now: Date;
}): Promise<BackupSummary> {
  const { db } = options;
  const partial = `${options.file}.partial`;
  const schemaVersion = await appliedSchemaVersion(db);
  if (!schemaVersion) throw new Error('The database has no tables of this app to back up.');
  const [engine] = await queryRows<{ version: string }>(db, sql`select version()`);
  const counts = new Map<string, number>();

  async function* lines(): AsyncGenerator<string> {
    const hash = createHash('sha256');
    const emit = (line: string) => {
      const text = `${line}\n`;
      hash.update(text);
      return text;
    };
    const header = { schemaVersion: schemaVersion!, madeAt: options.now, engine: '' };
    header.engine = engine!.version.split(' on ')[0]!;
    for (const line of headerLines(header)) yield emit(line);
    const splitter = new StatementSplitter();
    let number = 0;
    let complete = false;
    const excludeTableData = UNSAVED_TABLES.map((table) => `public.${table}`);
    for await (const line of linesOf(dumpDatabase(db, { excludeTableData }))) {
      number += 1;
      if (!splitter.inStatement && LEFT_OUT(line)) continue;
      if (!splitter.inStatement && line === DUMP_COMPLETE_LINE) complete = true;
      const data = splitter.inStatement ? null : TABLE_DATA.exec(line);
      if (data) counts.set(`${data[2]}.${data[1]}`, counts.get(`${data[2]}.${data[1]}`) ?? 0);
      for (const statement of splitter.push(line, number)) {
        const table = insertTarget(statement.text);
        if (table) counts.set(table, (counts.get(table) ?? 0) + 1);
      }
      yield emit(line);
    }
    if (!complete || splitter.inStatement) {
      throw new Error('pg_dump stopped before the end of its output; no backup was written.');
    }
    let rows = 0;
    for (const [table, count] of counts) {
      rows += count;
      yield emit(tableTotalLine(table, count));
    }
    yield emit(endLine(counts.size, rows));
    yield `${checksumLine(hash.digest('hex'))}\n`;
  }

  try {
    const source = Readable.from(lines());
    const target = createWriteStream(partial, { mode: 0o600 });
    await (options.file.endsWith('.gz')
      ? pipeline(source, createGzip(), target)
      : pipeline(source, target));
    const bytes = await syncFile(partial);
    await rename(partial, options.file);
    await syncFolder(path.dirname(options.file));
    const rows = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return { file: options.file, bytes, tables: counts.size, rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
