import { chmodSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HealthDto } from '../../src/domain/health/dtos.ts';
import { DISK_FULL_MESSAGE } from '../../src/server/http/database-unavailable.ts';
import { DISK_FULL_HEALTH_MESSAGE } from '../../src/server/modules/health/health.routes.ts';
import { skipBecause } from '../skip-reason.ts';
import { createFaultRun, FAULT_ADMIN_PASSWORD, request, signInAsAdmin } from './fault-run.ts';
import { isAccepted, startWaitingListLoad, tally, waitFor, type Outcome } from './load.ts';
import { privatePostgresUnavailable, startPrivatePostgres } from './private-postgres.ts';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from './small-disk.ts';
import { expectEveryAcceptedFormKept } from './waiting-list-checks.ts';

const unavailable = smallDiskUnavailable();
const postgresUnavailable = privatePostgresUnavailable();
/** Big enough for either database after the migrations, small enough to fill at once. */
const DISK_MEGABYTES = 96;
/** Forms sent one at a time while the disk is full: the first tables to need a page fail. */
const FORMS_WHILE_FULL = 40;

const sendForms = (url: string, count: number) =>
  startWaitingListLoad({ url, concurrency: 1, maxRequests: count, timeoutMs: 30_000 }).done;

const healthOf = async (url: string) =>
  (await request(url, 'GET', '/api/health')).body as HealthDto;

const signIn = (url: string) =>
  request(url, 'POST', '/api/admin/login', {
    body: { username: 'admin', password: FAULT_ADMIN_PASSWORD },
  });

/**
 * Fills the database's disk while the server runs and checks what people and health see, then
 * frees it and checks the same process saves again. Returns every acknowledged form.
 */
async function fillAndFree(
  run: ReturnType<typeof createFaultRun>,
  env: Record<string, string>,
  disk: SmallDisk,
) {
  const server = await run.startServer('server', env);
  const headers = await signInAsAdmin(server.url);
  const before = await sendForms(server.url, 10);
  expect(tally(before)).toEqual({ 201: 10 });

  const filled = disk.fill();
  expect(disk.freeBytes()).toBe(0);
  await waitFor(
    'health to say the database is not writable',
    async () => (await healthOf(server.url)).database === 'not-writable',
    30_000,
    500,
  );
  expect(await healthOf(server.url)).toEqual({
    status: 'degraded',
    database: 'not-writable',
    message: DISK_FULL_HEALTH_MESSAGE,
  });

  const whileFull: Outcome[] = await sendForms(server.url, FORMS_WHILE_FULL);
  const signIns = [await signIn(server.url), await signIn(server.url)];
  const context = `filled ${filled} bytes; forms while full: ${JSON.stringify(tally(whileFull))}`;
  // Saved, or refused in words a person can act on: never a 500, a hang or a dropped answer.
  expect(
    whileFull.filter((outcome) => outcome.status !== 201 && outcome.status !== 503),
    context,
  ).toEqual([]);
  const refused = whileFull.filter((outcome) => outcome.status === 503);
  expect(refused.length, context).toBeGreaterThan(0);
  for (const outcome of refused) {
    expect(outcome.body).toEqual({ message: DISK_FULL_MESSAGE });
    expect(outcome.retryAfter).toBe('300');
  }
  for (const answer of signIns) {
    expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 503) expect(answer.body).toEqual({ message: DISK_FULL_MESSAGE });
  }
  // Reading still works.
  expect((await request(server.url, 'GET', '/api/waiting-list', { headers })).status).toBe(200);

  disk.free();
  await waitFor(
    'health to say the database is available again',
    async () => (await healthOf(server.url)).status === 'ok',
    30_000,
    500,
  );
  const after = await sendForms(server.url, 10);
  expect(tally(after), 'the same process saves again').toEqual({ 201: 10 });
  expect(server.child.exitCode, 'the server process exited').toBeNull();
  const accepted = [...before, ...whileFull, ...after].filter(isAccepted);
  await expectEveryAcceptedFormKept(server.url, headers, accepted);
  console.info(`${context}; sign-ins ${signIns.map((answer) => answer.status).join(', ')}`);
  expect(await server.stop('SIGTERM'), 'a clean stop').toBe(0);
  return accepted;
}

/**
 * The database's disk fills up while the server runs. Every form and sign-in is then answered
 * 201/200 or a calm 503 (never a 500), /api/health says the database is not writable, and once
 * space is freed the same process saves again. Nothing acknowledged is lost, then or after a
 * restart.
 */
describe.skipIf(
  skipBecause(unavailable !== null, `the disk-full tests are skipped: ${unavailable}.`),
)('a full disk under the database', { timeout: 240_000 }, () => {
  const run = createFaultRun();
  afterAll(() => run.cleanup(), 60_000);

  const newDisk = (label: string) => {
    const parent = run.tempDir(label);
    // A private PostgreSQL runs as the `postgres` user, who must be able to reach the disk.
    chmodSync(parent, 0o755);
    const disk = mountSmallDisk(path.join(parent, 'disk'), DISK_MEGABYTES);
    run.onCleanup(() => disk.unmount());
    return disk;
  };

  it('on PGlite: 503 while it is full, health says so, saves again once space is freed', () =>
    run.check(async () => {
      const disk = newDisk('disk-full-pglite');
      const env = { DATA_DIR: path.join(disk.folder, 'data') };
      const accepted = await fillAndFree(run, env, disk);
      const again = await run.startServer('after the restart', env);
      await expectEveryAcceptedFormKept(again.url, await signInAsAdmin(again.url), accepted);
    }));

  it.skipIf(
    skipBecause(
      postgresUnavailable !== null,
      `the PostgreSQL disk-full test is skipped: ${postgresUnavailable}`,
    ),
  )('on PostgreSQL: the same, with its data folder on the full disk', () =>
    run.check(async () => {
      const disk = newDisk('disk-full-pg');
      const cluster = await startPrivatePostgres(disk.folder);
      run.onCleanup(() => cluster.destroy());
      run.addDiagnostics('PostgreSQL log (end)', () => cluster.log().slice(-3_000));
      const env = { DATABASE_URL: cluster.url, DATA_DIR: run.tempDir('disk-full-pg-data') };
      const accepted = await fillAndFree(run, env, disk);
      const again = await run.startServer('after the restart', env);
      await expectEveryAcceptedFormKept(again.url, await signInAsAdmin(again.url), accepted);
    }),
  );
});
