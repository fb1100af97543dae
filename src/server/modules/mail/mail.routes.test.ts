import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '../../../domain/mail/mail.ts';
import type { OutboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { enqueueMail } from './mail.service.ts';
import { outbox } from './mail.table.ts';

let t: TestApp;
let headers: { authorization: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  // SMTP_URL only decides whether a retry is possible here; no worker runs in the test app.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  ({ headers } = await signInAsNewAdmin(t));
  // Seven messages one minute apart: 3 logged, 2 sent, 1 failed, 1 pending (newest).
  const statuses = ['logged', 'sent', 'logged', 'failed', 'sent', 'logged', 'pending'] as const;
  for (const [index, status] of statuses.entries()) {
    t.clock.advance(60_000);
    const { id } = await enqueueMail({
      db: t.db,
      mail: {
        to: `reader${index}@example.org`,
        subject: `Message ${index}`,
        text: `Text ${index}`,
        relatedEntity: 'waiting_list',
        relatedId: `entry-${index}`,
      },
      now: t.clock.now(),
      canDeliver: status !== 'logged',
    });
    ids[`message${index}`] = id;
    if (status === 'sent') {
      await t.db
        .update(outbox)
        .set({ status, attempts: 1, sentAt: t.clock.now(), nextAttemptAt: null })
        .where(eq(outbox.id, id));
    }
    if (status === 'failed') {
      await t.db
        .update(outbox)
        .set({
          status,
          attempts: MAX_MAIL_ATTEMPTS,
          error: '451 Mailbox busy',
          nextAttemptAt: null,
        })
        .where(eq(outbox.id, id));
    }
  }
});
afterAll(() => t.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers });
const retry = (id: string, app = t) =>
  app.app.inject({ method: 'POST', url: `/api/outbox/${id}/retry`, headers });

describe('GET /api/outbox', () => {
  it('lists every message newest first with X-Total-Count', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('7');
    const messages = response.json<OutboxMessageSummaryDto[]>();
    expect(messages.map((message) => message.subject)).toEqual([
      'Message 6',
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
      'Message 0',
    ]);
    // No bodies in the list: a body can hold a live signing, status or share link.
    expect(messages[0]).toEqual({
      id: ids.message6,
      to: 'reader6@example.org',
      subject: 'Message 6',
      holdsPrivateLink: false,
      status: 'pending',
      isDemo: false,
      error: null,
      attempts: 0,
      relatedEntity: 'waiting_list',
      relatedId: 'entry-6',
      createdAt: t.clock.now().toISOString(),
      sentAt: null,
      nextAttemptAt: t.clock.now().toISOString(),
    });
    expect(response.body).not.toContain('Text ');
    expect(messages.find((message) => message.status === 'failed')).toMatchObject({
      error: '451 Mailbox busy',
      attempts: MAX_MAIL_ATTEMPTS,
      nextAttemptAt: null,
    });
  });

  it('pages with limit and offset, the total counting all matches', async () => {
    const page = await list('?limit=3&offset=3');
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.json<OutboxMessageSummaryDto[]>().map((message) => message.subject)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    const past = await list('?limit=3&offset=30');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('7');
  });

  it('filters by status', async () => {
    const logged = await list('?status=logged&limit=2');
    expect(logged.headers['x-total-count']).toBe('3');
    expect(logged.json<OutboxMessageSummaryDto[]>().map((message) => message.subject)).toEqual([
      'Message 5',
      'Message 2',
    ]);
    const sent = await list('?status=sent');
    expect(sent.json<OutboxMessageSummaryDto[]>().every((message) => message.sentAt !== null)).toBe(
      true,
    );
    expect(sent.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad query with 400 and the field that is wrong', async () => {
    for (const query of ['?status=lost', '?limit=0', '?limit=201', '?offset=-1', '?limit=ten']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/outbox/:id/retry', () => {
  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This message was not found. It may have been deleted.',
    });
    expect((await retry('not-an-id')).statusCode).toBe(400);
  });

  it('answers 409 for a message that has not failed', async () => {
    for (const id of [ids.message6!, ids.message4!, ids.message5!]) {
      const response = await retry(id);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(
        /^This message is (pending|sent|logged), not failed/,
      );
    }
  });

  it('puts a failed message back in the queue with fresh attempts, and audits it', async () => {
    t.clock.advance(60 * 60_000);
    const response = await retry(ids.message3!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.message3,
      status: 'pending',
      attempts: 0,
      error: null,
      nextAttemptAt: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, ids.message3!));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: t.clock.now() });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'outbox'), eq(auditLog.entityId, ids.message3!)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'retry',
      actorName: expect.stringMatching(/^Test Admin/),
      details: { to: 'reader3@example.org', subject: 'Message 3', lastError: '451 Mailbox busy' },
    });

    // Queued now, so a second retry is a conflict.
    expect((await retry(ids.message3!)).statusCode).toBe(409);
  });

  it('answers 409 when no mail server is set up to send it again', async () => {
    const withoutSmtp = await createTestApp();
    try {
      const admin = await signInAsNewAdmin(withoutSmtp);
      const { id } = await enqueueMail({
        db: withoutSmtp.db,
        mail: { to: 'x@example.org', subject: 'Once failed', text: 'Text' },
        now: withoutSmtp.clock.now(),
        canDeliver: true,
      });
      await withoutSmtp.db
        .update(outbox)
        .set({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS })
        .where(eq(outbox.id, id));
      const response = await withoutSmtp.app.inject({
        method: 'POST',
        url: `/api/outbox/${id}/retry`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toContain('SMTP_URL is not set');
    } finally {
      await withoutSmtp.close();
    }
  });
});
