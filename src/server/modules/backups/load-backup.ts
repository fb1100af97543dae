import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { insertTarget } from './backup-format.ts';
import { followBackup, type BackupFacts } from './backup-tally.ts';
import { queryRows } from './database-objects.ts';
import { readBackupLines } from './read-backup-lines.ts';
import type { Statement } from './sql-statements.ts';

/** A statement of the backup the database refused, named by its line (the cause is kept). */
export class BackupLoadError extends Error {}

/** The database's own words for why it refused, without drizzle's copy of the statement. */
export function databaseReason(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { severity, message } = current as { severity?: unknown; message?: unknown };
    if (typeof severity === 'string' && typeof message === 'string') return message;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message.slice(0, 300) : String(error);
}

/** Consecutive one-row INSERTs into one table are sent as one statement of up to this many bytes. */
const BATCH_BYTES = 1024 * 1024;

/**
 * Runs a backup's statements inside the caller's transaction, which has emptied the schema. The
 * file was proved whole before the transaction began; it is followed the same way again here,
 * and each table's rows are counted in the database at the end, so a file changed in between,
 * or rows the database did not take, fail the load and the caller's transaction rolls back.
 * The settings pg_dump's first lines make (an empty search_path among them) are reset at the end.
 */
export async function loadBackup(tx: Transaction, file: string): Promise<BackupFacts> {
  let batch: { target: string; line: number; values: string[]; bytes: number } | null = null;

  async function execute(text: string, line: number, what: string) {
    try {
      await tx.execute(sql.raw(text));
    } catch (error) {
      throw new BackupLoadError(
        `The backup could not be loaded: ${what} on line ${line} was refused: ${databaseReason(error)}.`,
        { cause: error },
      );
    }
  }
  async function flush() {
    if (!batch) return;
    const { target, line, values } = batch;
    batch = null;
    await execute(
      `INSERT INTO ${target} VALUES ${values.join(',\n')};`,
      line,
      `a row of ${target}`,
    );
  }
  async function run(statement: Statement) {
    const target = insertTarget(statement.text);
    const prefix = `INSERT INTO ${target} VALUES `;
    if (!target || !statement.text.startsWith(prefix)) {
      await flush();
      await execute(
        statement.text,
        statement.line,
        `"${statement.text.replace(/\s+/g, ' ').slice(0, 60)}…"`,
      );
      return;
    }
    const values = statement.text.slice(prefix.length, -1);
    if (batch && (batch.target !== target || batch.bytes + values.length > BATCH_BYTES))
      await flush();
    batch ??= { target, line: statement.line, values: [], bytes: 0 };
    batch.values.push(values);
    batch.bytes += values.length;
  }

  const follow = followBackup();
  for await (const line of readBackupLines(file)) {
    for (const statement of follow.take(line)) await run(statement);
  }
  await flush();
  const facts = follow.finish();
  await tx.execute(sql`reset all`);
  for (const [table, rows] of facts.tableRows) {
    const [found] = await queryRows<{ rows: number }>(
      tx,
      sql`select count(*)::int as rows from ${sql.raw(table)}`,
    );
    if (found?.rows !== rows) {
      throw new BackupLoadError(
        `The backup could not be loaded: table ${table} should hold ${rows} rows, but ${found?.rows} were loaded.`,
      );
    }
  }
  return facts;
}
