import { z } from 'zod';
import { BACKUP_KINDS, BACKUP_RUN_STATUSES } from './backups.ts';
import { isoDateTime } from './dto-fields.ts';

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
});
export type BackupStatusDto = z.infer<typeof backupStatusDto>;
