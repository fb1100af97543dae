import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { listBackupFiles } from '../../../domain/backups/backups.ts';
import type { BackupRunDto, BackupStatusDto } from '../../../domain/backups/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { backupFolder } from './backup-folder.ts';
import { readBackupCopyStatus } from './backup-copy-status.ts';
import { backupRuns, type BackupRun } from './backups.table.ts';

const toDto = (run: BackupRun): BackupRunDto => ({
  kind: run.kind,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  fileName: run.fileName,
  bytes: run.bytes,
  error: run.error,
});

/** The newest backup that succeeded (also read by GET /metrics). */
export async function lastSucceededBackup(db: Database): Promise<BackupRun | null> {
  const [run] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return run ?? null;
}

/** The finished backups in the folder; none when it does not exist (yet, or a file is in the way). */
async function listFiles(folder: string): Promise<BackupStatusDto['files']> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  const files: BackupStatusDto['files'] = [];
  for (const name of listBackupFiles(names)) {
    try {
      const info = await stat(path.join(folder, name));
      files.push({ name, bytes: info.size, modifiedAt: info.mtime.toISOString() });
    } catch {
      // Deleted by the pruning of a backup finishing right now: not there any more.
    }
  }
  return files;
}

export async function readBackupStatus(options: {
  db: Database;
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep' | 'backupCopy'>;
}): Promise<BackupStatusDto> {
  const { db, config } = options;
  const folder = backupFolder(config);
  const [lastRun] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const lastSucceeded = await lastSucceededBackup(db);
  return {
    folder,
    keep: config.backupKeep,
    lastSucceeded: lastSucceeded ? toDto(lastSucceeded) : null,
    lastRun: lastRun ? toDto(lastRun) : null,
    files: await listFiles(folder),
    copies: await readBackupCopyStatus({ db, config }),
  };
}

export { toDto as backupRunDto };
