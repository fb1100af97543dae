import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  BACKUP_COPY_DESTINATIONS,
  BACKUP_COPY_STATUSES,
  BACKUP_KINDS,
  BACKUP_RUN_STATUSES,
  type BackupCopyDestination,
  type BackupCopyStatus,
  type BackupKind,
  type BackupRunStatus,
} from '../../../domain/backups/backups.ts';
import { isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

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

/**
 * One row per copy of a backup to BACKUP_COPY_DIR or the S3 bucket (ADR 038): Settings shows
 * the newest per destination. A failed copy never fails the backup. Not carried in backups.
 */
export const backupCopies = pgTable(
  'backup_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => backupRuns.id, { onDelete: 'cascade' }),
    destination: text('destination').$type<BackupCopyDestination>().notNull(),
    /** The folder or s3://bucket/key the copy went to. */
    target: text('target').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<BackupCopyStatus>().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    error: text('error'),
  },
  (t) => [
    check('backup_copies_status_check', isOneOf(t.status, BACKUP_COPY_STATUSES)),
    check('backup_copies_destination_check', isOneOf(t.destination, BACKUP_COPY_DESTINATIONS)),
    index('backup_copies_run_id_idx').on(t.runId),
    index('backup_copies_destination_idx').on(t.destination, t.finishedAt),
  ],
);

/**
 * A one-time link to download a backup, made after the owner proved it was them again (ADR 038).
 * Only the SHA-256 of its key is stored; `usedAt` is set by the one request that may use it.
 * Not carried in backups.
 */
export const backupDownloads = pgTable(
  'backup_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('backup_downloads_user_id_idx').on(t.userId),
    index('backup_downloads_expires_at_idx').on(t.expiresAt),
  ],
);
