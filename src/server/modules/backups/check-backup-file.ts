import { BackupFileError } from './backup-format.ts';
import { followBackup, type BackupFacts } from './backup-tally.ts';
import { readBackupLines } from './read-backup-lines.ts';

/** The number of rows in one rows line's JSON, which must be an array of objects. */
function countJsonRows(rowsJson: string, lineNumber: number): number {
  let rows: unknown;
  try {
    rows = JSON.parse(rowsJson);
  } catch {
    rows = null;
  }
  if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'object' || row === null)) {
    throw new BackupFileError(
      `The backup file was changed after it was written: the rows on line ${lineNumber} are not readable.`,
    );
  }
  return rows.length;
}

/**
 * Reads the whole backup and proves it whole (format, schema version, every table's total, the
 * end line, the checksum) without touching any database: a restore calls this before it
 * changes anything (ADR 022).
 */
export async function checkBackupFile(file: string): Promise<BackupFacts> {
  const tally = followBackup();
  for await (const line of readBackupLines(file)) {
    const parsed = tally.take(line);
    if (parsed.kind === 'rows') {
      tally.countRows(parsed.table, countJsonRows(parsed.rowsJson, line.number));
    }
  }
  return tally.finish();
}
