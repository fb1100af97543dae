import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.ts';

export type Engine = 'postgres' | 'pglite';

/** A fresh, empty database of one engine, and the environment that points the server at it. */
export type BenchDatabase = {
  engine: Engine;
  serverEnv: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * BENCH_DATABASE_URL, or the local server the CI machine has. The URL is only used to create and
 * drop the benchmark's own databases, so its user must be allowed to create databases.
 */
export async function findPostgres(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

async function runAdminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** bench_<timestamp>_<label> on the server of `adminUrl`; dropping it ends its connections. */
export async function createPostgresDatabase(
  adminUrl: string,
  label: string,
): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${label}`;
  await runAdminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine: 'postgres',
    serverEnv: { DATABASE_URL: databaseUrl },
    open: () => openPostgres(databaseUrl),
    drop: () => runAdminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A new temporary DATA_DIR: a new PGlite database, as on a first `npm start`. */
export function createPgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  return {
    engine: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
