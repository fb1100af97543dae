import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  newConnection,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { Database } from '../../db/client.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { startJob } from '../../jobs/start-jobs.ts';
import { outbox } from '../mail/mail.table.ts';
import { signatureEvents, signatureRecipients } from './esign.table.ts';
import { sendDueReminders, signingRemindersJob } from './reminders.ts';

let t: TestApp;
let headers: Record<string, string>;
let start: Date;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  start = t.clock.now();
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const remindersTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Reminder:%')));
const runPass = () => sendDueReminders({ db: t.db, config: t.config, now: t.clock.now() });
const atDay = (day: number) => t.clock.set(new Date(start.getTime() + day * DAY_MS));

async function sendNew() {
  const partner = await createPartner(t.db);
  const document = await createDocument(t.db, { partnerId: partner.id, title: 'Reminder NDA' });
  const response = await sendForSignature(t, headers, document.id);
  expect(response.statusCode).toBe(201);
  return { email: partner.email!, envelope: response.json() as EnvelopeStatusDto };
}

describe('signing reminders', () => {
  it('remind on days 3, 6, 9, 12 and 15, then never again', async () => {
    const { email, envelope } = await sendNew();
    atDay(3 - 1 / 24);
    await runPass();
    expect(await remindersTo(email)).toHaveLength(0);

    for (const [index, day] of [3, 6, 9, 12, 15].entries()) {
      atDay(day);
      await runPass();
      // The hourly pass an hour later finds nothing new.
      atDay(day + 1 / 24);
      await runPass();
      expect(await remindersTo(email), `day ${day}`).toHaveLength(index + 1);
    }
    for (const day of [18, 21, 24, 27]) {
      atDay(day);
      await runPass();
    }
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(5);
    expect(reminders[0]).toMatchObject({ subject: 'Reminder: please sign "Reminder NDA"' });
    expect(reminders[0]!.text).toContain('It has not been signed yet.');
    // Only the link's hash is stored, so the reminder cannot and does not carry the link.
    expect(reminders[0]!.text).not.toMatch(/\/sign\//);

    const [signer] = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, envelope.envelopeId!));
    expect(signer).toMatchObject({ remindersSent: 5, nextReminderAt: null });
    const request = { id: envelope.envelopeId! };
    const events = await t.db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.requestId, request!.id), eq(signatureEvents.type, 'reminded')));
    expect(events.map((event) => event.at.getTime()).sort()).toEqual(
      [3, 6, 9, 12, 15].map((day) => start.getTime() + day * DAY_MS),
    );
  });

  it('send each reminder once when two passes run at the same moment', async () => {
    const sent = await Promise.all([sendNew(), sendNew(), sendNew()]);
    atDay(3);
    const counts = await Promise.all([runPass(), runPass()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const { email } of sent) expect(await remindersTo(email)).toHaveLength(1);
  });

  it('stop once the request is signed', async () => {
    const { email } = await sendNew();
    const token = await signingTokenFor(t, email);
    atDay(1);
    expect((await signWith(t, token, newConnection(), typedSignature('Dana'))).statusCode).toBe(
      200,
    );
    atDay(3);
    await runPass();
    expect(await remindersTo(email)).toHaveLength(0);
  });

  it('run once at start and log a failed run instead of throwing', async () => {
    const { email } = await sendNew();
    atDay(3);
    const log = { info: vi.fn(), error: vi.fn() };
    const job = signingRemindersJob({ db: t.db, config: t.config, clock: t.clock, log });
    const stop = startJob(job, { log });
    await stop();
    expect(await remindersTo(email)).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Queued \d+ signing reminder\(s\)\.$/),
    );

    const broken = {
      transaction: () => Promise.reject(new Error('the database went away')),
    } as unknown as Database;
    const failing = { info: vi.fn(), error: vi.fn() };
    const brokenJob = signingRemindersJob({
      db: broken,
      config: t.config,
      clock: t.clock,
      log: failing,
    });
    await startJob(brokenJob, { log: failing })();
    expect(failing.error).toHaveBeenCalledOnce();
  });
});
