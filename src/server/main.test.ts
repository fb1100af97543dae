import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../../tests/server-process.ts';
import { skipBecause } from '../../tests/skip-reason.ts';

const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ env });
  running.push(server);
  return server;
}

const signIn = (server: ServerProcess, username: string, password: string) =>
  fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

// Real processes compile TypeScript on start: slow on a busy 2-core machine, hence the long limit.
const PROCESS_TEST_TIMEOUT = { timeout: 120_000 };

describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: it starts a server process on embedded PGlite',
  ),
)('a test server that does not become healthy', PROCESS_TEST_TIMEOUT, () => {
  it('is killed before the wait fails, so a failed start leaves no process behind', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-main-late-'));
    try {
      const late = await start({ DATA_DIR: dataDir });
      // No server answers within 1 ms of its spawn: the wait fails as on a hung start.
      await expect(waitUntilHealthy(late, 1)).rejects.toThrow('did not become healthy in 1 ms');
      expect(late.child.signalCode).toBe('SIGKILL');
      expect(await late.exited).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: it starts its own server processes on embedded PGlite',
  ),
)('the server process on PGlite', PROCESS_TEST_TIMEOUT, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty folder, tells where data lives and how to sign in, and locks the folder', async () => {
    const first = await start({ DATA_DIR: dataDir });
    await waitUntilHealthy(first);
    expect(first.output()).toContain(`Data lives in embedded PGlite in ${dataDir}`);
    expect(first.output()).toContain('initial-admin-password.txt');
    // A good first start is quiet: no warning, no error (pino levels 40 and up).
    expect(first.output()).not.toMatch(/"level":(40|50|60)/);

    const passwordFile = path.join(dataDir, 'initial-admin-password.txt');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(first.output()).toContain(password); // printed once in the log
    expect((await signIn(first, 'admin', password)).status).toBe(200);

    // A second process on the same folder is refused with a clear message and exit code 1.
    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another server process');

    // SIGTERM: a clean stop that releases the lock.
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
  });

  it('keeps data across a restart and after a kill -9, without seeding twice', async () => {
    const password = readFileSync(path.join(dataDir, 'initial-admin-password.txt'), 'utf8').trim();
    const again = await start({ DATA_DIR: dataDir });
    await waitUntilHealthy(again);
    expect(again.output()).not.toContain('Created the first admin');
    expect(again.output()).not.toContain('Added demo data');
    expect((await signIn(again, 'admin', password)).status).toBe(200);

    // A killed process leaves its lock file behind; the next start takes it over.
    await again.stop('SIGKILL');
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);
    const afterKill = await start({ DATA_DIR: dataDir });
    await waitUntilHealthy(afterKill);
    expect((await signIn(afterKill, 'admin', password)).status).toBe(200);
    expect(await afterKill.stop()).toBe(0);

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
    const partners = await db.query<{ count: number }>(
      'select count(*)::int as count from partners',
    );
    const users = await db.query<{ count: number }>('select count(*)::int as count from users');
    await db.close();
    expect(partners.rows[0]!.count).toBe(3);
    expect(users.rows[0]!.count).toBe(1);
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    const server = await start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    // (The test helper hands the port on as a number: "eighty" arrives as "NaN".)
    expect(server.output()).toContain(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (it is "NaN")',
    );
  });

  it('names DATABASE_URL and the server it tried when PostgreSQL cannot be reached', async () => {
    // Port 1 on this machine: nothing listens, so the connection is refused at once.
    const server = await start({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://school:secret@127.0.0.1:1/school',
    });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain(
      'Could not connect to the PostgreSQL server at 127.0.0.1:1 named in DATABASE_URL: ',
    );
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(output).not.toContain('"stack"');
  });
});

describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE !== 'postgres' || !process.env.TEST_DATABASE_URL,
    'runs in the server-postgres project only, which exists when TEST_DATABASE_URL names a ' +
      'PostgreSQL server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:postgres',
  ),
)('several server processes on one PostgreSQL', PROCESS_TEST_TIMEOUT, () => {
  it('migrate under an advisory lock, create one first admin and seed once', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `nda_main_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const dataDirs = [0, 1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), 'nda-pg-')));
    try {
      const env = { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'a very long shared password' };
      const servers = await Promise.all(dataDirs.map((dir) => start({ ...env, DATA_DIR: dir })));
      await Promise.all(servers.map((server) => waitUntilHealthy(server)));
      for (const server of servers) {
        expect((await signIn(server, 'admin', env.ADMIN_PASSWORD)).status).toBe(200);
      }
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const users = await check.query('select count(*)::int as count from users');
      const partners = await check.query('select count(*)::int as count from partners');
      await check.end();
      expect(users.rows[0].count).toBe(1);
      expect(partners.rows[0].count).toBe(3);
      await Promise.all(servers.map((server) => server.stop()));
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
