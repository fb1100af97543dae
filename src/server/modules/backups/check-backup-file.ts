import { followBackup, type BackupFacts } from './backup-tally.ts';
import { readBackupLines } from './read-backup-lines.ts';

/**
 * Reads the whole backup and proves it whole (format, schema version, pg_dump's closing line,
 * every table's total, the end line, the checksum) without touching any database: a restore
 * calls this before it changes anything (ADR 042).
 */
export async function checkBackupFile(file: string): Promise<BackupFacts> {
  const follow = followBackup();
  for await (const line of readBackupLines(file)) follow.take(line);
  return follow.finish();
}
