import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleValue, scrape } from '../../../../tests/prometheus-text.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { startJob, startJobs } from '../../jobs/start-jobs.ts';
import { mailDeliveryJob } from '../mail/mail-delivery-worker.ts';
import { rateLimitCleanupJob } from '../rate-limits/delete-expired-counters.ts';
import { createAppMetrics, type AppMetrics } from './app-metrics.ts';

const METRICS_TOKEN = 'job-metrics-test-0123456789abcdef';
/** Long enough that only the run at start happens during a test. */
const HOUR_MS = 60 * 60_000;

let metrics: AppMetrics;
let t: TestApp;
const warn = vi.fn();
beforeAll(async () => {
  metrics = createAppMetrics({ log: { warn } });
  t = await createTestApp({ METRICS_TOKEN, SMTP_URL: 'smtp://127.0.0.1:2525' }, { metrics });
});
afterAll(() => t.close());

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('job metrics', () => {
  it('count each run of a periodic job by name, and its failures', async () => {
    const log = silentLog();
    const stops = [
      startJob(
        { name: 'test-succeeds', run: async () => {}, every: HOUR_MS, failure: 'never logged' },
        { log, observeRun: metrics.observeJobRun },
      ),
      startJob(
        {
          name: 'test-fails',
          run: async () => {
            throw new Error('the job broke');
          },
          every: HOUR_MS,
          failure: 'The test job failed.',
        },
        { log, observeRun: metrics.observeJobRun },
      ),
    ];
    // Stopping waits for the run in progress.
    for (const stop of stops) await stop();

    const samples = await scrape(t, METRICS_TOKEN);
    expect(sampleValue(samples, 'job_runs_total', { job: 'test-succeeds' })).toBe(1);
    expect(sampleValue(samples, 'job_failures_total', { job: 'test-succeeds' })).toBeUndefined();
    expect(sampleValue(samples, 'job_runs_total', { job: 'test-fails' })).toBe(1);
    expect(sampleValue(samples, 'job_failures_total', { job: 'test-fails' })).toBe(1);
    // The failure is still logged as before.
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'The test job failed.');
  });

  it('reach the real jobs: a module job and the mail worker count under their own names', async () => {
    const jobs = [
      rateLimitCleanupJob({ db: t.db, clock: t.clock }),
      mailDeliveryJob({
        db: t.db,
        config: t.config,
        clock: t.clock,
        log: silentLog(),
        transport: { sendMail: async () => ({}), close: () => {} },
      }),
    ];
    const stop = startJobs(
      jobs.map((job) => ({ ...job, every: HOUR_MS })),
      { log: silentLog(), observeRun: metrics.observeJobRun },
    );
    await stop();

    const samples = await scrape(t, METRICS_TOKEN);
    expect(sampleValue(samples, 'job_runs_total', { job: 'rate-limit-cleanup' })).toBe(1);
    expect(sampleValue(samples, 'job_runs_total', { job: 'mail-delivery' })).toBe(1);
    expect(sampleValue(samples, 'job_failures_total', { job: 'mail-delivery' })).toBeUndefined();
  });
});

describe('gauges added from outside (the extension point)', () => {
  it('read their value at each scrape; none yet is 0, and a failing one is NaN without failing the scrape', async () => {
    let lastBackup: number | null = null;
    metrics.addGauge({
      name: 'test_last_backup_timestamp_seconds',
      help: 'When the last test backup finished',
      collect: async () => lastBackup,
    });
    metrics.addGauge({
      name: 'test_unreadable_value',
      help: 'A value whose source is down',
      collect: async () => {
        throw new Error('the database is not available');
      },
    });

    const before = await scrape(t, METRICS_TOKEN);
    expect(sampleValue(before, 'test_last_backup_timestamp_seconds')).toBe(0);
    expect(sampleValue(before, 'test_unreadable_value')).toBeNaN();
    expect(warn).toHaveBeenCalledWith(
      { err: new Error('the database is not available') },
      'Metrics: could not read test_unreadable_value.',
    );
    // The rest of the scrape is intact.
    expect(sampleValue(before, 'outbox_pending_messages')).toBe(0);

    lastBackup = 1_767_225_600;
    const after = await scrape(t, METRICS_TOKEN);
    expect(sampleValue(after, 'test_last_backup_timestamp_seconds')).toBe(1_767_225_600);
  });
});
