import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editBackupRows, tableFingerprints } from '../../../../tests/backup-fixture.ts';
import { addDonor, addGift } from '../../../../tests/crm-helpers.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';
import { openTestDatabase } from '../../../../tests/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createPartner } from '../../demo/factories.ts';
import { seedDemoData } from '../../demo/seed-demo-data.ts';
import { seedOrganisationSettings } from '../settings/seed-organisation-settings.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// A damaged backup restored with --force over a live database is refused, and every table of
// the live database is exactly as it was: the file is proved whole before anything is touched,
// and the replacement runs in one transaction (ADR 022).
let handle: DatabaseHandle;
let t: TestApp;
let username: string;
let folder: string;
let text: string;
let gzipFile: string;
let atBackup: Record<string, string>;
let live: Record<string, string>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'damaged-backup-'));
  handle = await openTestDatabase();
  t = await createTestApp({}, { database: handle });
  const admin = await signInAsNewAdmin(t);
  username = admin.user.username;
  const now = t.clock.now();
  await seedOrganisationSettings({ db: t.db, config: t.config, now });
  await seedDemoData({ db: t.db, config: t.config, now });
  const donor = await addDonor(t, admin.headers);
  await addGift(t, admin.headers, { donorId: donor.id, amountCents: 12345 });

  const plain = path.join(folder, 'backup.sql');
  gzipFile = path.join(folder, 'backup.sql.gz');
  await writeBackup({ db: t.db, file: plain, now });
  await writeBackup({ db: t.db, file: gzipFile, now });
  text = readFileSync(plain, 'utf8');
  atBackup = await tableFingerprints(t.db);
  // The live database moves on after its backup, so a restore would visibly change it.
  await createPartner(t.db, { companyName: 'Added after the backup' });
  live = await tableFingerprints(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const lines = () => text.split('\n');
const without = (index: number) => lines().toSpliced(index, 1).join('\n');
const firstRowsOf = (table: string) =>
  lines().findIndex((line) => line.startsWith(`INSERT INTO public."${table}" `));

/** Writes `content` as a backup file and restores it with force over the live database. */
async function restoreOverLive(name: string, content: string | Buffer) {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return restoreBackup({ handle, file, force: true });
}

/** Every table as it was, and the account still signs in (which adds a session: noted). */
async function expectLiveUnchanged() {
  expect(await tableFingerprints(t.db)).toEqual(live);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: TEST_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  live = await tableFingerprints(t.db);
}

it('starts from a live database with hundreds of rows that differs from its backup', () => {
  const rows = Object.values(live).reduce((sum, entry) => sum + Number.parseInt(entry, 10), 0);
  expect(rows).toBeGreaterThan(300);
  expect(live).not.toEqual(atBackup);
  expect(text).toContain('"amount_cents": 12345');
});

describe('a damaged backup is refused and the live database is left as it was', () => {
  it.each([
    {
      damage: 'cut off in the middle of a line',
      content: () => text.slice(0, Math.floor(text.length / 2)),
      refusal:
        /^The backup file is incomplete: it ends in the middle of line \d+ \(was it still being written or copied\?\)\.$/,
    },
    {
      damage: 'cut off after a whole line, end and checksum missing',
      content: () => `${lines().slice(0, -3).join('\n')}\n`,
      refusal: /^The backup file is incomplete: it stops after line \d+, before its end line/,
    },
    {
      damage: 'compressed and cut off',
      content: () => {
        const gzip = readFileSync(gzipFile);
        return gzip.subarray(0, Math.floor(gzip.length / 2));
      },
      refusal: /^The backup file is incomplete: its compressed data ends early/,
    },
    {
      damage: 'missing one line of rows',
      content: () => without(firstRowsOf('donations')),
      refusal:
        /^The backup file is incomplete: table "donations" should have \d+ rows, but the file holds \d+/,
    },
    {
      damage: 'one value edited (a gift of 12345 cents made 99999)',
      content: () => text.replace('"amount_cents": 12345', '"amount_cents": 99999'),
      refusal: /^The backup file was changed after it was written: its checksum does not match\.$/,
    },
    {
      damage: 'another program’s dump',
      content: () => '-- PostgreSQL database dump\nSET statement_timeout = 0;\n',
      refusal: /^This file is not a backup of this app/,
    },
  ])('$damage', async ({ damage, content, refusal }) => {
    const name = `${damage.replaceAll(/\W+/g, '-')}.sql`;
    await expect(restoreOverLive(name, content())).rejects.toThrow(refusal);
    await expectLiveUnchanged();
  });
});

describe('a whole backup the database refuses midway leaves the live database as it was', () => {
  it('a duplicate key in the middle of the load', async () => {
    const content = editBackupRows(text, 'partners', (rows) => {
      rows[1]!.id = rows[0]!.id;
    });
    await expect(restoreOverLive('duplicate.sql', content)).rejects.toThrow(
      /^The rows of table "partners" on line \d+ could not be loaded: duplicate key value violates unique constraint "partners_pkey"\.$/,
    );
    await expectLiveUnchanged();
  });

  it('a reference to nothing, found only when every row is loaded', async () => {
    const content = editBackupRows(text, 'donations', (rows) => {
      const oneTime = rows.find((row) => row.donation_type === 'one-time')!;
      oneTime.pledge_id = randomUUID();
    });
    await expect(restoreOverLive('dangling.sql', content)).rejects.toThrow(
      /^The rows of the backup do not fit together: .*violates foreign key constraint "donations_pledge_id_donations_id_fk"/,
    );
    await expectLiveUnchanged();
  });
});

it('the whole backup, restored with force over the live database, gives back the moment it was made', async () => {
  const summary = await restoreBackup({ handle, file: gzipFile, force: true });
  expect(summary.checksum).toBe('verified');
  expect(await tableFingerprints(t.db)).toEqual(atBackup);
});
