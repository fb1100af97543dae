import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRunObserver } from '../../jobs/job.ts';
import { databasePoolGauges } from './database-pool-gauges.ts';

/**
 * A value read when Prometheus scrapes rather than counted as things happen: a count in the
 * database, the pool's connections, the time of the last backup.
 */
export type ScrapeGauge = {
  /** snake_case with its unit, e.g. `backup_last_success_timestamp_seconds`. */
  name: string;
  help: string;
  /**
   * The value now. `null` when there is none yet (no backup has finished): shown as 0, so an
   * alert on "older than a day" fires for "never" too.
   */
  collect(): Promise<number | null>;
};

/**
 * The metrics of one server process, on a registry of its own (never prom-client's global one, so
 * tests that build many apps in one process do not collide). main.ts makes it when METRICS_TOKEN
 * is set, before anything runs, and hands it to the three places that report: the database
 * (query time, pool), the background jobs (runs, failures) and the app (HTTP requests, outbox,
 * GET /metrics itself).
 */
export type AppMetrics = {
  registry: Registry;
  /** For the background jobs (jobs/start-jobs.ts): `job_runs_total` and `job_failures_total`. */
  observeJobRun: JobRunObserver;
  /** Times every query from now on and, on PostgreSQL, reports the connection pool. */
  watchDatabase(database: DatabaseHandle): void;
  /** Adds a value read at each scrape; the extension point for gauges owned elsewhere. */
  addGauge(gauge: ScrapeGauge): void;
};

/** From a millisecond to ten seconds: most queries take a few milliseconds. */
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time each database query took (PostgreSQL: once it has a connection; see db_pool_waiting_requests)',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Finished runs of each background job, failed ones included',
    labelNames: ['job'],
    registers,
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Runs of each background job that failed (logged; tried again at the next tick)',
    labelNames: ['job'],
    registers,
  });

  const addGauge = (gauge: ScrapeGauge) => {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      registers,
      // One unreadable value (the database is down) must not fail the whole scrape: the HTTP
      // numbers matter most exactly then. NaN says "unknown" (`x != x` finds it in PromQL).
      async collect() {
        try {
          this.set((await gauge.collect()) ?? 0);
        } catch (error) {
          this.set(Number.NaN);
          options.log?.warn({ err: error }, `Metrics: could not read ${gauge.name}.`);
        }
      },
    });
  };

  return {
    registry,
    observeJobRun: ({ job, succeeded }) => {
      jobRuns.inc({ job });
      if (!succeeded) jobFailures.inc({ job });
    },
    watchDatabase(database) {
      database.observeQueries((seconds) => queryDuration.observe(seconds));
      for (const gauge of databasePoolGauges(database)) addGauge(gauge);
    },
    addGauge,
  };
}
