import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { skipBecause } from '../skip-reason.ts';
import { createFaultRun, signInAsAdmin } from './fault-run.ts';
import { isAccepted, startWaitingListLoad, tally, waitFor } from './load.ts';
import {
  createScratchDatabase,
  SKIP_POSTGRES_MESSAGE,
  testDatabaseUrl,
} from './scratch-database.ts';
import { expectEveryAcceptedFormKept } from './waiting-list-checks.ts';

/** Forms answered 201 before the kill; the kill comes while more are in flight. */
const ACCEPTED_BEFORE_KILL = 40;
const LOAD = { concurrency: 12, maxRequests: 400, timeoutMs: 20_000 };

/**
 * `kill -9` of the server in the middle of a burst of waiting-list forms, then a restart on the
 * same data: nothing that was answered 201 may be lost, and nobody's place may change.
 */
async function killDuringLoadAndRestart(
  run: ReturnType<typeof createFaultRun>,
  env: Record<string, string>,
  afterKill: () => void = () => {},
) {
  const first = await run.startServer('before the kill', env);
  const load = startWaitingListLoad({ url: first.url, ...LOAD });
  await waitFor(
    () => `${ACCEPTED_BEFORE_KILL} accepted forms (so far: ${JSON.stringify(tally(load.results))})`,
    () => load.acceptedCount() >= ACCEPTED_BEFORE_KILL,
    60_000,
    20,
  );
  const inFlightAtKill = load.inFlight();
  await first.stop('SIGKILL');
  const outcomes = await load.stop();
  const accepted = outcomes.filter(isAccepted);
  const unexpected = outcomes.filter(
    (outcome) => outcome.status !== 201 && outcome.status !== 'network-error',
  );
  expect(
    unexpected,
    'before the kill every form is accepted; after it none gets an answer',
  ).toEqual([]);
  expect(inFlightAtKill, 'forms in flight when the process was killed').toBeGreaterThan(0);
  afterKill();

  const second = await run.startServer('after the kill', env);
  const headers = await signInAsAdmin(second.url);
  const totals = await expectEveryAcceptedFormKept(second.url, headers, accepted);

  // The queue carries on where it stopped: the next forms get the next places.
  const after = await startWaitingListLoad({ url: second.url, ...LOAD, maxRequests: 4 }).done;
  expect(tally(after)).toEqual({ 201: 4 });
  const accepted2 = after.filter(isAccepted);
  for (const outcome of accepted2) {
    expect(outcome.body.ranking!.position).toBeGreaterThan(totals[outcome.campus]);
  }
  await expectEveryAcceptedFormKept(second.url, headers, [...accepted, ...accepted2]);
  expect(await second.stop('SIGTERM'), 'a clean stop after the restart').toBe(0);
  return {
    acceptedBeforeKill: accepted.length,
    inFlightAtKill,
    rowsAfterRestart: totals.k12 + totals.bridge,
  };
}

describe('kill -9 during a waiting-list load', { timeout: 240_000 }, () => {
  const run = createFaultRun();
  afterAll(() => run.cleanup(), 60_000);

  it('on PGlite: every 201 survives, places stay unique, the data folder can be reused', () =>
    run.check(async () => {
      const dataDir = run.tempDir('kill-pglite');
      const lockFile = path.join(dataDir, '.lock');
      // As after a reboot or a container restart: the dead server's process id now belongs to
      // another live program.
      const unrelated = spawn('sleep', ['120'], { stdio: 'ignore' });
      run.onCleanup(async () => unrelated.kill('SIGKILL'));
      const counts = await killDuringLoadAndRestart(run, { DATA_DIR: dataDir }, () => {
        expect(existsSync(lockFile), 'the killed process left its lock file').toBe(true);
        writeFileSync(lockFile, String(unrelated.pid));
      });
      console.info(`kill -9 on PGlite: ${JSON.stringify(counts)}`);
      // The restart took the stale lock over, and its clean stop released it.
      expect(existsSync(lockFile)).toBe(false);
    }));

  it.skipIf(skipBecause(!testDatabaseUrl, SKIP_POSTGRES_MESSAGE))(
    'on PostgreSQL: every 201 survives and places stay unique',
    () =>
      run.check(async () => {
        const database = await createScratchDatabase(testDatabaseUrl!, 'kill');
        run.onCleanup(() => database.drop());
        const counts = await killDuringLoadAndRestart(run, {
          DATABASE_URL: database.url,
          DATA_DIR: run.tempDir('kill-pg'),
        });
        console.info(`kill -9 on PostgreSQL: ${JSON.stringify(counts)}`);
      }),
  );
});
