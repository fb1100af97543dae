import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatFileSize } from '../../domain/backups/backups.ts';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupFileError } from '../modules/backups/backup-format.ts';
import { BackupLoadError } from '../modules/backups/load-backup.ts';
import { RestoreRefusedError, restoreBackup } from '../modules/backups/restore-backup.ts';
import { writeBackup } from '../modules/backups/write-backup.ts';
import { backupFolder } from '../modules/backups/backup-folder.ts';

/** Opens the configured database, explaining what to do when the server holds the embedded one. */
async function open(config: Config) {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThe running server makes a backup every night in ${backupFolder(config)}; ` +
          'to make or restore one by hand, stop the server first.',
      );
    }
    throw error;
  }
}

/** `npm run admin -- backup --out <file> [--force]` */
export async function backupCommand(
  config: Config,
  options: { out: string; force: boolean },
): Promise<number> {
  const file = path.resolve(options.out);
  if (existsSync(file) && !options.force) {
    console.error(`${file} already exists. Choose another name, or add --force to replace it.`);
    return 1;
  }
  const database = await open(config);
  try {
    const summary = await writeBackup({ db: database.db, file, now: systemClock.now() });
    console.log(
      `Wrote a backup of ${database.location}: ${summary.tables} tables, ${summary.rows} rows, ` +
        `${formatFileSize(summary.bytes)}, to ${file}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** `npm run admin -- restore --from <file> [--force]` */
export async function restoreCommand(
  config: Config,
  options: { from: string; force: boolean },
): Promise<number> {
  const file = path.resolve(options.from);
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 1;
  }
  const database = await open(config);
  try {
    const summary = await restoreBackup({ handle: database, file, force: options.force });
    console.log(
      `Restored ${summary.tables} tables, ${summary.rows} rows from ${file} into ${database.location} ` +
        `(backup schema ${summary.schemaVersion}, then brought up to date).`,
    );
    return 0;
  } catch (error) {
    // These are found before the restore commits: its one transaction has been rolled back.
    const refused = [BackupFileError, BackupLoadError, RestoreRefusedError];
    if (!refused.some((kind) => error instanceof kind)) throw error;
    console.error(`${(error as Error).message}\nNothing in ${database.location} was changed.`);
    return 1;
  } finally {
    await database.close();
  }
}
