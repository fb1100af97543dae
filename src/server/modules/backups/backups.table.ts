import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  BACKUP_KINDS,
  BACKUP_RUN_STATUSES,
  type BackupKind,
  type BackupRunStatus,
} from '../../../domain/backups.ts';
import { isOneOf } from '../../db/columns.ts';

/**
 * One row per backup the server made (ADR 022): nightly, or asked for in Settings. A nightly
 * run's unique `day` is its claim: the instance whose insert wins makes that day's backup, so
 * several instances on one PostgreSQL back up once. Left out of the backups themselves: it
 * describes this installation's files, not the organisation's data.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BackupKind>().notNull(),
    /** A nightly backup's calendar day where the organisation is (YYYY-MM-DD); null for others. */
    day: text('day').unique(),
    status: text('status').$type<BackupRunStatus>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's name inside the backup folder (never a full path: instances may differ). */
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed, in words for the Settings page and the log. */
    error: text('error'),
  },
  (t) => [
    check('backup_runs_status_check', isOneOf(t.status, BACKUP_RUN_STATUSES)),
    check('backup_runs_kind_check', isOneOf(t.kind, BACKUP_KINDS)),
    index('backup_runs_started_at_idx').on(t.startedAt),
  ],
);

export type BackupRun = typeof backupRuns.$inferSelect;
