import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import { startJob } from '../../jobs/start-jobs.ts';
import { deleteExpiredRateLimits, rateLimitCleanupJob } from './delete-expired-counters.ts';
import { recordRateLimitHit } from './rate-limits.service.ts';
import { rateLimitCounters } from './rate-limits.table.ts';

/**
 * Counters are keyed by IP address (and by waiting-list entry),
 * so they must not outlive their window by much.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const keys = async () =>
  (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters))
    .map((row) => row.key)
    .sort();
const hit = (key: string, windowMs: number) =>
  recordRateLimitHit({ db: t.db, key, windowMs, now: t.clock.now() });

describe('deleteExpiredRateLimits', () => {
  it('deletes counters whose window ended over an hour ago and keeps the others', async () => {
    t.clock.set(new Date('2026-02-01T08:00:00Z'));
    // The waiting-list form counts per IP address through this table.
    expect((await submitForm(t, k12Form(), '203.0.113.50')).statusCode).toBe(201);
    await hit('sign-in:198.51.100.7', 10 * MINUTE_MS);
    t.clock.advance(50 * MINUTE_MS);
    await hit('long:198.51.100.8', 24 * 60 * MINUTE_MS);
    await hit('short:198.51.100.9', 10 * MINUTE_MS);
    const all = ['long:198.51.100.8', 'short:198.51.100.9', 'sign-in:198.51.100.7'];
    expect(await keys()).toEqual([...all, 'waiting-list:203.0.113.50'].sort());

    // 08:50: the sign-in window ended 40 minutes ago; nothing is over an hour old yet.
    expect(await deleteExpiredRateLimits({ db: t.db, now: t.clock.now() })).toBe(0);

    // 10:15: sign-in ended 08:10 and the form's hour at 09:00 (gone); short ended 09:00 (gone).
    t.clock.set(new Date('2026-02-01T10:15:00Z'));
    expect(await deleteExpiredRateLimits({ db: t.db, now: t.clock.now() })).toBe(3);
    expect(await keys()).toEqual(['long:198.51.100.8']);

    // A deleted counter starts again at 1, as an ended window would have.
    expect(await hit('sign-in:198.51.100.7', 10 * MINUTE_MS)).toMatchObject({ count: 1 });
  });

  it('deletes each counter once when several instances clean up at the same time', async () => {
    t.clock.set(new Date('2026-03-01T08:00:00Z'));
    // The first test's counters ended long ago: out of the way first.
    await deleteExpiredRateLimits({ db: t.db, now: t.clock.now() });
    for (const index of [1, 2, 3, 4, 5]) await hit(`burst:192.0.2.${index}`, MINUTE_MS);
    t.clock.advance(2 * 60 * MINUTE_MS);
    const runs = await Promise.all(
      [1, 2, 3].map(() => deleteExpiredRateLimits({ db: t.db, now: t.clock.now() })),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(await keys()).toEqual([]);
  });
});

describe('the rate-limit clean-up job', () => {
  it('cleans up at start and on every interval, and stops cleanly', async () => {
    t.clock.set(new Date('2026-04-01T08:00:00Z'));
    await hit('first:192.0.2.10', MINUTE_MS);
    t.clock.advance(2 * 60 * MINUTE_MS);
    const log = { info: vi.fn(), error: vi.fn() };
    const job = rateLimitCleanupJob({ db: t.db, clock: t.clock });
    const stop = startJob({ ...job, every: 50 }, { log });
    await vi.waitFor(async () => expect(await keys()).not.toContain('first:192.0.2.10'));

    await hit('second:192.0.2.11', MINUTE_MS);
    t.clock.advance(2 * 60 * MINUTE_MS);
    await vi.waitFor(async () => expect(await keys()).not.toContain('second:192.0.2.11'));
    await stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run instead of crashing', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const brokenClock = {
      now: () => {
        throw new Error('clock unavailable');
      },
    };
    const stop = startJob(rateLimitCleanupJob({ db: t.db, clock: brokenClock }), { log });
    await stop();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      expect.stringContaining('rate-limit counters'),
    );
  });
});
