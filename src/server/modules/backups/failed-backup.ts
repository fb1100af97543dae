import { formatDateTime } from '../../../domain/common/date-format.ts';
import { todayItemKey, type TodayItemDto } from '../../../domain/today/today-items.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { readBackupStatus } from './backup-status.ts';

/**
 * The backup that needs someone, as Settings → Backups shows it (the same status): the newest
 * run, when it failed. A later backup that succeeds, nightly or by hand, takes it away.
 */
export async function failedBackup(options: {
  db: Database;
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep' | 'backupCopy'>;
}): Promise<TodayItemDto[]> {
  const { lastRun, lastSucceeded } = await readBackupStatus(options);
  if (lastRun?.status !== 'failed') return [];
  const lastGood = lastSucceeded
    ? `The last good backup is from ${formatDateTime(lastSucceeded.startedAt)}.`
    : 'No backup has succeeded yet.';
  return [
    {
      key: todayItemKey('backup-failed', lastRun.startedAt, 'failed'),
      kind: 'backup-failed',
      targetId: lastRun.startedAt,
      title: `The ${lastRun.kind} backup of ${formatDateTime(lastRun.startedAt)} failed`,
      detail: `${lastRun.error ?? 'No reason was recorded.'} ${lastGood}`,
      since: lastRun.startedAt,
      href: '/admin/settings/backups',
      reply: null,
    },
  ];
}
