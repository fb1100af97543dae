import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { EsignProvider } from './modules/esign/esign-provider.ts';
import type { AppMetrics } from './modules/metrics/app-metrics.ts';

/** Everything the app needs from outside; tests pass their own (a test database, a test clock). */
export type AppDeps = {
  db: Database;
  config: Config;
  clock: Clock;
  /** Sends new signature requests: DocuSign when configured, otherwise the built-in signing page. */
  esign: EsignProvider;
  /**
   * The process's metrics, shared with the database and the background jobs (main.ts makes it
   * when METRICS_TOKEN is set). Without it GET /metrics reports only what the app itself sees.
   */
  metrics?: AppMetrics;
};
