import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { logWire, type WireEvent } from '../../../tests/wire-log.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { shareOneConnection } from './shared-connection.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const isPostgresRun = process.env.TEST_DB_ENGINE === 'postgres';

/** The embedded database's one connection, shared by every request (ADR 025). */
describe.skipIf(skipBecause(isPostgresRun, 'PGlite only: the PGlite project runs these'))(
  'one shared connection to the embedded database',
  () => {
    let thread: PgliteThread;
    let shared: ReturnType<typeof shareOneConnection>;
    let db: ReturnType<typeof drizzle>;
    const wire: { events: WireEvent[] } = { events: [] };

    beforeAll(async () => {
      thread = await startPgliteThread({});
      shared = shareOneConnection(thread.connection);
      shared.pool.on('connect', (client: pg.PoolClient) => logWire(client, wire));
      db = drizzle({ client: shared.pool });
      await db.execute(sql`create table shared_rows (n int primary key)`);
    });
    afterAll(async () => {
      await shared.pool.end();
      await thread.stop();
    });

    it('sends the queries of many callers together, each answered with its own rows', async () => {
      wire.events = [];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => db.execute(sql`select ${n}::int as n`)),
      );
      expect(answers.map((answer) => rowsOf<{ n: number }>(answer)[0]!.n)).toEqual(
        Array.from({ length: 20 }, (_, n) => n),
      );
      // All twenty went out before the first answer came back; through a pool of one connection,
      // each waited for the answer to the one before.
      expect(wire.events.indexOf('answer received')).toBe(20);
    });

    it('fails only the query that failed among those sent together', async () => {
      const answers = await Promise.allSettled([
        db.execute(sql`select 1 as n`),
        db.execute(sql`select 1 / ${0}::int as n`),
        db.execute(sql`select 3 as n`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(rowsOf<{ n: number }>((answers[2] as PromiseFulfilledResult<unknown>).value)).toEqual([
        { n: 3 },
      ]);
    });

    it('keeps a transaction to itself: queries sent meanwhile wait, then run after it, in order', async () => {
      const order: string[] = [];
      let inserted!: () => void;
      const insertDone = new Promise<void>((resolve) => (inserted = resolve));
      let finish!: () => void;
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared_rows values (1)`);
        inserted();
        await finishing;
        await tx.execute(sql`insert into shared_rows values (2)`);
        order.push('transaction');
      });
      await insertDone;
      const outside = [1, 2].map((query) =>
        db.execute(sql`select count(*)::int as n from shared_rows`).then((result) => {
          order.push(`query ${query}`);
          return rowsOf<{ n: number }>(result)[0]!.n;
        }),
      );
      const second = db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared_rows values (3)`);
        order.push('second transaction');
      });
      const after = db.execute(sql`select count(*)::int as n from shared_rows`).then((result) => {
        order.push('query after the second');
        return rowsOf<{ n: number }>(result)[0]!.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Run on the one session now, they would have seen the uncommitted row or joined the transaction.
      expect(shared.stats()).toEqual({ total: 1, idle: 0, waiting: 4, max: 1 });
      finish();
      await Promise.all([transaction, second]);
      expect(await Promise.all(outside)).toEqual([2, 2]);
      expect(await after).toBe(3);
      expect(order).toEqual([
        'transaction',
        'query 1',
        'query 2',
        'second transaction',
        'query after the second',
      ]);
      expect(shared.stats()).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
    });

    it('rolls back a failed transaction and serves what waited behind it', async () => {
      let failing!: () => void;
      const started = new Promise<void>((resolve) => (failing = resolve));
      const failed = db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared_rows values (10)`);
        failing();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`insert into shared_rows values (10)`);
      });
      await started;
      const waited = db.execute(sql`select count(*)::int as n from shared_rows where n = 10`);
      await expect(failed).rejects.toThrow();
      expect(rowsOf<{ n: number }>(await waited)).toEqual([{ n: 0 }]);
    });
  },
);
