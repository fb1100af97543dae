import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupRunDto, BackupStatusDto } from '../../../domain/backups/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { sampleValue, scrape } from '../../../../tests/prometheus-text.ts';
import { createAppMetrics } from '../metrics/app-metrics.ts';
import { backupFolder } from './backup-folder.ts';
import { lastBackupGauge } from './backup-gauge.ts';
import { backupRuns } from './backups.table.ts';
import { backUpIfDue } from './nightly-backups.ts';

let t: TestApp;
let owner: Record<string, string>;
let folder: string;
const log = { info: () => {}, error: () => {} };
const nightly = (at: string) => backUpIfDue({ db: t.db, config: t.config, now: new Date(at), log });
const status = async () =>
  (await t.app.inject({ url: '/api/settings/backups', headers: owner })).json() as BackupStatusDto;

const METRICS_TOKEN = 'backup-metrics-test-0123456789';
const lastBackupMetric = async () =>
  sampleValue(await scrape(t, METRICS_TOKEN), 'backup_last_success_timestamp_seconds', {});

beforeAll(async () => {
  const metrics = createAppMetrics({ log: { warn: () => {} } });
  t = await createTestApp(
    { BACKUP_KEEP: '2', ORGANIZATION_TIME_ZONE: 'America/Chicago', METRICS_TOKEN },
    { metrics },
  );
  metrics.addGauge(lastBackupGauge(t.db));
  owner = (await signInAsNewAdmin(t)).headers;
  folder = backupFolder(t.config);
});
afterAll(() => t.close());

describe('nightly backups', () => {
  it('have none to show at first, and the metric says never', async () => {
    expect(await lastBackupMetric()).toBe(0);
    expect(await status()).toEqual({
      folder: path.join(t.config.dataDir, 'backups'),
      keep: 2,
      lastSucceeded: null,
      lastRun: null,
      files: [],
      copies: [],
    });
  });

  it('wait for 2 AM where the organisation is, then make one backup that day', async () => {
    await nightly('2026-11-27T07:59:59Z'); // 1:59 AM in Chicago
    expect(existsSync(folder)).toBe(false);
    await nightly('2026-11-27T08:00:00Z');
    await nightly('2026-11-27T20:00:00Z');
    expect(readdirSync(folder)).toEqual(['backup-2026-11-27T08-00-00Z.sql.gz']);
    const shown = await status();
    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.day, '2026-11-27'));
    expect(await lastBackupMetric()).toBe(run!.finishedAt!.getTime() / 1000);
    expect(shown.lastSucceeded).toMatchObject({
      kind: 'nightly',
      status: 'succeeded',
      startedAt: '2026-11-27T08:00:00.000Z',
      fileName: 'backup-2026-11-27T08-00-00Z.sql.gz',
      error: null,
    });
    expect(shown.files).toEqual([
      {
        name: 'backup-2026-11-27T08-00-00Z.sql.gz',
        bytes: shown.lastSucceeded!.bytes,
        modifiedAt: expect.any(String),
      },
    ]);
  });

  it('are made once a day however many instances ask at once', async () => {
    await Promise.all([nightly('2026-11-28T09:00:00Z'), nightly('2026-11-28T09:00:00Z')]);
    const runs = await t.db.select().from(backupRuns).where(eq(backupRuns.day, '2026-11-28'));
    expect(runs).toHaveLength(1);
    expect(readdirSync(folder).sort()).toEqual([
      'backup-2026-11-27T08-00-00Z.sql.gz',
      'backup-2026-11-28T09-00-00Z.sql.gz',
    ]);
  });

  it('keep the newest BACKUP_KEEP files and never list a partial one', async () => {
    writeFileSync(path.join(folder, 'backup-2026-11-30T08-00-00Z.sql.gz.partial'), 'cut short');
    await nightly('2026-11-29T08:30:00Z');
    expect(readdirSync(folder).sort()).toEqual([
      'backup-2026-11-28T09-00-00Z.sql.gz',
      'backup-2026-11-29T08-30-00Z.sql.gz',
      'backup-2026-11-30T08-00-00Z.sql.gz.partial',
    ]);
    expect((await status()).files.map((file) => file.name)).toEqual([
      'backup-2026-11-29T08-30-00Z.sql.gz',
      'backup-2026-11-28T09-00-00Z.sql.gz',
    ]);
    rmSync(path.join(folder, 'backup-2026-11-30T08-00-00Z.sql.gz.partial'));
  });
});

describe('POST /api/settings/backups', () => {
  it('makes a backup now, for owners only', async () => {
    t.clock.set(new Date('2026-11-29T15:00:00Z'));
    owner = (await signInAsNewAdmin(t)).headers;
    const viewer = (await signInAsNewAdmin(t, { roles: ['admissions'] })).headers;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/settings/backups',
      headers: viewer,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/settings/backups', headers: viewer })).statusCode).toBe(
      403,
    );

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/settings/backups',
      headers: owner,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'manual',
      status: 'succeeded',
      fileName: 'backup-2026-11-29T15-00-00Z.sql.gz',
    } satisfies Partial<BackupRunDto>);
    expect((await status()).files[0]?.name).toBe('backup-2026-11-29T15-00-00Z.sql.gz');
  });

  it('says why a backup could not be written, and the last good one stays shown', async () => {
    const blocked = await createTestApp({
      DATA_DIR: t.config.dataDir,
      BACKUP_DIR: path.join(folder, 'backup-2026-11-29T15-00-00Z.sql.gz', 'inside-a-file'),
    });
    try {
      const headers = (await signInAsNewAdmin(blocked)).headers;
      const failed = await blocked.app.inject({
        method: 'POST',
        url: '/api/settings/backups',
        headers,
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().message).toMatch(
        /^The backup could not be written: .*ENOTDIR.*\. Nothing else was changed\.$/,
      );
      const shown = (
        await blocked.app.inject({ url: '/api/settings/backups', headers })
      ).json() as BackupStatusDto;
      expect(shown.lastRun).toMatchObject({
        kind: 'manual',
        status: 'failed',
        error: expect.stringContaining('ENOTDIR'),
      });
      expect(shown.lastSucceeded).toBeNull();
      const [failedRun] = await blocked.db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.status, 'failed'), eq(backupRuns.kind, 'manual')));
      expect(failedRun?.fileName).toBeNull();
    } finally {
      await blocked.close();
    }
  });
});
