import { isoDayIn, startOfIsoDayIn } from '../common/calendar-day.ts';

export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];
export const BACKUP_KINDS = ['nightly', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
/** Where a copy of each backup can go besides the backup folder (ADR 038). */
export const BACKUP_COPY_DESTINATIONS = ['folder', 's3'] as const;
export type BackupCopyDestination = (typeof BACKUP_COPY_DESTINATIONS)[number];
export const BACKUP_COPY_STATUSES = ['succeeded', 'failed'] as const;
export type BackupCopyStatus = (typeof BACKUP_COPY_STATUSES)[number];

/** How long a download link for a backup works; it works once (ADR 038). */
export const BACKUP_DOWNLOAD_LINK_MINUTES = 5;
export const BACKUP_PROOF_MISSING_MESSAGE =
  'Enter your password, or a code from your authenticator app.';
export const WRONG_BACKUP_PROOF_MESSAGE =
  'That is not your password, or not a current code from your authenticator app.';
export const BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE =
  'This download link has already been used or has ended. Go back to Settings › Backups and choose Download again.';

/** How many nightly backups are kept when BACKUP_KEEP is not set. */
export const DEFAULT_BACKUP_KEEP = 14;
/** The organisation's local hour from which a day's backup is due (a quiet hour for a school). */
export const BACKUP_HOUR = 2;

/**
 * The organisation's day whose backup is due at `now`, or null: a day's backup is due from
 * BACKUP_HOUR hours after local midnight until the day ends, so a machine that was off at night still backs up
 * that day when it starts. Claimed days are never due again.
 */
export function backupDayDue(
  now: Date,
  lastClaimedDay: string | null,
  timeZone: string,
  hour: number = BACKUP_HOUR,
): string | null {
  const day = isoDayIn(now, timeZone);
  if (lastClaimedDay !== null && lastClaimedDay >= day) return null;
  const sinceMidnight = now.getTime() - startOfIsoDayIn(day, timeZone).getTime();
  return sinceMidnight >= hour * 3_600_000 ? day : null;
}

const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.sql\.gz$/;

/** A finished backup's file name: sortable by time, no characters any file system refuses. */
export function backupFileName(startedAt: Date): string {
  const stamp = startedAt.toISOString().slice(0, 19).replaceAll(':', '-');
  return `backup-${stamp}Z.sql.gz`;
}

/** True for a finished backup's name; a `.partial` file left by a killed run is not one. */
export const isBackupFileName = (name: string): boolean => BACKUP_NAME.test(name);

/** The finished backups in a folder listing, newest first. */
export function listBackupFiles(names: readonly string[]): string[] {
  return names.filter(isBackupFileName).sort().reverse();
}

/** The backups beyond the newest `keep`, to be deleted. */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return listBackupFiles(names).slice(Math.max(keep, 1));
}

/** "840 KB", "12.3 MB": a file's size as people read it (KB rounded up, so never "0 KB" for data). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
