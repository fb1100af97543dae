import type { FastifyBaseLogger } from 'fastify';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Runs a background job now and then every `intervalMs`, one run at a time. A failed run is
 * logged with `failure` and tried again at the next tick; it never stops the server. The
 * returned function stops the timer and waits for a run in progress, so the database can be
 * closed after it. Jobs that must run once across instances take their own lock inside `run`.
 */
export function startPeriodicJob(options: {
  run: () => Promise<void>;
  intervalMs: number;
  log: JobLog;
  /** What the log says when a run fails: what failed and when it is tried again. */
  failure: string;
}): () => Promise<void> {
  const { log } = options;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        await options.run();
      } catch (error) {
        log.error({ err: error }, options.failure);
      }
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
