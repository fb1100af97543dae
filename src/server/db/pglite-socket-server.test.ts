import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { servePglite } from './pglite-socket-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** PGlite in memory, served on a socket in a new folder, and a `pg` client connected to it. */
async function serve() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-socket-'));
  const db = await PGlite.create();
  const broken: string[] = [];
  const server = servePglite(db, path.join(folder, '.s.PGSQL.5432'), {
    onBroken: (reason) => broken.push(reason),
  });
  await server.start();
  const client = new pg.Client({ host: folder, port: 5432, user: 'postgres' });
  await client.connect();
  cleanups.push(async () => {
    await client.end().catch(() => undefined);
    await server.stop();
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { db, server, client, broken };
}

describe.skipIf(skipBecause(process.env.TEST_DB_ENGINE === 'postgres', 'PGlite only'))(
  'work the embedded database runs between statements (runAlone)',
  () => {
    it('waits until an open transaction ends, so it never runs inside it', async () => {
      const { db, server, client } = await serve();
      await client.query('create table seen (note text)');
      await client.query('begin');
      await client.query(`insert into seen values ('in the transaction')`);
      let ranInTransaction: boolean | undefined;
      const task = server.runAlone(async () => {
        ranInTransaction = db.isInTransaction();
      });
      // The transaction's own statements still run; the task waits behind them.
      await client.query(`insert into seen values ('still in it')`);
      expect(ranInTransaction).toBeUndefined();
      await client.query('commit');
      await task;
      expect(ranInTransaction).toBe(false);
    });

    it('takes the database as broken when the work meets a PANIC, and refuses more', async () => {
      const { server, client, broken } = await serve();
      const panic = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42"'), {
        severity: 'PANIC',
      });
      await expect(server.runAlone(() => Promise.reject(panic))).rejects.toBe(panic);
      expect(broken).toEqual(['PANIC: could not write to file "pg_wal/xlogtemp.42"']);
      await expect(server.runAlone(async () => {})).rejects.toThrow(/closing or broken/);
      // Nothing more reaches the database: the statement gets no answer.
      const late = client.query('select 1');
      const outcome = await Promise.race([
        late.then(
          () => 'answered',
          () => 'failed',
        ),
        new Promise((resolve) => setTimeout(() => resolve('no answer'), 300)),
      ]);
      expect(outcome).toBe('no answer');
    });

    it('reports an ordinary failure of the work without breaking anything', async () => {
      const { server, client, broken } = await serve();
      await expect(
        server.runAlone(() => Promise.reject(new Error('checkpoint failed'))),
      ).rejects.toThrow('checkpoint failed');
      expect(broken).toEqual([]);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });
  },
);
