import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../server-process.ts';
import { skipBecause } from '../skip-reason.ts';
import { createFaultRun } from './fault-run.ts';
import { startWaitingListLoad, tally } from './load.ts';
import {
  createScratchDatabase,
  SKIP_POSTGRES_MESSAGE,
  testDatabaseUrl,
} from './scratch-database.ts';
import { countWalSyncsInTrace, traceWhile, walSyncCountingUnavailable } from './wal-syncs.ts';

const unavailable = walSyncCountingUnavailable();
/** Forms sent one after another while the syncs are counted. */
const FORMS = 20;

/** Sends `FORMS` forms, one at a time; every one must be acknowledged (201). */
async function sendForms(server: ServerProcess) {
  const outcomes = await startWaitingListLoad({
    url: server.url,
    concurrency: 1,
    maxRequests: FORMS,
    timeoutMs: 30_000,
  }).done;
  expect(tally(outcomes)).toEqual({ 201: FORMS });
}

/** The backends connected to `database` (PostgreSQL's processes serving our server). */
async function backendsOf(serverUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** The parent of a process (the postmaster, for a backend), from /proc/<pid>/stat. */
const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

/**
 * A form is acknowledged (201) only after its commit is on the disk: each one makes at least one
 * WAL sync, counted with strace. On PGlite that is a write to a WAL file opened with O_SYNC
 * (wal_sync_method=open_datasync, ADR 032); on PostgreSQL an fdatasync of the WAL.
 */
describe.skipIf(skipBecause(unavailable !== null, `WAL syncs are not counted: ${unavailable}.`))(
  'every acknowledged form is synced to disk',
  { timeout: 240_000 },
  () => {
    const run = createFaultRun();
    afterAll(() => run.cleanup(), 60_000);

    it('on PGlite: N forms make at least N synchronous WAL writes', () =>
      run.check(async () => {
        const workDir = run.tempDir('wal-syncs-pglite');
        const server = await run.startServer('pglite', { DATA_DIR: workDir });
        await sendForms(server); // start-up work and first pages out of the way
        const { trace, initiallySynced } = await traceWhile(
          [server.child.pid!],
          () => sendForms(server),
          workDir,
        );
        expect(initiallySynced, 'the open WAL file was opened with O_SYNC').not.toEqual([]);
        const count = countWalSyncsInTrace(trace, initiallySynced);
        console.info(`PGlite, ${FORMS} forms: ${JSON.stringify(count)}`);
        expect(count.total).toBeGreaterThanOrEqual(FORMS);
      }));

    it('on PGlite: a clean stop syncs every file of the data folder, pg_control last', () =>
      run.check(async () => {
        const workDir = run.tempDir('sync-folder');
        const server = await run.startServer('pglite', { DATA_DIR: workDir });
        await sendForms(server);
        let code: number | null = null;
        const { trace } = await traceWhile(
          [server.child.pid!],
          async () => {
            code = await server.stop('SIGTERM');
          },
          workDir,
        );
        expect(code, 'a clean stop').toBe(0);
        const pgdata = path.join(workDir, 'pgdata');
        const synced = [...trace.matchAll(/\bfsync\(\d+<([^>]*)>/g)]
          .map((match) => match[1]!)
          .filter((file) => file.startsWith(`${pgdata}/`));
        const files = filesUnder(pgdata);
        // PostgreSQL's own fsync calls do nothing in PGlite: these are the thread's (ADR 032).
        expect(files.filter((file) => !synced.includes(file))).toEqual([]);
        expect(synced.at(-1)).toBe(path.join(pgdata, 'global/pg_control'));
        console.info(`PGlite clean stop: ${synced.length} fsyncs for ${files.length} files`);
      }));

    it.skipIf(skipBecause(!testDatabaseUrl, SKIP_POSTGRES_MESSAGE))(
      'on PostgreSQL: N forms make at least N WAL fsyncs by the backends serving them',
      (context) =>
        run.check(async () => {
          const database = await createScratchDatabase(testDatabaseUrl!, 'walsync');
          run.onCleanup(() => database.drop());
          const name = new URL(database.url).pathname.slice(1);
          const workDir = run.tempDir('wal-syncs-pg');
          const server = await run.startServer('postgres', {
            DATABASE_URL: database.url,
            DATA_DIR: workDir,
          });
          await sendForms(server);
          const before = await backendsOf(testDatabaseUrl!, name);
          const local = before.length > 0 && before.every((pid) => pid > 0 && isPostgres(pid));
          const reason = `PostgreSQL at TEST_DATABASE_URL is not a process on this machine`;
          if (!local) return context.skip(skipBecause(true, reason), reason);
          // The postmaster too (-f): a connection the pool opens meanwhile is traced from birth.
          const { trace } = await traceWhile(
            [parentOf(before[0]!), ...before],
            () => sendForms(server),
            workDir,
          );
          const ours = new Set([...before, ...(await backendsOf(testDatabaseUrl!, name))]);
          // Only our database's backends: other databases on the same server commit too.
          const count = countWalSyncsInTrace(trace, [], ours);
          console.info(`PostgreSQL, ${FORMS} forms: ${JSON.stringify(count)}`);
          expect(count.total).toBeGreaterThanOrEqual(FORMS);
        }),
    );
  },
);

/** Every file under `folder`, with its full path. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}
