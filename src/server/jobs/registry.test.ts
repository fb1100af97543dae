import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PeriodicJob } from './job.ts';
import { jobRegistry } from './registry.ts';
import { startJobs } from './start-jobs.ts';

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
// Building the registry touches no database: runs do, and none is started here.
const registryFor = (env: NodeJS.ProcessEnv) =>
  jobRegistry({ db: {} as Database, config: loadConfig(env), clock: systemClock, log: log() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job registry', () => {
  it('names every job once and gives each a positive interval', () => {
    const jobs = registryFor({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of jobs) {
      expect(job.name, job.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(job.every, job.name).toBeGreaterThan(0);
    }
    expect(names).toContain('mail-delivery');
  });

  it('leaves the mail worker out without SMTP_URL, and JOB_INTERVAL_MS sets every interval', () => {
    expect(registryFor({}).map((job) => job.name)).not.toContain('mail-delivery');
    const jobs = registryFor({ SMTP_URL: 'smtp://127.0.0.1:2525', JOB_INTERVAL_MS: '200' });
    expect(jobs.map((job) => job.every)).toEqual(jobs.map(() => 200));
  });
});

describe('stopping all jobs', () => {
  it('waits for a run in progress, and no run starts after stop', async () => {
    let finishSlowRun = () => {};
    const slowRunStarted = vi.fn();
    const slow: PeriodicJob = {
      name: 'slow',
      every: 20,
      failure: 'never logged',
      run: () =>
        new Promise<void>((resolve) => {
          slowRunStarted();
          finishSlowRun = resolve;
        }),
    };
    const quickRuns = vi.fn(async () => {});
    const quick: PeriodicJob = {
      name: 'quick',
      every: 20,
      failure: 'never logged',
      run: quickRuns,
    };
    const observeRun = vi.fn();
    const stop = startJobs([slow, quick], { log: log(), observeRun });

    // The quick job runs several times while the slow one's first run is still busy: its ticks
    // are skipped, not queued.
    await vi.waitFor(() => expect(quickRuns.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(slowRunStarted).toHaveBeenCalledOnce();

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    const quickRunsAtStop = quickRuns.mock.calls.length;
    await sleep(100);
    expect(stopped, 'stop waits for the slow run').toBe(false);
    finishSlowRun();
    await stopping;
    expect(observeRun).toHaveBeenCalledWith({ job: 'slow', succeeded: true });

    await sleep(100);
    expect(slowRunStarted).toHaveBeenCalledOnce();
    expect(quickRuns).toHaveBeenCalledTimes(quickRunsAtStop);
  });
});
