import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { BackupFileError } from './backup-format.ts';
import { followBackup, type BackupFacts } from './backup-tally.ts';
import { DERIVED_TABLES, listTables } from './database-objects.ts';
import { readBackupLines } from './read-backup-lines.ts';

/** node-postgres says `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

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

/**
 * Loads a backup's rows into the schema built for it, inside the caller's transaction, with
 * deferrable references checked at the end. The file was proved whole before the transaction
 * began; it is followed the same way again here (counting the rows the database took), so a
 * file changed in between fails this load and the caller's transaction rolls back.
 */
export async function loadBackupRows(tx: Transaction, file: string): Promise<BackupFacts> {
  const known = new Set(await listTables(tx));
  await tx.execute(sql`set constraints all deferred`);
  const tally = followBackup();
  const emptied = new Set<string>();
  for await (const line of readBackupLines(file)) {
    const parsed = tally.take(line);
    if (parsed.kind === 'rows') {
      if (!known.has(parsed.table)) {
        throw new BackupFileError(
          `Line ${line.number} names a table this schema lacks: ${parsed.table}.`,
        );
      }
      const table = sql.identifier(parsed.table);
      try {
        // Summaries hold what the triggers computed while their sources loaded: replace it.
        if (DERIVED_TABLES.includes(parsed.table) && !emptied.has(parsed.table)) {
          await tx.execute(sql`delete from public.${table}`);
          emptied.add(parsed.table);
        }
        const inserted = await tx.execute(
          sql`insert into public.${table} select * from jsonb_populate_recordset(null::public.${table}, ${parsed.rowsJson}::jsonb)`,
        );
        tally.countRows(parsed.table, affectedRows(inserted));
      } catch (error) {
        throw new BackupLoadError(
          `The rows of table "${parsed.table}" on line ${line.number} could not be loaded: ${databaseReason(error)}.`,
          { cause: error },
        );
      }
    }
    if (parsed.kind === 'sequence') {
      await tx.execute(
        sql`select setval(${`public."${parsed.sequence}"`}, ${parsed.value}::bigint, ${parsed.called})`,
      );
    }
  }
  const facts = tally.finish();
  // A summary the backup holds no rows of was empty when it was made.
  for (const derived of DERIVED_TABLES) {
    if (known.has(derived) && !emptied.has(derived)) {
      await tx.execute(sql`delete from public.${sql.identifier(derived)}`);
    }
  }
  try {
    // Deferred references are checked now, before newer migrations alter the tables.
    await tx.execute(sql`set constraints all immediate`);
  } catch (error) {
    throw new BackupLoadError(
      `The rows of the backup do not fit together: ${databaseReason(error)}.`,
      { cause: error },
    );
  }
  return facts;
}
