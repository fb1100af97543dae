import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { openPglite, type DatabaseHandle } from './client.ts';
import { startPgliteThread } from './pglite-thread.ts';

/** `execute` answers `{ rows }` through `pg`; the shared Database type leaves it unknown. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The embedded database in its own thread, as `npm start` opens it (ADR 025). */
const isPostgresRun = process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(skipBecause(isPostgresRun, 'PGlite only: the PGlite project runs these'))(
  'the embedded database in its own thread',
  () => {
    it('keeps what was written across a close and a new start on the same folder', async () => {
      const dataDir = newDataDir();
      const first = await openPglite(dataDir);
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (1), (2)`);
      await first.close();

      const second = await openPglite(dataDir);
      const rows = rowsOf<{ total: number }>(
        await second.db.execute(sql`select sum(n)::int as total from kept`),
      );
      expect(rows).toEqual([{ total: 3 }]);
      await second.close();
    });

    it('leaves the request thread free while a query runs', async () => {
      const handle = await openPglite(newDataDir());
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      // Half a second of work inside the database: on the request thread no timer could fire.
      await handle.db.execute(sql`select pg_sleep(0.5)`);
      clearInterval(timer);
      expect(ticks).toBeGreaterThanOrEqual(10);
      await handle.close();
    });

    it('never lets another query into an open transaction (one connection, queued)', async () => {
      const handle = await openPglite(newDataDir());
      await handle.db.execute(sql`create table queued (n int)`);
      const order: string[] = [];
      let inserted!: () => void;
      const insertDone = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into queued values (1)`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 200));
        order.push('commit');
      });
      await insertDone;
      // Run in the same PGlite session, this would see the uncommitted row or join the transaction.
      const outside = handle.db
        .execute(sql`select count(*)::int as n from queued`)
        .then((result) => {
          order.push('outside');
          return rowsOf<{ n: number }>(result);
        });
      await transaction;
      expect(await outside).toEqual([{ n: 1 }]);
      expect(order).toEqual(['commit', 'outside']);
      await handle.close();
    });

    it('rolls back a failed transaction, and the connection serves the next query', async () => {
      const handle = await openPglite(newDataDir());
      await handle.db.execute(sql`create table rolled (n int primary key)`);
      const failed = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into rolled values (1)`);
          await tx.execute(sql`insert into rolled values (1)`);
        })
        .then(
          () => undefined,
          (error: unknown) => error as { cause?: { code?: string } },
        );
      expect(failed?.cause?.code).toBe('23505'); // unique_violation, as PostgreSQL reports it
      const rows = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from rolled`),
      );
      expect(rows).toEqual([{ n: 0 }]);
      await handle.close();
    });

    it('answers the next query after a failed one outside a transaction', async () => {
      // A failed query leaves the one connection (shared-connection.ts) ready for the next.
      const handle = await openPglite(newDataDir());
      await handle.db.execute(sql`create table single (n int primary key)`);
      await handle.db.execute(sql`insert into single values (1)`);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const failed = await handle.db.execute(sql`insert into single values (1)`).then(
          () => undefined,
          (error: unknown) => error as { cause?: { code?: string } },
        );
        expect(failed?.cause?.code).toBe('23505');
        const rows = rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from single`),
        );
        expect(rows).toEqual([{ n: 1 }]);
      }
      await handle.close();
    });

    it('keeps serving prepared statements after a failed query (one session, not a new backend)', async () => {
      const handle = await openPglite(newDataDir());
      await handle.db.execute(sql`create table parent (id int primary key)`);
      await handle.db.execute(sql`create table child (parent_id int references parent (id))`);
      await handle.db.execute(sql`insert into parent values (1)`);
      const countParents = handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`parent`)
        .prepare('count_parents');
      expect(await countParents.execute()).toEqual([{ n: 1 }]);

      const failed = await handle.db.execute(sql`insert into child values (99)`).then(
        () => undefined,
        (error: unknown) => error as { cause?: { code?: string } },
      );
      expect(failed?.cause?.code).toBe('23503');
      // Prepared again on a new connection, the name would clash with the session's statement.
      expect(await countParents.execute()).toEqual([{ n: 1 }]);
      expect(await countParents.execute()).toEqual([{ n: 1 }]);
      await handle.close();
    });

    it('keeps a transaction to its connection; one that leaves inside it is rolled back', async () => {
      // The server opens one connection (shared-connection.ts), but the socket server must hold
      // any number apart: their statements must never mix.
      const thread = await startPgliteThread({ dataDir: newDataDir() });
      const [first, second, third] = [1, 2, 3].map(() => new pg.Client(thread.connection));
      for (const client of [first!, second!, third!]) await client.connect();
      await first!.query('create table owned (n int)');
      await first!.query('begin');
      await first!.query('insert into owned values (1)');
      const order: string[] = [];
      const outside = second!.query('select count(*)::int as n from owned').then((result) => {
        order.push('outside');
        return result.rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await first!.query('insert into owned values (2)');
      await first!.query('commit');
      order.push('commit');
      expect(await outside).toEqual([{ n: 2 }]);
      expect(order).toEqual(['commit', 'outside']);

      await second!.query('begin');
      await second!.query('insert into owned values (3)');
      const waiting = third!.query('select count(*)::int as n from owned');
      await second!.end(); // leaves without commit
      expect((await waiting).rows).toEqual([{ n: 2 }]);

      // The same when the connection just breaks, without saying goodbye.
      await first!.query('begin');
      await first!.query('insert into owned values (4)');
      const afterBreak = third!.query('select count(*)::int as n from owned');
      first!.on('error', () => {});
      (
        first as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
      expect((await afterBreak).rows).toEqual([{ n: 2 }]);
      await third!.end();
      await thread.stop();
    });

    it('answers a statement that arrives in many pieces', async () => {
      const handle = await openPglite(newDataDir());
      const long = 'x'.repeat(2_000_000);
      const rows = rowsOf<{ length: number }>(
        await handle.db.execute(sql`select length(${long}::text) as length`),
      );
      expect(rows).toEqual([{ length: 2_000_000 }]);
      await handle.close();
    });

    it('says plainly when the folder cannot be opened, and releases it', async () => {
      const dataDir = newDataDir();
      // A file where the database folder should be.
      writeFileSync(path.join(dataDir, 'pgdata'), 'not a folder');
      await expect(openPglite(dataDir)).rejects.toThrow(/embedded database could not be opened/);
      // The lock was given back: after fixing the folder, the same process opens it.
      rmSync(path.join(dataDir, 'pgdata'));
      const handle: DatabaseHandle = await openPglite(dataDir);
      await handle.close();
    });
  },
);
