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
    // Through `pg` drizzle's begin and commit are statements; PGlite's transaction sends its own.
    const perTransaction = isPostgres ? 4 : 2;
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

  it.runIf(!skipBecause(isPostgres, 'PGlite only: it has no pool'))(
    'reports no pool for PGlite, whose queries wait while a transaction holds its session',
    async () => {
      const samples = await scrape(t, METRICS_TOKEN);
      expect(sampleValue(samples, 'db_pool_max_connections')).toBeUndefined();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started = false;
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into rate_limit_counters (key, count, window_started_at, window_ends_at)
          values ('held-by-a-transaction', 1, now(), now())`);
        started = true;
        await held;
      });
      while (!started) await new Promise((resolve) => setTimeout(resolve, 5));
      let answered = false;
      // A drizzle query starts when it is awaited or its `then` is called.
      const waiting = t.db
        .execute(
          sql`select count(*)::int as n from rate_limit_counters where key = 'held-by-a-transaction'`,
        )
        .then((result) => {
          answered = true;
          return rowsOf(result);
        });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      await holder;
      // It ran after the commit, so it sees the transaction's row.
      expect(await waiting).toEqual([{ n: 1 }]);
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
