import type { DatabaseHandle } from '../../db/client.ts';
import { BACKUP_FORMAT, BackupFileError, earlierFormatMessage } from './backup-format.ts';
import type { BackupFacts } from './backup-tally.ts';
import { checkBackupFile } from './check-backup-file.ts';
import { dropAppSchema, holdsData, listTables } from './database-objects.ts';
import { BackupLoadError, databaseReason, loadBackup } from './load-backup.ts';
import { applyMigrations, lockMigrations, migrationsAfter } from './migrate-in-transaction.ts';
import { appliedSchemaVersion } from './schema-version.ts';

export class RestoreRefusedError extends Error {}

export type RestoreSummary = Pick<BackupFacts, 'schemaVersion' | 'tables' | 'rows' | 'checksum'>;

/**
 * Loads a backup into a database (ADR 042): an empty one, or with `force` one whose data is
 * replaced. The whole file is read and proved whole first (format, schema version, every table's
 * total, the checksum), before anything is touched. Then one transaction drops our schema, runs
 * the dump's statements, checks each table's rows and runs the migrations newer than the backup,
 * so a backup made by an older version of the app restores into a newer one, and a failure at
 * any point leaves the database exactly as it was.
 */
export async function restoreBackup(options: {
  handle: DatabaseHandle;
  file: string;
  force: boolean;
}): Promise<RestoreSummary> {
  const { handle, file } = options;
  const checked = await checkBackupFile(file);
  if (checked.format < BACKUP_FORMAT)
    throw new BackupFileError(earlierFormatMessage(checked.format));
  const newer = migrationsAfter(checked.schemaVersion);
  if (!newer) {
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the app (schema ${checked.schemaVersion}); update this copy of the app first.`,
    );
  }
  const loaded = await handle.db.transaction(async (tx) => {
    await lockMigrations(tx);
    if ((await listTables(tx)).length > 0 && (await holdsData(tx)) && !options.force) {
      throw new RestoreRefusedError(
        `The database at ${handle.location} already holds data. Restore into an empty database, ` +
          'or add --force to replace everything in it with the backup.',
      );
    }
    await dropAppSchema(tx);
    const facts = await loadBackup(tx, file);
    const applied = await appliedSchemaVersion(tx);
    if (applied !== facts.schemaVersion) {
      throw new BackupFileError(
        `The backup file was changed after it was written: its header says schema ${facts.schemaVersion}, its migration record ${applied ?? 'nothing'}.`,
      );
    }
    try {
      await applyMigrations(tx, newer);
    } catch (error) {
      throw new BackupLoadError(
        `The newer migrations could not bring the backup's rows up to date: ${databaseReason(error)}.`,
        { cause: error },
      );
    }
    return facts;
  });
  return {
    schemaVersion: loaded.schemaVersion,
    tables: loaded.tables,
    rows: loaded.rows,
    checksum: loaded.checksum,
  };
}
