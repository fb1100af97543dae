import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE } from '../../../domain/backups/backups.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.table.ts';
import { hashSessionToken, isWellFormedToken } from '../auth/session-token.ts';
import { backupFolder } from './backup-folder.ts';
import { backupDownloads } from './backups.table.ts';

export type BackupDownload = { fileName: string; bytes: number; handle: FileHandle };

/**
 * Uses a download link: it is marked used by one atomic update, so two requests racing with one
 * link get one file. The file is opened before the transaction commits, and the audit row commits
 * with the link's use, so every file handed out has its row (ADR 038).
 */
export async function takeBackupDownload(options: {
  db: Database;
  config: Pick<Config, 'dataDir' | 'backupDir'>;
  token: string;
  now: Date;
}): Promise<BackupDownload> {
  const { db, token, now } = options;
  if (!isWellFormedToken(token)) throw new AppError(410, BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE);
  let handle: FileHandle | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(backupDownloads)
        .set({ usedAt: now })
        .where(
          and(
            eq(backupDownloads.tokenHash, hashSessionToken(token)),
            isNull(backupDownloads.usedAt),
            gt(backupDownloads.expiresAt, now),
          ),
        )
        .returning();
      if (!link) throw new AppError(410, BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE);
      const [user] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, link.userId));
      if (!user) throw new AppError(410, BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE);
      handle = await openBackup(path.join(backupFolder(options.config), link.fileName));
      const { size } = await handle.stat();
      await recordAudit({
        db: tx,
        actor: user,
        action: 'download',
        entity: 'backup',
        entityId: link.fileName,
        details: { fileName: link.fileName, bytes: size },
        at: now,
      });
      return { fileName: link.fileName, bytes: size, handle };
    });
  } catch (error) {
    await handle?.close();
    throw error;
  }
}

async function openBackup(file: string): Promise<FileHandle> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new AppError(
      410,
      'This backup was deleted from the backup folder after the link was made (only the newest ones are kept). Go back to Settings › Backups and choose another.',
    );
  }
}
