import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillEveryTable,
  rowsOf,
  tableFingerprints,
  type Keepsakes,
} from '../../../../tests/backup-fixture.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { openEmptyPglite, openNewPostgresDatabase } from '../../../../tests/test-database.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { listTables, UNSAVED_TABLES } from './database-objects.ts';
import { restoreBackup } from './restore-backup.ts';
import { latestSchemaVersion } from './schema-version.ts';
import { writeBackup } from './write-backup.ts';

// ADR 022, 042: back up a database holding every kind of record (PGlite or PostgreSQL, by the
// project), restore it into a fresh PGlite and a fresh PostgreSQL, and find every row, and every
// link and sign-in, intact; and load it with PostgreSQL's own psql, as a move to PostgreSQL does.
let source: TestApp;
let keepsakes: Keepsakes;
let folder: string;
let file: string;
let tables: string[];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'backup-proof-'));
  file = path.join(folder, 'proof.sql.gz');
  source = await createTestApp({ PUBLIC_URL: 'https://school.example.org' });
  keepsakes = await fillEveryTable(source);
  tables = (await listTables(source.db)).filter((name) => !UNSAVED_TABLES.includes(name));
  await writeBackup({ db: source.db, file, now: source.clock.now() });
}, 180_000);
afterAll(async () => {
  await source?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('starts from a database with rows in every table a backup carries', async () => {
  const empty: string[] = [];
  for (const table of tables) if ((await rowsOf(source.db, table)).length === 0) empty.push(table);
  expect(empty).toEqual([]);
  expect(tables.length).toBeGreaterThan(30);
});

async function expectFaithfulCopy(open: () => Promise<DatabaseHandle>) {
  const database = await open();
  const summary = await restoreBackup({ handle: database, file, force: false });
  expect(summary.schemaVersion).toBe(latestSchemaVersion());
  const restored = await createTestApp({ PUBLIC_URL: 'https://school.example.org' }, { database });
  try {
    restored.clock.set(source.clock.now());

    for (const table of tables) {
      expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(source.db, table));
    }

    // The sign-in still takes the password, and a session opened before the backup still works.
    const login = await restored.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: keepsakes.username, password: keepsakes.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const me = await restored.app.inject({
      url: '/api/waiting-list',
      headers: keepsakes.sessionHeaders,
    });
    expect(me.statusCode).toBe(200);
    // The family's links, the partner's shared document and the sealed PDF, byte for byte.
    const status = await restored.app.inject(`/api/waiting-list/status/${keepsakes.statusToken}`);
    expect(status.statusCode).toBe(200);
    const offer = await restored.app.inject(`/api/waiting-list/offers/${keepsakes.offerToken}`);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ status: 'open' });
    const shared = await restored.app.inject(`/api/shared/${keepsakes.shareToken}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Edited through the link.');
    const pdf = await restored.app.inject({
      url: `/api/docusign/download/${keepsakes.signedDocumentId}`,
      headers: keepsakes.sessionHeaders,
    });
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(
      keepsakes.signedPdfSha256,
    );
  } finally {
    await restored.close();
  }
}

describe('a backup restores row for row', () => {
  it('into a fresh PGlite', () => expectFaithfulCopy(openEmptyPglite), 180_000);

  it('into a fresh PostgreSQL database', async (context) => {
    const postgres = process.env.TEST_DATABASE_URL;
    const reason = 'set TEST_DATABASE_URL to a PostgreSQL server to run it';
    context.skip(skipBecause(!postgres, reason), reason);
    await expectFaithfulCopy(() => openNewPostgresDatabase(postgres!));
  }, 180_000);
});

/** Row count and MD5 of every table a backup carries, and of drizzle's migration record. */
async function carriedFingerprints(db: DatabaseHandle['db']) {
  const all = await tableFingerprints(db);
  return Object.fromEntries(
    Object.entries(all).filter(([table]) => !UNSAVED_TABLES.includes(table)),
  );
}

it('loads with psql into a fresh PostgreSQL database, every table with its rows', async (context) => {
  const postgres = process.env.TEST_DATABASE_URL;
  const reason = 'set TEST_DATABASE_URL to a PostgreSQL server (and install psql) to run it';
  context.skip(skipBecause(!postgres, reason), reason);
  const plain = path.join(folder, 'proof.sql');
  writeFileSync(plain, gunzipSync(readFileSync(file)));
  const name = `nda_psql_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgres!);
  url.pathname = `/${name}`;
  let loaded: DatabaseHandle | undefined;
  try {
    // As docs/operations.md says to move to PostgreSQL by hand.
    execFileSync(
      'psql',
      ['-v', 'ON_ERROR_STOP=1', '--single-transaction', '-q', '-f', plain, url.toString()],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    loaded = await openPostgres(url.toString(), { poolSize: 2 });
    expect(await carriedFingerprints(loaded.db)).toEqual(await carriedFingerprints(source.db));
  } finally {
    await loaded?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}, 180_000);
