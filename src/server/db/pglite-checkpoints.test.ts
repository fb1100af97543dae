import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { startCheckpoints } from './pglite-checkpoints.ts';
import { PGLITE_OPTIONS } from './pglite-options.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const redoOf = async (db: PGlite) =>
  (await db.query<{ redo: string }>('select redo_lsn::text as redo from pg_control_checkpoint()'))
    .rows[0]!.redo;

async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(skipBecause(process.env.TEST_DB_ENGINE === 'postgres', 'PGlite only'))(
  'checkpoints of the embedded database',
  () => {
    it('checkpoints once enough WAL has piled up since the last, and not before', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-checkpoints-'));
      folders.push(dataDir);
      const db = await PGlite.create({ ...PGLITE_OPTIONS, dataDir });
      try {
        await db.exec('create table filler (text text)');
        const write = (rows: number) =>
          db.exec(`insert into filler select repeat('x', 1000) from generate_series(1, ${rows})`);
        const start = await redoOf(db);
        await write(3_000); // about 3.5 MB of WAL

        const errors: unknown[] = [];
        const checkpoints = startCheckpoints({
          db,
          dataDir,
          onError: (error) => errors.push(error),
          checkEveryMs: 20,
          checkpointAfterBytes: 2 * 1024 * 1024,
        });
        await until('a checkpoint', async () => (await redoOf(db)) !== start);
        const afterFirst = await redoOf(db);
        await write(100); // well under the threshold
        // Several checks go by (on a slower machine, fewer): none of them checkpoints.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await redoOf(db)).toBe(afterFirst);
        await write(3_000);
        await until('a second checkpoint', async () => (await redoOf(db)) !== afterFirst);
        await checkpoints.stop();
        expect(errors).toEqual([]);
      } finally {
        await db.close();
      }
    });
  },
);
