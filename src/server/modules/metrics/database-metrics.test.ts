import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue, scrape } from '../../../../tests/prometheus-text.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { createAppMetrics, type AppMetrics } from './app-metrics.ts';

const METRICS_TOKEN = 'database-metrics-test-0123456789abcdef';
const isPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let metrics: AppMetrics;
let t: TestApp;
beforeAll(async () => {
  // As main.ts does it: one metrics object, watching the database the app runs on.
  metrics = createAppMetrics();
  t = await createTestApp({ METRICS_TOKEN }, { metrics });
});
afterAll(() => t.close());

/**
 * Read without a scrape: a scrape queries the outbox itself, which would blur an exact count.
 * The text is the same one GET /metrics serves.
 */
const queryCount = async () =>
  sampleValue(
    parsePrometheusText(
      await metrics.registry.getSingleMetricAsString('db_query_duration_seconds'),
    ),
    'db_query_duration_seconds_count',
  ) ?? 0;

/** Queries waiting for the pool's connection; reading it asks the database nothing. */
const readWaiting = async () =>
  sampleValue(
    parsePrometheusText(await metrics.registry.getSingleMetricAsString('db_pool_waiting_requests')),
    'db_pool_waiting_requests',
  );

/** Both drivers answer `execute` with `{ rows }`; the shared Database type leaves it unknown. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('database metrics', () => {
  it('times each query once, inside transactions too, and failed ones without changing the error', async () => {
    const before = await queryCount();
    for (let i = 0; i < 3; i += 1) {
      const result = await t.db.execute(sql`select ${i}::int as n`);
      expect(rowsOf(result)).toEqual([{ n: i }]);
    }
    expect(await queryCount()).toBe(before + 3);

    const inTransaction = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return tx.execute(sql`select 2 as two`);
    });
    expect(rowsOf(inTransaction)).toEqual([{ two: 2 }]);
    // Through `pg` (PostgreSQL, and PGlite in its thread) drizzle's begin and commit are statements.
    const perTransaction = 4;
    expect(await queryCount()).toBe(before + 3 + perTransaction);

    await expect(t.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    expect(await queryCount()).toBe(before + 3 + perTransaction + 1);
  });

  it('serves the query histogram at GET /metrics, growing with the queries requests make', async () => {
    const countAt = async () =>
      sampleValue(await scrape(t, METRICS_TOKEN), 'db_query_duration_seconds_count') ?? 0;
    const before = await countAt();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ database: 'available' });
    expect(await countAt()).toBeGreaterThan(before);
  });

  it.runIf(!skipBecause(isPostgres, 'PGlite only: its pool has one connection'))(
    'reports the PGlite queue: one connection, and a query waiting while a transaction holds it',
    async () => {
      const samples = await scrape(t, METRICS_TOKEN);
      expect(sampleValue(samples, 'db_pool_max_connections')).toBe(1);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started = false;
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started = true;
        await held;
      });
      while (!started) await new Promise((resolve) => setTimeout(resolve, 5));
      // A drizzle query starts when it is awaited or its `then` is called.
      const waiting = t.db.execute(sql`select 2`).then((result) => result);
      try {
        expect(await readWaiting()).toBe(1);
      } finally {
        release();
        await Promise.all([holder, waiting]);
      }
      expect(await readWaiting()).toBe(0);
    },
  );

  it.runIf(!skipBecause(!isPostgres, 'PostgreSQL only: its pool holds up to 20 connections'))(
    'reports the PostgreSQL pool at each scrape',
    async () => {
      const samples = await scrape(t, METRICS_TOKEN);
      // tests/test-database.ts opens its pools with 20 connections at most.
      expect(sampleValue(samples, 'db_pool_max_connections')).toBe(20);
      expect(sampleValue(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'db_pool_waiting_requests')).toBe(0);

      // Two connections held open in transactions show as busy ones.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started = 0;
      const holders = [1, 2].map(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          started += 1;
          await held;
        }),
      );
      while (started < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const during = await scrape(t, METRICS_TOKEN);
      const busy =
        sampleValue(during, 'db_pool_connections')! -
        sampleValue(during, 'db_pool_idle_connections')!;
      expect(busy).toBeGreaterThanOrEqual(2);
      release();
      await Promise.all(holders);
    },
  );
});
