import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { quickTransaction } from './quick-transaction.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What crossed each connection's socket, in order: statements going out, answers coming in. */
let wire: ('statement sent' | 'answer received')[] = [];
const watched = new WeakSet<object>();
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]); // ends each statement that has parameters
const isStatementEnd = (chunk: unknown) =>
  Buffer.isBuffer(chunk) && (chunk.equals(SYNC) || chunk[0] === 0x51); // Sync, or a simple Query

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
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  if (watched.has(socket)) return;
  watched.add(socket);
  const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean;
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (isStatementEnd(chunk)) wire.push('statement sent');
    return write(chunk, ...rest);
  }) as typeof socket.write;
  socket.on('data', () => wire.push('answer received'));
}

const count = async () =>
  rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from quick_rows`))[0]!
    .n;

describe('a transaction in two round trips', () => {
  it('sends BEGIN with the first statements and COMMIT with the last, and commits', async () => {
    await watchConnections();
    wire = [];
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
    expect(wire.join(', ')).toMatch(
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
