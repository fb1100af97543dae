import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupRunDto, BackupStatusDto } from '../../../domain/backups/dtos.ts';
import {
  LOCAL_S3_CREDENTIALS,
  startLocalS3Server,
  type LocalS3Server,
} from '../../../../tests/local-s3-server.ts';
import { createTestApp, signInAsNewAdmin } from '../../../../tests/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { backupFolder } from './backup-folder.ts';
import { backUpIfDue } from './nightly-backups.ts';

/** Each backup copied to a second folder and an S3-compatible bucket (ADR 038). */
let s3: LocalS3Server;
let scratch: string;
const savedEnv = { ...process.env };
const log = { info: () => {}, error: () => {} };

beforeAll(async () => {
  s3 = await startLocalS3Server(['school-backups']);
  scratch = mkdtempSync(path.join(tmpdir(), 'backup-copies-'));
  // Credentials reach the S3 client only from the environment, as in production.
  process.env.AWS_ACCESS_KEY_ID = LOCAL_S3_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_S3_CREDENTIALS.secretAccessKey;
});
afterAll(async () => {
  process.env = savedEnv;
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function appCopyingTo(env: Record<string, string>) {
  const t = await createTestApp({ BACKUP_KEEP: '2', ...env });
  const { headers } = await signInAsNewAdmin(t);
  const backUpNow = async () => {
    t.clock.advance(60_000);
    const response = await t.app.inject({ method: 'POST', url: '/api/settings/backups', headers });
    expect(response.statusCode).toBe(201);
    return (response.json() as BackupRunDto).fileName!;
  };
  const status = async () =>
    (await t.app.inject({ url: '/api/settings/backups', headers })).json() as BackupStatusDto;
  return { t, backUpNow, status };
}

describe('backup copies', () => {
  let app: Awaited<ReturnType<typeof appCopyingTo>>;
  let copyDir: string;
  beforeAll(async () => {
    copyDir = path.join(scratch, 'second-disk', 'backups');
    app = await appCopyingTo({
      BACKUP_COPY_DIR: copyDir,
      BACKUP_S3_BUCKET: 'school-backups',
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_PREFIX: 'neurostem/',
    });
  });
  afterAll(() => app.t.close());

  it('shows both places before the first copy', async () => {
    expect((await app.status()).copies).toEqual([
      { destination: 'folder', target: copyDir, lastCopy: null, lastSucceededAt: null },
      {
        destination: 's3',
        target: 's3://school-backups/neurostem/',
        lastCopy: null,
        lastSucceededAt: null,
      },
    ]);
  });

  it('puts a byte-identical copy in the second folder and in the bucket', async () => {
    const fileName = await app.backUpNow();
    const original = readFileSync(path.join(backupFolder(app.t.config), fileName));
    expect(readFileSync(path.join(copyDir, fileName)).equals(original)).toBe(true);
    expect(readdirSync(copyDir)).toEqual([fileName]);
    expect((await s3.read('school-backups', `neurostem/${fileName}`)).equals(original)).toBe(true);

    const { copies } = await app.status();
    expect(copies).toEqual([
      {
        destination: 'folder',
        target: copyDir,
        lastCopy: { status: 'succeeded', fileName, finishedAt: expect.any(String), error: null },
        lastSucceededAt: copies[0]!.lastCopy!.finishedAt,
      },
      {
        destination: 's3',
        target: 's3://school-backups/neurostem/',
        lastCopy: { status: 'succeeded', fileName, finishedAt: expect.any(String), error: null },
        lastSucceededAt: copies[1]!.lastCopy!.finishedAt,
      },
    ]);
  });

  it('copies the nightly backup too, and keeps BACKUP_KEEP copies in the folder', async () => {
    await backUpIfDue({
      db: app.t.db,
      config: app.t.config,
      now: new Date('2026-11-27T09:00:00Z'),
      log,
    });
    const nightly = 'backup-2026-11-27T09-00-00Z.sql.gz';
    expect(readdirSync(copyDir)).toContain(nightly);
    expect((await s3.read('school-backups', `neurostem/${nightly}`)).length).toBeGreaterThan(0);
    await app.backUpNow();
    await app.backUpNow();
    expect(readdirSync(copyDir)).toHaveLength(2);
  });
});

describe('a copy that fails', () => {
  it('leaves the backup succeeded, and Settings says which copy failed and why', async () => {
    const blocked = path.join(scratch, 'not-a-folder');
    writeFileSync(blocked, 'a file where the copy folder should be');
    const app = await appCopyingTo({
      BACKUP_COPY_DIR: blocked,
      BACKUP_S3_BUCKET: 'no-such-bucket',
      BACKUP_S3_ENDPOINT: s3.endpoint,
    });
    try {
      const fileName = await app.backUpNow();
      const shown = await app.status();
      expect(shown.lastSucceeded).toMatchObject({ status: 'succeeded', fileName });
      expect(shown.files.map((file) => file.name)).toEqual([fileName]);
      expect(shown.copies).toEqual([
        {
          destination: 'folder',
          target: blocked,
          lastCopy: {
            status: 'failed',
            fileName,
            finishedAt: expect.any(String),
            error: expect.stringMatching(/EEXIST|ENOTDIR/),
          },
          lastSucceededAt: null,
        },
        {
          destination: 's3',
          target: 's3://no-such-bucket/',
          lastCopy: {
            status: 'failed',
            fileName,
            finishedAt: expect.any(String),
            error: 'The specified bucket does not exist',
          },
          lastSucceededAt: null,
        },
      ]);
    } finally {
      await app.t.close();
    }
  });
});

describe('copy settings', () => {
  it('refuse a bucket address without a bucket, and a copy folder that is the backup folder', () => {
    expect(() => loadConfig({ BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      new ConfigError(
        'Invalid configuration: BACKUP_S3_ENDPOINT is set but BACKUP_S3_BUCKET is not. Set the bucket to copy backups to, or unset BACKUP_S3_ENDPOINT.',
      ),
    );
    expect(() => loadConfig({ DATA_DIR: '/srv/app', BACKUP_COPY_DIR: '/srv/app/backups' })).toThrow(
      /BACKUP_COPY_DIR is the backup folder itself/,
    );
    expect(loadConfig({ BACKUP_S3_BUCKET: 'school', AWS_REGION: 'eu-west-1' }).backupCopy).toEqual({
      dir: undefined,
      s3: { bucket: 'school', endpoint: undefined, region: 'eu-west-1', prefix: '' },
    });
  });
});
