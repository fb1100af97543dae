import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealBackup, tableFingerprints } from '../../../../tests/backup-fixture.ts';
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
// and the replacement runs in one transaction (ADR 042).
let handle: DatabaseHandle;
let t: TestApp;
let username: string;
let folder: string;
let text: string;
let gzipFile: string;
let atBackup: Record<string, string>;
let live: Record<string, string>;
let donorId: string;

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
  donorId = donor.id;

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
/** The first line that is one whole row of `table` and contains `part`. */
const rowLine = (table: string, part = '') =>
  lines().findIndex(
    (line) =>
      line.startsWith(`INSERT INTO public.${table} VALUES (`) &&
      line.endsWith(');') &&
      line.includes(part),
  );
/** The text without the row on line `index`, its table's total and the end line made to agree. */
function withoutRow(index: number, table: string) {
  const edited = without(index)
    .replace(
      new RegExp(`^-- Table public\\.${table}: (\\d+) rows$`, 'm'),
      (_, rows: string) => `-- Table public.${table}: ${Number(rows) - 1} rows`,
    )
    .replace(
      /^-- End of backup: (\d+) tables, (\d+) rows$/m,
      (_, tables: string, rows: string) =>
        `-- End of backup: ${tables} tables, ${Number(rows) - 1} rows`,
    );
  return resealBackup(edited);
}

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
  expect(rowLine('donations', ', 12345, ')).toBeGreaterThan(0);
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
      damage: 'missing one row',
      content: () => without(rowLine('donations')),
      refusal:
        /^The backup file is incomplete: table public\.donations should have \d+ rows, but the file holds \d+/,
    },
    {
      damage: 'one value edited (a gift of 12345 cents made 99999)',
      content: () => {
        const edited = lines();
        const at = rowLine('donations', ', 12345, ');
        edited[at] = edited[at]!.replace(', 12345, ', ', 99999, ');
        return edited.join('\n');
      },
      refusal: /^The backup file was changed after it was written: its checksum does not match\.$/,
    },
    {
      damage: 'its trailer removed, leaving pg_dump’s output whole',
      content: () =>
        `${lines()
          .slice(0, lines().indexOf('-- PostgreSQL database dump complete') + 3)
          .join('\n')}\n`,
      refusal: /^The backup file is incomplete: it stops after line \d+, before its end line/,
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
  it('a duplicate key, found when the primary key is added after the rows', async () => {
    const first = lines()[rowLine('partners')]!;
    const second = rowLine('partners', '') + 1;
    const edited = lines();
    const idOf = (line: string) => /VALUES \('([0-9a-f-]{36})'/.exec(line)![1]!;
    expect(edited[second]).toMatch(/^INSERT INTO public\.partners VALUES \('/);
    edited[second] = edited[second]!.replace(idOf(edited[second]!), idOf(first));
    await expect(restoreOverLive('duplicate.sql', resealBackup(edited.join('\n')))).rejects.toThrow(
      /^The backup could not be loaded: "ALTER TABLE ONLY public\.partners.*" on line \d+ was refused: could not create unique index "partners_pkey"\.$/,
    );
    await expectLiveUnchanged();
  });

  it('a reference to nothing, found when the foreign keys are added after every row', async () => {
    const content = withoutRow(rowLine('donors', `('${donorId}'`), 'donors');
    await expect(restoreOverLive('dangling.sql', content)).rejects.toThrow(
      /^The backup could not be loaded: "ALTER TABLE ONLY public\.\w+.*" on line \d+ was refused: .*violates foreign key constraint/,
    );
    await expectLiveUnchanged();
  });
});

it('the whole backup, restored with force over the live database, gives back the moment it was made', async () => {
  const summary = await restoreBackup({ handle, file: gzipFile, force: true });
  expect(summary.checksum).toBe('verified');
  expect(await tableFingerprints(t.db)).toEqual(atBackup);
});
