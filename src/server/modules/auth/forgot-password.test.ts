import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { openTestDatabase } from '../../../../tests/test-database.ts';
import { FORGOT_PASSWORD_ANSWER } from '../../../domain/auth/account-security.ts';
import { SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { auditLog } from '../audit/audit.table.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { outbox } from '../mail/mail.table.ts';
import { rateLimitCounters } from '../rate-limits/rate-limits.table.ts';
import { accountLinks } from './account-security.table.ts';
import { createAdminUser } from './users.service.ts';

/**
 * "Forgot password?" must not tell a known address from an unknown one by its answer time
 * (ADR 031): both answer after the same work, and the link, the mail and the audit row for a
 * known address are made after the answer. The database reports every query it finishes, so
 * the test can count the queries that came before each answer.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let finishedQueries = 0;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  const database = await openTestDatabase();
  database.observeQueries(() => {
    finishedQueries += 1;
  });
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://staff.example.org' },
    { database },
  );
  transport = createMailTransport(t.config.mail);
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const LINK = /https:\/\/staff\.example\.org\/set-password\/([A-Za-z0-9_-]{43})/;
const WAIT = { timeout: 10_000, interval: 20 };

async function resetsAskedFor(email: string) {
  const key = `password-reset:${email}`;
  const [row] = await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row?.count ?? 0;
}

/** Asks for a reset; returns the answer and how many queries had finished when it came. */
async function askForReset(email: string) {
  const before = finishedQueries;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { email },
    remoteAddress: '10.5.0.1',
  });
  return { response, queriesBeforeAnswer: finishedQueries - before };
}

describe('POST /api/account/forgot-password', () => {
  it('answers a known and an unknown address after the same work, and mails the known one after', async () => {
    const user = await createAdminUser({
      db: t.db,
      actor: SYSTEM_ACTOR,
      input: {
        username: 'rosalind',
        name: 'Rosalind',
        email: 'rosalind@example.org',
        password: 'the password she forgot',
        roles: ['viewer'],
      },
    });

    const known = await askForReset('rosalind@example.org');
    // The work after the answer is done once the address's counter has moved (one transaction).
    await vi.waitFor(
      async () => expect(await resetsAskedFor('rosalind@example.org')).toBe(1),
      WAIT,
    );
    const unknown = await askForReset('nobody@example.org');
    await vi.waitFor(async () => expect(await resetsAskedFor('nobody@example.org')).toBe(1), WAIT);

    for (const { response } of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(known.queriesBeforeAnswer).toBeGreaterThan(0);
    expect(known.queriesBeforeAnswer).toBe(unknown.queriesBeforeAnswer);

    // After the answer: a link, a mail and an audit row for the known address only.
    const links = await t.db.select().from(accountLinks).where(eq(accountLinks.userId, user!.id));
    expect(links.map((link) => link.purpose)).toEqual(['reset']);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request-password-reset'), eq(auditLog.entityId, user!.id)));
    expect(audited).toHaveLength(1);
    const queued = await t.db.select({ to: outbox.to }).from(outbox);
    expect(queued).toEqual([{ to: 'rosalind@example.org' }]);

    // The mail arrives, and its link opens the reset for that account.
    const arrived = await deliverToSmtp(t, smtp, transport);
    expect(arrived.map((mail) => mail.to)).toEqual([['rosalind@example.org']]);
    const key = LINK.exec(arrived[0]!.text)?.[1];
    expect(key).toBeDefined();
    const described = await t.app.inject({
      method: 'POST',
      url: '/api/account/link',
      payload: { token: key },
    });
    expect(described.json()).toEqual({ purpose: 'reset', name: 'Rosalind', username: 'rosalind' });
  });
});
