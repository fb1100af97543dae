import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  backupFileName,
  backupsToDelete,
  formatFileSize,
  type BackupKind,
} from '../../../domain/backups/backups.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog } from '../../jobs/job.ts';
import { backupFolder } from './backup-folder.ts';
import { copyBackup } from './copy-backup.ts';
import { backupRuns, type BackupRun } from './backups.table.ts';
import { writeBackup } from './write-backup.ts';

/** A `.partial` file this old belongs to a run that died (a backup takes seconds to minutes). */
const STALE_PARTIAL_MS = 6 * 3_600_000;

/**
 * Makes one backup into the backup folder and records it: `day` claims a nightly run (null when
 * another instance claimed that day first: nothing is done). On success the oldest backups beyond
 * BACKUP_KEEP are deleted, then the backup is copied where BACKUP_COPY_DIR and BACKUP_S3_BUCKET
 * say (a failed copy is recorded and leaves the backup succeeded). A failure is recorded with its
 * reason and logged, never thrown, so Settings and the log say what happened.
 */
export async function makeBackup(options: {
  db: Database;
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep' | 'backupCopy'>;
  now: Date;
  log: JobLog;
  kind: BackupKind;
  day?: string;
}): Promise<BackupRun | null> {
  const { db, config, now, log } = options;
  const [claimed] = await db
    .insert(backupRuns)
    .values({ kind: options.kind, day: options.day ?? null, startedAt: now })
    .onConflictDoNothing({ target: backupRuns.day })
    .returning();
  if (!claimed) return null;

  const folder = backupFolder(config);
  const fileName = backupFileName(now);
  let succeeded: BackupRun | undefined;
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const summary = await writeBackup({ db, file: path.join(folder, fileName), now });
    [succeeded] = await db
      .update(backupRuns)
      .set({ status: 'succeeded', finishedAt: new Date(), fileName, bytes: summary.bytes })
      .where(eq(backupRuns.id, claimed.id))
      .returning();
    log.info(
      `Backup written: ${path.join(folder, fileName)} (${summary.tables} tables, ${summary.rows} rows, ${formatFileSize(summary.bytes)}).`,
    );
    await pruneBackups(folder, config.backupKeep, log);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const [run] = await db
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: reason })
      .where(eq(backupRuns.id, claimed.id))
      .returning();
    log.error({ err: error }, `Backup into ${folder} failed: ${reason}`);
    return run!;
  }
  const file = path.join(folder, fileName);
  await copyBackup({ db, config, run: succeeded!, file, log }).catch((error: unknown) => {
    log.error({ err: error }, `The outcome of copying ${fileName} could not be recorded.`);
  });
  return succeeded!;
}

/** Deletes the backups beyond the newest `keep`, and partial files left by runs that died. */
async function pruneBackups(folder: string, keep: number, log: JobLog): Promise<void> {
  const names = await readdir(folder);
  for (const name of backupsToDelete(names, keep)) {
    await rm(path.join(folder, name), { force: true });
    log.info(`Deleted the old backup ${name} (BACKUP_KEEP is ${keep}).`);
  }
  for (const name of names.filter((entry) => entry.endsWith('.partial'))) {
    const file = path.join(folder, name);
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}
