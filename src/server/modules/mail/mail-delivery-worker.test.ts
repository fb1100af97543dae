import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import type { Database } from '../../db/client.ts';
import { startJob } from '../../jobs/start-jobs.ts';
import { mailDeliveryJob } from './mail-delivery-worker.ts';
import { enqueueMail } from './mail.service.ts';
import { outbox } from './mail.table.ts';

let t: TestApp;
let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The first SMTP conversation of a test file can take a second or two on a busy machine. */
const WAIT = { timeout: 10_000, interval: 20 };
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const enqueue = (subject: string) =>
  enqueueMail({
    db: t.db,
    mail: { to: 'partner@example.org', subject, text: `Body of ${subject}` },
    now: t.clock.now(),
    canDeliver: true,
  });
const statusOf = async (id: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.status;

/** The mail worker started as the registry starts it, `every` ms apart. */
const startWorker = (options: { db: Database; log: ReturnType<typeof silentLog>; every: number }) =>
  startJob(
    { ...mailDeliveryJob({ ...options, config: t.config, clock: t.clock }), every: options.every },
    { log: options.log },
  );

describe('the mail delivery job', () => {
  it('delivers what is due at start and then on every tick, and logs what it sent', async () => {
    const early = await enqueue('Waiting before start');
    const log = silentLog();
    const stop = startWorker({ db: t.db, log, every: 50 });
    try {
      await vi.waitFor(async () => expect(await statusOf(early.id)).toBe('sent'), WAIT);
      const later = await enqueue('Written while running');
      await vi.waitFor(async () => expect(await statusOf(later.id)).toBe('sent'), WAIT);
    } finally {
      await stop();
    }
    expect(smtp.received.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Waiting before start', 'Written while running']),
    );
    expect(log.info).toHaveBeenCalledWith('Mail: sent 1 message(s).');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('stop() waits for the batch in flight, so the database can close right after', async () => {
    smtp.setDelay(400);
    const slow = await enqueue('Slow server');
    const stop = startWorker({ db: t.db, log: silentLog(), every: 60_000 });
    // The first pass starts at once; stop while the server still holds back its answer.
    await vi.waitFor(() => expect(smtp.unansweredCount()).toBe(1), WAIT);
    await stop();
    smtp.setDelay(0);
    expect(await statusOf(slow.id)).toBe('sent');
  });

  it('logs a failing run instead of throwing, and keeps going', async () => {
    const broken = {
      transaction: () => Promise.reject(new Error('connection to the database was lost')),
    } as unknown as Database;
    const log = silentLog();
    const stop = startWorker({ db: broken, log, every: 20 });
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2), WAIT);
    await stop();
    const [context, message] = log.error.mock.calls[0]!;
    expect((context as { err: Error }).err.message).toBe('connection to the database was lost');
    expect(message).toBe('Mail delivery failed; it will try again in a few seconds.');
  });

  it('warns about refused messages and keeps them pending for a retry', async () => {
    smtp.setMode({ accept: false, code: 451, message: 'Greylisted, try again later' });
    const refused = await enqueue('Greylisted');
    const log = silentLog();
    const stop = startWorker({ db: t.db, log, every: 50 });
    await vi.waitFor(
      () =>
        expect(log.warn).toHaveBeenCalledWith(
          'Mail: 1 message(s) could not be sent; they will be tried again.',
        ),
      WAIT,
    );
    await stop();
    smtp.setMode({ accept: true });
    expect(await statusOf(refused.id)).toBe('pending');
  });
});
