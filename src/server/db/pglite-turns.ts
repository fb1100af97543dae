import type { PGlite } from '@electric-sql/pglite';

/**
 * Gives the event loop a turn before each query of the embedded database. PGlite runs a query
 * synchronously and hands its lock to the next waiting query in a microtask, so 50 waiting
 * queries ran back to back without the request thread reading a socket or answering anyone:
 * turns of 100–380 ms and read p99s of 1.3–2.6 s at 50 connections (docs/performance.md). Here
 * queries wait in our own line, one at a time, each after a `setImmediate`. Transactions keep
 * PGlite's own lock: their statements go through the transaction object, not through this line.
 */
export function takeTurnsPerQuery(client: PGlite): void {
  let line: Promise<unknown> = Promise.resolve();
  const query = client.query.bind(client);
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const result = line.then(turn).then(() => query(...args));
    line = result.catch(() => undefined);
    return result;
  }) as PGlite['query'];
}
