import type { JobLog, JobRunObserver, PeriodicJob } from './job.ts';

type StartOptions = {
  /** Where a failed run is logged, with the job's `failure` message. */
  log: Pick<JobLog, 'error'>;
  observeRun?: JobRunObserver | undefined;
};

/**
 * Runs a job now and then every `job.every` ms, one run at a time: a tick that finds the previous
 * run still busy is skipped, not queued. A failed run is logged with `job.failure`, counted, and
 * tried again at the next tick; it never stops the server. The returned function stops the timer,
 * starts no further run, waits for the run in progress and then closes the job, so the database
 * can be closed after it.
 */
export function startJob(job: PeriodicJob, options: StartOptions): () => Promise<void> {
  const { log } = options;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;

  const runOnce = async () => {
    let succeeded = true;
    try {
      await job.run(stopping.signal);
    } catch (error) {
      succeeded = false;
      log.error({ err: error }, job.failure);
    }
    options.observeRun?.({ job: job.name, succeeded });
  };
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = runOnce().finally(() => (running = null));
  };

  tick();
  const timer = setInterval(tick, job.every);
  timer.unref();
  return async () => {
    stopping.abort();
    clearInterval(timer);
    await running;
    job.close?.();
  };
}

/**
 * Starts every job of the registry. The returned function stops all timers at once, so no run
 * starts after it is called, and waits for every run in progress.
 */
export function startJobs(
  jobs: readonly PeriodicJob[],
  options: StartOptions,
): () => Promise<void> {
  const stops = jobs.map((job) => startJob(job, options));
  return async () => {
    // Each stop() ends its timer before its first await: all are ended before any run is awaited.
    await Promise.all(stops.map((stop) => stop()));
  };
}
