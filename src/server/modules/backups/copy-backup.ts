import path from 'node:path';
import type { BackupCopyDestination } from '../../../domain/backups/backups.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog } from '../../jobs/job.ts';
import { backupCopies, type BackupRun } from './backups.table.ts';
import { copyToFolder } from './copy-to-folder.ts';
import { copyToS3, createBackupS3Client, s3Location } from './copy-to-s3.ts';

type CopyConfig = Pick<Config, 'backupCopy' | 'backupKeep'>;

/** Each place a backup is copied to, as configured: the second folder, then the bucket. */
function destinations(config: CopyConfig, file: string) {
  const { dir, s3 } = config.backupCopy;
  const list: {
    destination: BackupCopyDestination;
    target: string;
    copy: () => Promise<unknown>;
  }[] = [];
  if (dir) {
    const copy = () => copyToFolder({ file, folder: dir, keep: config.backupKeep });
    list.push({ destination: 'folder', target: path.join(dir, path.basename(file)), copy });
  }
  if (s3) {
    const copy = () => copyToS3({ file, s3, client: createBackupS3Client(s3) });
    list.push({ destination: 's3', target: s3Location(s3, path.basename(file)), copy });
  }
  return list;
}

/**
 * Copies a finished backup to BACKUP_COPY_DIR and the S3 bucket, when set, and records each
 * outcome for Settings. A failed copy is logged and recorded, never thrown: the backup itself
 * is already safe in the backup folder (ADR 038).
 */
export async function copyBackup(options: {
  db: Database;
  config: CopyConfig;
  run: BackupRun;
  file: string;
  log: JobLog;
}): Promise<void> {
  const { db, run, file, log } = options;
  for (const { destination, target, copy } of destinations(options.config, file)) {
    let error: string | null = null;
    try {
      await copy();
      log.info(`Backup copied to ${target}.`);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      log.error({ err: caught }, `Copying the backup to ${target} failed: ${error}`);
    }
    await db.insert(backupCopies).values({
      runId: run.id,
      destination,
      target,
      fileName: path.basename(file),
      status: error ? 'failed' : 'succeeded',
      finishedAt: new Date(),
      error,
    });
  }
}
