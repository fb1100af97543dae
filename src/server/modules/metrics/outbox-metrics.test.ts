import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '../../../domain/mail/mail.ts';
import { sampleValue, scrape } from '../../../../tests/prometheus-text.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import type { MailTransport } from '../mail/mail-transport.ts';

const METRICS_TOKEN = 'outbox-metrics-test-0123456789abcdef';
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  // With a mail server configured, queued mail is `pending` (no worker runs in the test app).
  t = await createTestApp({ METRICS_TOKEN, SMTP_URL: 'smtp://127.0.0.1:2525' });
});
afterAll(() => t.close());

/** A mail server that refuses every message for now (a 4xx), so each one is retried. */
const refusingServer: MailTransport = {
  sendMail: async () => {
    throw Object.assign(new Error('451 Mailbox busy, try again later'), { responseCode: 451 });
  },
  close: () => {},
};

/** Each waiting-list form queues the family's confirmation mail, through the real route. */
async function submitForms(count: number) {
  for (let i = 0; i < count; i += 1) {
    expect((await submitForm(t, k12Form())).statusCode).toBe(201);
  }
}

const outboxGauges = async () => {
  const samples = await scrape(t, METRICS_TOKEN);
  return {
    pending: sampleValue(samples, 'outbox_pending_messages'),
    failed: sampleValue(samples, 'outbox_failed_messages'),
  };
};

describe('outbox metrics', () => {
  it('count the mail waiting to go out and the mail that gave up, at each scrape', async () => {
    expect(await outboxGauges()).toEqual({ pending: 0, failed: 0 });

    await submitForms(2);
    expect(await outboxGauges()).toEqual({ pending: 2, failed: 0 });

    // The server refuses both until they run out of attempts.
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail({
        db: t.db,
        transport: refusingServer,
        from: t.config.mail.from,
        now: t.clock.now(),
      });
      t.clock.advance(DAY_MS);
    }
    expect(await outboxGauges()).toEqual({ pending: 0, failed: 2 });

    await submitForms(3);
    expect(await outboxGauges()).toEqual({ pending: 3, failed: 2 });
  });
});
