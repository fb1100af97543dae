import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told how long each query took, in seconds, whether it succeeded or failed (GET /metrics). */
export type QueryObserver = (seconds: number) => void;

/**
 * Where the observer is kept: the drivers are wrapped once when the database opens, and the
 * metrics, made later, set the observer. Until then (and when metrics are off) every call goes
 * straight to the driver.
 */
export type QueryObserverSlot = { observer: QueryObserver | undefined };

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * Times a pooled node-postgres connection. Only connections are wrapped, never the pool: the
 * pool's own `query` runs on one of them, so each query is counted once, and a transaction's
 * statements (drizzle runs them on one checked-out connection) are counted one by one. The
 * callback form is what `pool.query` uses internally; a Submittable (a cursor) is passed through.
 */
export function timePgClientQueries(client: pg.PoolClient, slot: QueryObserverSlot): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const observe = slot.observer;
    if (!observe) return query(...args);
    const started = performance.now();
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        observe(secondsSince(started));
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      const finish = () => observe(secondsSince(started));
      // A side branch: the caller still gets (and must handle) the original promise.
      result.then(finish, finish);
    }
    return result;
  }) as typeof client.query;
}

type Timeable = Pick<PGlite, 'query' | 'exec'> | Pick<PgliteTransaction, 'query' | 'exec'>;

function timeMethod<T extends Timeable>(
  target: T,
  name: 'query' | 'exec',
  slot: QueryObserverSlot,
) {
  const method = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<typeof name, unknown>)[name] = async (...args: unknown[]) => {
    const observe = slot.observer;
    if (!observe) return method(...args);
    const started = performance.now();
    try {
      return await method(...args);
    } finally {
      observe(secondsSince(started));
    }
  };
}

/**
 * Times PGlite's `query` and `exec`, and those of each transaction it hands out (drizzle runs a
 * transaction's statements on that object). The time includes waiting for PGlite's one
 * connection, which a query on PostgreSQL's pool does not (the pool's waiting gauge shows that).
 */
export function timePgliteQueries(client: PGlite, slot: QueryObserverSlot): void {
  timeMethod(client, 'query', slot);
  timeMethod(client, 'exec', slot);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeMethod(tx, 'query', slot);
      timeMethod(tx, 'exec', slot);
      return callback(tx);
    });
}
