import { and, desc, eq } from 'drizzle-orm';
import type { BackupCopyDestination } from '../../../domain/backups/backups.ts';
import type { BackupCopyTargetDto } from '../../../domain/backups/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { backupCopies } from './backups.table.ts';
import { s3Location } from './copy-to-s3.ts';

async function lastCopy(db: Database, destination: BackupCopyDestination, succeededOnly: boolean) {
  const [row] = await db
    .select()
    .from(backupCopies)
    .where(
      and(
        eq(backupCopies.destination, destination),
        succeededOnly ? eq(backupCopies.status, 'succeeded') : undefined,
      ),
    )
    .orderBy(desc(backupCopies.finishedAt))
    .limit(1);
  return row;
}

/** Each configured copy destination with its newest copy and its last success (ADR 038). */
export async function readBackupCopyStatus(options: {
  db: Database;
  config: Pick<Config, 'backupCopy'>;
}): Promise<BackupCopyTargetDto[]> {
  const { db } = options;
  const { dir, s3 } = options.config.backupCopy;
  const configured: { destination: BackupCopyDestination; target: string }[] = [];
  if (dir) configured.push({ destination: 'folder', target: dir });
  if (s3) configured.push({ destination: 's3', target: s3Location(s3) });
  const answer: BackupCopyTargetDto[] = [];
  for (const { destination, target } of configured) {
    const last = await lastCopy(db, destination, false);
    const good = last?.status === 'succeeded' ? last : await lastCopy(db, destination, true);
    answer.push({
      destination,
      target,
      lastCopy: last
        ? {
            status: last.status,
            fileName: last.fileName,
            finishedAt: last.finishedAt.toISOString(),
            error: last.error,
          }
        : null,
      lastSucceededAt: good?.finishedAt.toISOString() ?? null,
    });
  }
  return answer;
}
