import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/test-database.ts';
import { logWire, type WireEvent } from '../../../tests/wire-log.ts';
import type { DatabaseHandle } from './client.ts';
import { quickTransaction } from './quick-transaction.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What crossed the socket of the connection the transactions get. */
const wire: { events: WireEvent[] } = { events: [] };
const watched = new WeakSet<object>();

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table quick_rows (n int primary key)`);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from quick_rows`);
});

/** Starts watching the socket of the connection a transaction gets. */
async function watchConnections() {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  client.release();
  if (watched.has(client)) return;
  watched.add(client);
  logWire(client, wire);
}

const count = async () =>
  rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from quick_rows`))[0]!
    .n;

describe('a transaction in two round trips', () => {
  it('sends BEGIN with the first statements and COMMIT with the last, and commits', async () => {
    await watchConnections();
    wire.events = [];
    const answer = await quickTransaction(handle.db, async (tx, commitWith) => {
      const [first, second] = await Promise.all([
        tx.execute(sql`insert into quick_rows values (1) returning n`),
        tx.execute(sql`select count(*)::int as n from quick_rows`),
      ]);
      expect(rowsOf(second)).toEqual([{ n: 1 }]); // the second statement saw the first one's row
      return commitWith(
        tx.execute(sql`insert into quick_rows values (${rowsOf<{ n: number }>(first)[0]!.n + 1})`),
      );
    });
    // BEGIN and two statements, then the last statement and COMMIT: two trips, not five.
    expect(wire.events.join(', ')).toMatch(
      /^statement sent, statement sent, statement sent, (answer received, )+statement sent, statement sent(, answer received)+$/,
    );
    expect(rowsOf(answer)).toEqual([]);
    expect(await count()).toBe(2);
  });

  it('commits on its own when the work ends without commitWith', async () => {
    const answer = await quickTransaction(handle.db, async (tx) => {
      await tx.execute(sql`insert into quick_rows values (1)`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await count()).toBe(1);
  });

  it('writes nothing and throws the error when the last statement fails', async () => {
    const failed = quickTransaction(handle.db, async (tx, commitWith) => {
      await tx.execute(sql`insert into quick_rows values (1)`);
      return commitWith(tx.execute(sql`insert into quick_rows values (1)`));
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count()).toBe(0);
  });

  it('rolls back when the work throws, and the connection serves the next transaction', async () => {
    const failed = quickTransaction(handle.db, async (tx) => {
      await tx.execute(sql`insert into quick_rows values (1)`);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await count()).toBe(0);
    await quickTransaction(handle.db, (tx, commitWith) =>
      commitWith(tx.execute(sql`insert into quick_rows values (2)`)),
    );
    expect(await count()).toBe(1);
  });

  it('keeps each transaction whole when many run at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        quickTransaction(handle.db, async (tx, commitWith) => {
          await tx.execute(sql`insert into quick_rows values (${n * 2})`);
          return commitWith(tx.execute(sql`insert into quick_rows values (${n * 2 + 1})`));
        }),
      ),
    );
    expect(await count()).toBe(40);
  });
});
