import type { FastifyBaseLogger } from 'fastify';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Told about every finished run, for the job counters of GET /metrics (modules/metrics). Jobs are
 * started in main.ts, outside the app, so the metrics object is handed to them there; without it
 * (metrics off, tests, tools) nothing is counted.
 */
export type JobRunObserver = (run: { job: string; succeeded: boolean }) => void;

/**
 * Runs a background job now and then every `intervalMs`, one run at a time. A failed run is
 * logged with `failure` and tried again at the next tick; it never stops the server. The
 * returned function stops the timer and waits for a run in progress, so the database can be
 * closed after it. Jobs that must run once across instances take their own lock inside `run`.
 */
export function startPeriodicJob(options: {
  /** A short, stable kebab-case name: the `job` label of the run and failure counters. */
  name: string;
  run: () => Promise<void>;
  intervalMs: number;
  log: JobLog;
  /** What the log says when a run fails: what failed and when it is tried again. */
  failure: string;
  observeRun?: JobRunObserver | undefined;
}): () => Promise<void> {
  const { log } = options;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      let succeeded = true;
      try {
        await options.run();
      } catch (error) {
        succeeded = false;
        log.error({ err: error }, options.failure);
      }
      options.observeRun?.({ job: options.name, succeeded });
    });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
