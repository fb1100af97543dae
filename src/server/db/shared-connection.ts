import pg from 'pg';
import type { PoolStats } from './client.ts';

type Waiter = { kind: 'query'; send: () => void } | { kind: 'transaction'; grant: () => void };

/**
 * The embedded database's one connection, shared by every request (ADR 025, "Queries travel
 * together"). PGlite is one session, so there is only ever one connection to it; what matters is
 * how requests take turns on it.
 *
 * - A query outside a transaction is written at once, in `pg`'s pipeline mode: the queries of
 *   many requests travel together, and the database thread runs all that arrived in one pass and
 *   answers them in one write. Through a pool of one, each query waited for the one before it to
 *   come back to this thread first.
 * - A transaction has the connection to itself. drizzle takes it with `connect()` (as from a
 *   pool) and gives it back with `release()`; meanwhile other queries and transactions wait here,
 *   in the order they came, and queries written before the transaction began are answered before
 *   it on the wire.
 *
 * It is a `pg.Pool` to drizzle (which takes a pool's connection for each transaction), but opens
 * no connections of its own. A broken connection is not replaced: it means the database thread is
 * gone (pglite-thread.ts ends the process then).
 */
export function shareOneConnection(config: pg.ClientConfig): {
  pool: pg.Pool;
  stats(): PoolStats;
} {
  const client = new pg.Client({ ...config, pipeline: true }) as pg.PoolClient;
  const pool = new pg.Pool({ max: 1 });
  const waiting: Waiter[] = [];
  let inTransaction = false;
  let connected: Promise<void> | undefined;
  let isOpen = false;

  const open = () =>
    (connected ??= client.connect().then(() => {
      isOpen = true;
      // fromPool listens here, as on any pool: error handling and query timing.
      pool.emit('connect', client);
    }));

  /** The transaction ended: send what waited behind it, up to the next transaction. */
  client.release = () => {
    if (!inTransaction) return;
    inTransaction = false;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (next.kind === 'query') {
        next.send();
        continue;
      }
      inTransaction = true;
      next.grant();
      return;
    }
  };

  const connect = async (): Promise<pg.PoolClient> => {
    if (!isOpen) await open();
    if (!inTransaction) {
      inTransaction = true;
      return client;
    }
    await new Promise<void>((grant) => waiting.push({ kind: 'transaction', grant }));
    return client;
  };

  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    if (!isOpen) await open();
    // Sent synchronously, here or in release(), so nothing can slip in between.
    if (!inTransaction) return client.query(config, values);
    return new Promise<pg.QueryResult>((resolve, reject) => {
      waiting.push({
        kind: 'query',
        send: () => client.query(config, values).then(resolve, reject),
      });
    });
  };

  pool.connect = connect as typeof pool.connect;
  pool.query = query as typeof pool.query;
  pool.end = (async () => {
    if (connected) await client.end();
  }) as typeof pool.end;

  return {
    pool,
    stats: () => ({
      total: isOpen ? 1 : 0,
      idle: isOpen && !inTransaction ? 1 : 0,
      waiting: waiting.length,
      max: 1,
    }),
  };
}
