import type { FastifyBaseLogger } from 'fastify';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Told about every finished run, for the job counters of GET /metrics (modules/metrics). Jobs are
 * started in main.ts, outside the app, so the metrics object is handed to them there; without it
 * (metrics off, tests, tools) nothing is counted.
 */
export type JobRunObserver = (run: { job: string; succeeded: boolean }) => void;

/**
 * One background job: an entry of the registry (registry.ts), started by start-jobs.ts. The
 * feature module that owns the work builds it; jobs that must run once across instances take
 * their own lock inside `run` (ADR 045).
 */
export type PeriodicJob = {
  /** A short, stable kebab-case name: the `job` label of the run and failure counters. */
  name: string;
  /** Milliseconds between runs; the first run is at start. */
  every: number;
  /**
   * One run. `stopping` is aborted when the server stops: a run working through batches ends
   * after the batch in hand instead of starting another.
   */
  run: (stopping: AbortSignal) => Promise<void>;
  /** What the log says when a run fails: what failed and when it is tried again. */
  failure: string;
  /** Releases what the runs share (the mail transport), after the last run has ended. */
  close?: () => void;
};
