import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/http/database-unavailable.ts';
import type { ServerProcess } from '../server-process.ts';
import { skipBecause } from '../skip-reason.ts';
import { createFaultRun, request, signInAsAdmin } from './fault-run.ts';
import { isAccepted, startWaitingListLoad, tally, waitFor, type Accepted } from './load.ts';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres.ts';
import { expectEveryAcceptedFormKept } from './waiting-list-checks.ts';

const unavailable = privatePostgresUnavailable();

/** How long the database stays down while forms keep coming. */
const OUTAGE_MS = 3_000;
const LOAD = { concurrency: 6, maxRequests: 2_000, timeoutMs: 15_000, pauseMs: 25 };
const UNAVAILABLE_ANSWER = { message: DATABASE_UNAVAILABLE_MESSAGE };

/**
 * Stops the private cluster in the middle of a waiting-list load, asks the server how it is
 * while the database is down, starts the cluster again and waits for the first form saved
 * afterwards. Returns every answer and when each phase began.
 */
async function outageUnderLoad(
  server: ServerProcess,
  cluster: PrivatePostgres,
  headers: Record<string, string>,
  mode: 'fast' | 'immediate',
) {
  const load = startWaitingListLoad({ url: server.url, ...LOAD });
  await waitFor('10 accepted forms before the outage', () => load.acceptedCount() >= 10, 60_000);
  await cluster.stop(mode);
  const downAt = Date.now();
  const probes = {
    health: await request(server.url, 'GET', '/api/health', { timeoutMs: 10_000 }),
    ready: await request(server.url, 'GET', '/api/ready', { timeoutMs: 10_000 }),
    adminList: await request(server.url, 'GET', '/api/waiting-list', {
      headers,
      timeoutMs: 10_000,
    }),
  };
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  const restartAt = Date.now();
  await cluster.start();
  const upAt = Date.now();
  await waitFor(
    `a form accepted after PostgreSQL came back (${mode} stop)`,
    () => load.results.some((outcome) => outcome.status === 201 && outcome.startedAt > upAt),
    30_000,
  );
  const outcomes = await load.stop();
  return { outcomes, probes, downAt, restartAt, upAt };
}

describe.skipIf(
  skipBecause(
    unavailable !== null,
    `the PostgreSQL restart test starts its own PostgreSQL cluster, but ${unavailable}. ` +
      'Install the PostgreSQL server package (e.g. apt-get install postgresql) to run it.',
  ),
)('PostgreSQL stopped and started again under load', { timeout: 240_000 }, () => {
  const run = createFaultRun();
  afterAll(() => run.cleanup(), 60_000);

  it('answers 503 with a clear message while it is down, and recovers without a restart', () =>
    run.check(async () => {
      const cluster = await startPrivatePostgres();
      run.onCleanup(() => cluster.destroy());
      run.addDiagnostics('PostgreSQL log (end)', () => cluster.log().slice(-3_000));
      const server = await run.startServer('server', {
        DATABASE_URL: cluster.url,
        DATA_DIR: run.tempDir('restart'),
      });
      const headers = await signInAsAdmin(server.url);
      const health = await request(server.url, 'GET', '/api/health');
      expect(health.body).toEqual({ status: 'ok', database: 'available' });

      const accepted: Accepted[] = [];
      // A clean stop first (backends are told 57P01), then a crash-like one (cut off).
      for (const mode of ['fast', 'immediate'] as const) {
        const { outcomes, probes, downAt, restartAt, upAt } = await outageUnderLoad(
          server,
          cluster,
          headers,
          mode,
        );
        accepted.push(...outcomes.filter(isAccepted));
        const context = `${mode} stop, all answers: ${JSON.stringify(tally(outcomes))}`;

        expect(probes.health.status, context).toBe(200);
        expect(probes.health.body).toEqual({
          status: 'degraded',
          database: 'unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
        });
        for (const answer of [probes.ready, probes.adminList]) {
          expect(answer.status, context).toBe(503);
          expect(answer.body).toEqual(UNAVAILABLE_ANSWER);
          expect(answer.headers.get('retry-after')).toBe('30');
        }
        // Never a 500, a dropped connection or a hang: only "saved" or "try again later".
        const other = outcomes.filter((item) => item.status !== 201 && item.status !== 503);
        expect(other, context).toEqual([]);
        for (const outcome of outcomes.filter((item) => item.status === 503)) {
          expect(outcome.body).toEqual(UNAVAILABLE_ANSWER);
          expect(outcome.retryAfter).toBe('30');
        }
        const whileDown = outcomes.filter(
          (item) => item.startedAt >= downAt && item.endedAt <= restartAt,
        );
        expect(whileDown.length, `forms sent while it was down; ${context}`).toBeGreaterThan(10);
        expect(tally(whileDown), context).toEqual({ 503: whileDown.length });
        const slowest = Math.max(...whileDown.map((item) => item.endedAt - item.startedAt));
        expect(slowest, 'a 503 must come at once, not after a long wait').toBeLessThan(6_000);
        const firstSaved = Math.min(
          ...outcomes
            .filter((item) => isAccepted(item) && item.startedAt > upAt)
            .map((item) => item.endedAt),
        );
        console.info(
          `PostgreSQL ${context}; while down: ${whileDown.length} × 503, slowest ${slowest} ms; ` +
            `first form saved ${firstSaved - upAt} ms after PostgreSQL was back`,
        );
      }

      // The same process served everything: it reconnected on its own.
      expect(server.child.exitCode, 'the server process exited').toBeNull();
      expect((await request(server.url, 'GET', '/api/ready')).status).toBe(200);
      await expectEveryAcceptedFormKept(server.url, headers, accepted);
    }));
});
