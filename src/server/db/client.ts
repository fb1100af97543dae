import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { startCheckpoints } from './pglite-checkpoints.ts';
import { describeOpeningFailure, stopOnPanic } from './pglite-failures.ts';
import { PGLITE_OPTIONS } from './pglite-options.ts';
import { takeTurnsPerQuery } from './pglite-turns.ts';
import { syncDataFolder } from './sync-data-folder.ts';
import {
  timePgClientQueries,
  timePgliteQueries,
  type QueryObserver,
  type QueryObserverSlot,
} from './query-timing.ts';

/** The one database type every service takes: identical for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export { PGLITE_OPTIONS } from './pglite-options.ts';

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** How the app talks to it: `pg` for PostgreSQL, PGlite's own driver for the embedded one. */
  driver: 'node-postgres' | 'pglite';
  /** Human-readable location for the start-up log (never includes a password). */
  location: string;
  /** Runs `fn` while holding a PostgreSQL advisory lock, so only one instance does it at a time. */
  withAdvisoryLock<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** From now on, tells `observer` how long each query took (GET /metrics). */
  observeQueries(observer: QueryObserver): void;
  /** PostgreSQL only: the connection pool right now (GET /metrics). PGlite has no pool. */
  readPoolStats?: () => PoolStats;
  close(): Promise<void>;
};

/** Open connections (busy or idle), idle ones, queries waiting for one, and the pool's limit. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** How long to wait for a new PostgreSQL connection before giving up. */
const CONNECT_TIMEOUT_MS = 5_000;

export type PostgresOptions = {
  poolSize?: number;
  /**
   * Called when an idle pooled connection fails (the server restarted, or a connection was
   * terminated). Without a listener node-postgres would crash the process; the pool simply opens
   * a new connection for the next query.
   */
  onIdleConnectionError?: (error: Error) => void;
};

export async function openPostgres(
  databaseUrl: string,
  { poolSize = 10, onIdleConnectionError = () => {} }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A database that does not answer fails the request (503) after this long instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notice a silently dropped connection (a restarted host, a NAT timeout) on an idle socket.
    keepAlive: true,
  });
  pool.on('error', onIdleConnectionError);
  const handle = await fromPool(pool, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: poolSize,
  }));
  return {
    ...handle,
    engine: 'postgres',
    location: describeUrl(databaseUrl),
    async withAdvisoryLock(lockKey, fn) {
      // Session-level lock: it must be taken and released on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
  };
}

/** What a `pg` pool gives every handle on it: the drizzle database, timing, pool figures. */
async function fromPool(
  pool: pg.Pool,
  readPoolStats: () => PoolStats,
): Promise<Pick<DatabaseHandle, 'db' | 'driver' | 'observeQueries' | 'readPoolStats' | 'close'>> {
  // A connection that dies while checked out but between queries (inside a transaction) emits
  // `error` on its client, where pg-pool has no listener: Node would crash the process. Its next
  // query fails instead ("not queryable": a 503), and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const queryObserver: QueryObserverSlot = { observer: undefined };
  pool.on('connect', (client) => timePgClientQueries(client, queryObserver));
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('select 1');
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    driver: 'node-postgres',
    observeQueries: (observer) => {
      queryObserver.observer = observer;
    },
    readPoolStats,
    close: () => pool.end(),
  };
}

/**
 * Wraps an open PGlite instance (a data folder, memory, or a test copy). Transactions hold
 * PGlite's one session: other queries wait for them, as on one PostgreSQL connection.
 */
export function fromPglite(
  client: PGlite,
  location: string,
  hooks: { beforeClose?: () => Promise<void>; afterClose?: () => Promise<void> | void } = {},
): DatabaseHandle {
  const queryObserver: QueryObserverSlot = { observer: undefined };
  timePgliteQueries(client, queryObserver);
  takeTurnsPerQuery(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    driver: 'pglite',
    location,
    // PGlite is one connection in one process: there is nobody to race with.
    withAdvisoryLock: (_lockKey, fn) => fn(),
    observeQueries: (observer) => {
      queryObserver.observer = observer;
    },
    async close() {
      await hooks.beforeClose?.();
      await client.close();
      await hooks.afterClose?.();
    },
  };
}

/** PGlite on `pgdata`, synced: opening may have replayed the WAL after a crash and checkpointed. */
async function openDataFolder(pgdata: string): Promise<PGlite> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: pgdata });
    await syncDataFolder(pgdata);
    return client;
  } catch (error) {
    await client?.close().catch(() => {});
    throw new Error(
      `The embedded database could not be opened: ${describeOpeningFailure(error, pgdata)}`,
    );
  }
}

/**
 * The embedded database of a data folder, in this process through drizzle's PGlite driver (ADR
 * 040). It opens only when the folder's lock is ours; its pages are synced after opening, after
 * each checkpoint and after closing, since PGlite's own fsync does nothing (ADR 032). A PANIC
 * ends the process with its reason: PGlite answers nothing after one, and a supervisor's restart
 * replays the WAL.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  const pgdata = `${dataDir}/pgdata`;
  const client = await openDataFolder(pgdata).catch((error: unknown) => {
    release();
    throw error;
  });
  stopOnPanic(client);
  const checkpoints = startCheckpoints({
    db: client,
    dataDir: pgdata,
    onError: (error) =>
      console.error(
        'The embedded database could not write a checkpoint; it tries again in a minute:',
        error,
      ),
  });
  return fromPglite(client, `embedded PGlite in ${pgdata}`, {
    beforeClose: () => checkpoints.stop(),
    async afterClose() {
      // Closing wrote PGlite's last changes (a shutdown checkpoint), which PGlite does not sync.
      await syncDataFolder(pgdata);
      release();
    },
  });
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { onIdleConnectionError: options.onIdleConnectionError })
    : openPglite(options.dataDir);
}
