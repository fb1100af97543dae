import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, lte } from 'drizzle-orm';
import { isTotpCode } from '../../../domain/auth/account-security.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../domain/auth/admin-session.ts';
import {
  BACKUP_DOWNLOAD_LINK_MINUTES,
  WRONG_BACKUP_PROOF_MESSAGE,
} from '../../../domain/backups/backups.ts';
import type {
  BackupDownloadLinkDto,
  CreateBackupDownloadInput,
} from '../../../domain/backups/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/app-error.ts';
import { users } from '../auth/auth.table.ts';
import { verifyPassword } from '../auth/password.ts';
import { acceptTotpCode } from '../auth/second-step.service.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import type { AdminSession } from '../auth/sessions.service.ts';
import { countAttempt } from '../rate-limits/count-attempt.ts';
import { clearRateLimit } from '../rate-limits/rate-limits.service.ts';
import { backupFolder } from './backup-folder.ts';
import { BackupFileError } from './backup-format.ts';
import { backupDownloads } from './backups.table.ts';
import { checkBackupFile } from './check-backup-file.ts';

/**
 * The owner proves it is them again: their password, or a current code from their authenticator
 * app (used once, like at sign-in). Each try is counted before the check (ADR 031), so a session
 * left open on a shared computer is not a way to guess the password.
 */
async function confirmIdentity(options: {
  db: Database;
  userId: string;
  proof: string;
  now: Date;
}): Promise<void> {
  const { db, userId, proof, now } = options;
  const limitKey = `backup-download:${userId}`;
  await countAttempt({
    db,
    limits: [{ key: limitKey, limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS }],
    now,
    refusal: (retry) => `Too many wrong passwords or codes. Please wait ${retry} and try again.`,
  });
  const confirmed = isTotpCode(proof)
    ? await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        return user ? acceptTotpCode({ tx, user, code: proof.replace(/\s/g, ''), now }) : false;
      })
    : await (async () => {
        const [user] = await db.select().from(users).where(eq(users.id, userId));
        return user ? verifyPassword(user.password, proof) : false;
      })();
  if (!confirmed) throw fieldError('proof', WRONG_BACKUP_PROOF_MESSAGE);
  await clearRateLimit({ db, key: limitKey });
}

/**
 * After the owner proved it is them again and the whole file passed the restore's own check
 * (every table's total, the end line, the checksum: ADR 042), a link that hands out this one
 * backup once, within BACKUP_DOWNLOAD_LINK_MINUTES. Only the SHA-256 of its key is stored.
 */
export async function createBackupDownload(options: {
  db: Database;
  config: Pick<Config, 'dataDir' | 'backupDir'>;
  session: AdminSession;
  input: CreateBackupDownloadInput;
  now: Date;
}): Promise<BackupDownloadLinkDto> {
  const { db, input, now } = options;
  const userId = options.session.user.id;
  await confirmIdentity({ db, userId, proof: input.proof, now });

  const file = path.join(backupFolder(options.config), input.fileName);
  if (!existsSync(file)) throw notFound(`The backup ${input.fileName}`);
  let facts;
  try {
    facts = await checkBackupFile(file);
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    throw new AppError(
      409,
      `${input.fileName} did not pass its check, so it is not offered for download: ${error.message} Choose another backup.`,
    );
  }
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + BACKUP_DOWNLOAD_LINK_MINUTES * 60_000);
  await db.delete(backupDownloads).where(lte(backupDownloads.expiresAt, now));
  await db.insert(backupDownloads).values({
    userId,
    fileName: input.fileName,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt,
  });
  const { size } = await stat(file);
  return {
    url: `/api/backup-downloads/${token}`,
    expiresAt: expiresAt.toISOString(),
    fileName: input.fileName,
    bytes: size,
    tables: facts.tables,
    rows: facts.rows,
  };
}
