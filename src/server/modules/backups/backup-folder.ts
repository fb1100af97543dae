import path from 'node:path';

/** Where nightly backups go: BACKUP_DIR, or `backups` inside DATA_DIR. */
export const backupFolder = (config: { backupDir?: string | undefined; dataDir: string }) =>
  config.backupDir ?? path.join(config.dataDir, 'backups');
