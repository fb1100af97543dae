import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from '../../../domain/mail/mail.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { claimDueMail, deliverDueMail, MAIL_CLAIM_LEASE_MS } from './deliver-mail.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { enqueueMail } from './mail.service.ts';
import { outbox } from './mail.table.ts';

let t: TestApp;
let smtp: LocalSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  transport = createMailTransport(t.config.mail);
});
afterEach(async () => {
  smtp.received.length = 0;
  smtp.setMode({ accept: true });
  // Each test starts with an empty queue: earlier tests' leftovers must not be delivered here.
  await t.db.delete(outbox).where(sql`true`);
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

let counter = 0;
async function enqueue(overrides: { to?: string; html?: string } = {}) {
  counter += 1;
  const mail = {
    to: overrides.to ?? `partner${counter}@example.org`,
    subject: `Your NDA ${counter}`,
    text: `Hello partner ${counter}, please review the agreement.`,
    html: overrides.html,
    relatedEntity: 'nda_documents',
    relatedId: `doc-${counter}`,
  };
  const { id } = await enqueueMail({ db: t.db, mail, now: t.clock.now(), canDeliver: true });
  return { id, ...mail };
}

const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const deliver = (options: { transport?: MailTransport; limit?: number } = {}) =>
  deliverDueMail({
    db: t.db,
    transport: options.transport ?? transport,
    from: t.config.mail.from,
    now: t.clock.now(),
    limit: options.limit,
  });
const refuseWith451 = () =>
  smtp.setMode({ accept: false, code: 451, message: 'Mailbox busy, try again later' });

describe('deliverDueMail against a real SMTP server', () => {
  it('sends due messages (from, to, subject, text and html) and marks them sent', async () => {
    const first = await enqueue({ html: '<p>Hello <strong>partner</strong></p>' });
    const second = await enqueue();

    expect(await deliver()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(2);
    const [withHtml, plain] = [first, second].map((mail) =>
      smtp.received.find((received) => received.to.includes(mail.to))!,
    );
    expect(withHtml).toMatchObject({
      from: 'no-reply@example.org',
      to: [first.to],
      subject: first.subject,
      text: first.text,
      html: '<p>Hello <strong>partner</strong></p>',
    });
    expect(withHtml!.raw).toContain('From: NovaLearn Institute Group <no-reply@example.org>');
    expect(plain).toMatchObject({ to: [second.to], subject: second.subject, text: second.text });
    expect(plain!.html).toBeNull();

    for (const { id } of [first, second]) {
      expect(await rowOf(id)).toMatchObject({
        status: 'sent',
        sentAt: t.clock.now(),
        attempts: 1,
        error: null,
        nextAttemptAt: null,
      });
    }
    // Nothing is sent twice.
    expect(await deliver()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('does not send a message before its next attempt is due', async () => {
    t.clock.advance(60_000);
    const later = await enqueue();
    t.clock.advance(-60_000);
    expect((await deliver()).claimed).toBe(0);
    t.clock.advance(60_000);
    expect((await deliver()).sent).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([later.subject]);
  });

  it('retries a refused message with a growing backoff, then marks it failed', async () => {
    const mail = await enqueue();
    refuseWith451();

    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await deliver()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      const row = await rowOf(mail.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, sentAt: null });
      expect(row.error).toContain('451');
      expect(row.error).toContain('Mailbox busy, try again later');
      const delay = mailRetryDelayMs(attempt);
      expect(row.nextAttemptAt).toEqual(new Date(t.clock.now().getTime() + delay));

      // Not a moment before the backoff has passed.
      t.clock.advance(delay - 1);
      expect((await deliver()).claimed).toBe(0);
      t.clock.advance(1);
    }
    expect(mailRetryDelayMs(1)).toBe(60_000);
    expect(mailRetryDelayMs(MAX_MAIL_ATTEMPTS - 1)).toBe(6 * 60 * 60_000);

    expect(await deliver()).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(mail.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      nextAttemptAt: null,
    });
    // A failed message is never picked up again, even when the server recovers.
    smtp.setMode({ accept: true });
    t.clock.advance(30 * 24 * 60 * 60_000);
    expect((await deliver()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('records a permanent refusal (5xx) as an error and retries it the same way', async () => {
    const mail = await enqueue();
    smtp.setMode({ accept: false, code: 550, message: 'No such user here' });
    expect(await deliver()).toMatchObject({ retrying: 1 });
    expect((await rowOf(mail.id)).error).toContain('550');
  });

  it('records an unreachable server as an error', async () => {
    const mail = await enqueue();
    const closed = await startLocalSmtpServer();
    await closed.close();
    const unreachable = createMailTransport({ smtpUrl: closed.url, from: t.config.mail.from });
    expect(await deliver({ transport: unreachable })).toMatchObject({ retrying: 1 });
    expect((await rowOf(mail.id)).error).toMatch(/ECONNREFUSED/);
    unreachable.close();
  });

  it('delivers after a restart: the retry state lives in the outbox, not in the process', async () => {
    const mail = await enqueue();
    refuseWith451();
    const before = createMailTransport(t.config.mail);
    expect(await deliver({ transport: before })).toMatchObject({ retrying: 1 });
    before.close();

    // A new process: a new transport, the same table.
    smtp.setMode({ accept: true });
    const after = createMailTransport(t.config.mail);
    expect((await deliver({ transport: after })).claimed).toBe(0);
    t.clock.advance(mailRetryDelayMs(1));
    expect(await deliver({ transport: after })).toMatchObject({ sent: 1 });
    after.close();
    expect(smtp.received.map((received) => received.subject)).toEqual([mail.subject]);
    expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('tries a message again once the lease of a pass that died mid-send has run out', async () => {
    const mail = await enqueue();
    // A pass claims the message and is killed before it can send or record anything.
    expect(await claimDueMail({ db: t.db, now: t.clock.now() })).toHaveLength(1);
    expect((await deliver()).claimed).toBe(0);

    t.clock.advance(MAIL_CLAIM_LEASE_MS);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each message exactly once when passes run at the same time', async () => {
    const mails = [];
    for (let index = 0; index < 12; index += 1) mails.push(await enqueue());
    const transports = [0, 1, 2, 3].map(() => createMailTransport(t.config.mail));

    const drain = async (own: MailTransport) => {
      let sent = 0;
      for (;;) {
        const counts = await deliver({ transport: own, limit: 2 });
        sent += counts.sent;
        if (counts.claimed === 0) return sent;
      }
    };
    const sentPerPass = await Promise.all(transports.map(drain));
    for (const own of transports) own.close();

    expect(sentPerPass.reduce((sum, sent) => sum + sent, 0)).toBe(12);
    expect(smtp.received.map((received) => received.subject).sort()).toEqual(
      mails.map((mail) => mail.subject).sort(),
    );
  });

  // The same condition as openTestDatabase: on PGlite an open transaction would block the claim.
  const isPostgres =
    process.env.TEST_DB_ENGINE === 'postgres' && inject('postgresTemplate') !== null;
  it.skipIf(
    skipBecause(
      !isPostgres,
      'SKIP LOCKED needs a second connection, which PGlite lacks: it runs in the server-postgres ' +
        'project, which exists when TEST_DATABASE_URL names a PostgreSQL server',
    ),
  )('skips messages another instance holds instead of waiting for them (SKIP LOCKED)', async () => {
    const held = await enqueue();
    const free = await enqueue();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another instance's claim transaction, still open on its own connection.
    const otherInstance = t.db.transaction(async (tx) => {
      await tx.select().from(outbox).where(eq(outbox.id, held.id)).for('update');
      locked();
      await released;
    });
    await isLocked;

    const claimed = await claimDueMail({ db: t.db, now: t.clock.now() });
    expect(claimed.map((message) => message.id)).toEqual([free.id]);
    release();
    await otherInstance;
    expect((await claimDueMail({ db: t.db, now: t.clock.now() })).map((m) => m.id)).toEqual([
      held.id,
    ]);
  });

  it('never delivers messages that were only logged (no mail server when they were written)', async () => {
    const { id } = await enqueueMail({
      db: t.db,
      mail: { to: 'someone@example.org', subject: 'Logged only', text: 'Kept in the outbox.' },
      now: t.clock.now(),
      canDeliver: false,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'logged', attempts: 0 });
    t.clock.advance(24 * 60 * 60_000);
    expect((await deliver()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'logged', sentAt: null });
  });
});
