import type { Database } from '../../db/client.ts';
import type { ScrapeGauge } from '../metrics/app-metrics.ts';
import { lastSucceededBackup } from './backup-status.ts';

/**
 * GET /metrics: when the last backup succeeded. 0 when none has, so an alert on its age ("no
 * backup for 36 hours") also fires on an installation that never made one.
 */
export const lastBackupGauge = (db: Database): ScrapeGauge => ({
  name: 'backup_last_success_timestamp_seconds',
  help: 'When the last successful backup finished (Unix time; 0: never)',
  collect: async () => {
    const last = await lastSucceededBackup(db);
    return last?.finishedAt ? last.finishedAt.getTime() / 1000 : null;
  },
});
