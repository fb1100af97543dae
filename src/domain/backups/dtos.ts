import { z } from 'zod';
import {
  BACKUP_COPY_DESTINATIONS,
  BACKUP_COPY_STATUSES,
  BACKUP_PROOF_MISSING_MESSAGE,
  BACKUP_KINDS,
  BACKUP_RUN_STATUSES,
  isBackupFileName,
} from './backups.ts';
import { isoDateTime } from '../common/dto-fields.ts';

/** The answers of Settings › Backups (GET and POST /api/settings/backups). */

/** One backup the server made, as Settings shows it. */
export const backupRunDto = z.object({
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_RUN_STATUSES),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  fileName: z.string().nullable(),
  /** The file's size; null until the backup has succeeded. */
  bytes: z.number().int().nullable(),
  /** Why it failed, for the person who runs the server. */
  error: z.string().nullable(),
});
export type BackupRunDto = z.infer<typeof backupRunDto>;

/** A place each backup is copied to (BACKUP_COPY_DIR, BACKUP_S3_BUCKET), and its last copy. */
export const backupCopyTargetDto = z.object({
  destination: z.enum(BACKUP_COPY_DESTINATIONS),
  /** The folder, or s3://bucket/prefix: where to look for the copies. */
  target: z.string(),
  /** The newest copy tried, of any outcome; null before the first backup after it was set. */
  lastCopy: z
    .object({
      status: z.enum(BACKUP_COPY_STATUSES),
      fileName: z.string(),
      finishedAt: isoDateTime,
      /** Why it failed, in words for the owner and the log. */
      error: z.string().nullable(),
    })
    .nullable(),
  /** When a copy last arrived whole. */
  lastSucceededAt: isoDateTime.nullable(),
});
export type BackupCopyTargetDto = z.infer<typeof backupCopyTargetDto>;

/** GET /api/settings/backups: where backups go, the last ones made, and the files kept. */
export const backupStatusDto = z.object({
  folder: z.string(),
  keep: z.number().int(),
  /** The newest backup that succeeded, or null when none has yet. */
  lastSucceeded: backupRunDto.nullable(),
  /** The newest backup of any outcome (a failure newer than the last success shows here). */
  lastRun: backupRunDto.nullable(),
  /** The finished backup files in the folder, newest first (a partial file is never listed). */
  files: z.array(z.object({ name: z.string(), bytes: z.number().int(), modifiedAt: isoDateTime })),
  /** The places each backup is copied to; empty when none is set up. */
  copies: z.array(backupCopyTargetDto),
});
export type BackupStatusDto = z.infer<typeof backupStatusDto>;

/**
 * POST /api/settings/backups/download-links: the owner proves it is them again (password, or a
 * code from the authenticator app) before a copy of the whole database leaves the server.
 */
export const createBackupDownloadInput = z.object({
  fileName: z
    .string()
    .max(200)
    .refine(isBackupFileName, 'Choose one of the backup files listed on this page.'),
  proof: z.string().min(1, BACKUP_PROOF_MISSING_MESSAGE).max(1024, 'At most 1024 characters.'),
});
export type CreateBackupDownloadInput = z.infer<typeof createBackupDownloadInput>;

/** A one-time link to the checked backup file, valid for BACKUP_DOWNLOAD_LINK_MINUTES. */
export const backupDownloadLinkDto = z.object({
  url: z.string(),
  expiresAt: isoDateTime,
  fileName: z.string(),
  bytes: z.number().int(),
  /** What the check of the whole file found: the tables and rows it holds. */
  tables: z.number().int(),
  rows: z.number().int(),
});
export type BackupDownloadLinkDto = z.infer<typeof backupDownloadLinkDto>;
