import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { ACCOUNT_LINK_NOT_VALID_MESSAGE } from '../../../domain/auth/account-security.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';

/**
 * "Send invitation again" with a mail server (ADR 018): the answer says the mail
 * is on its way, and the mail that arrives at the SMTP server holds a new link that works, while
 * the first one no longer does.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://staff.example.org' });
  transport = createMailTransport(t.config.mail);
  headers = (await signInAsNewAdmin(t)).headers;
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const LINK = /https:\/\/staff\.example\.org\/set-password\/([A-Za-z0-9_-]{43})/;

/** Runs the delivery worker once and returns what reached the SMTP server. */
const deliver = () => deliverToSmtp(t, smtp, transport);

const post = (url: string, payload: object, withHeaders: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: withHeaders });

describe('an invitation sent again', () => {
  it('arrives at the mail server with a new link; the first link stops working', async () => {
    const created = await post(
      '/api/users',
      {
        username: 'grace',
        name: 'Grace Giver',
        email: 'grace@example.org',
        roles: ['fundraising'],
      },
      headers,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().invitation).toMatchObject({ status: 'queued', to: 'grace@example.org' });
    const [first] = await deliver();
    expect(first?.to).toEqual(['grace@example.org']);
    const firstKey = LINK.exec(first!.text)?.[1];
    expect(firstKey).toBeDefined();

    const again = await post(`/api/users/${created.json().id}/invitation`, {}, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'queued', to: 'grace@example.org' });
    const [second] = await deliver();
    expect(second?.to).toEqual(['grace@example.org']);
    const secondKey = LINK.exec(second!.text)?.[1];
    expect(secondKey).toBeDefined();
    expect(secondKey).not.toBe(firstKey);
    expect(again.json().link).toBe(`https://staff.example.org/set-password/${secondKey}`);

    const old = await post('/api/account/link', { token: firstKey! });
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(ACCOUNT_LINK_NOT_VALID_MESSAGE);
    const current = await post('/api/account/link', { token: secondKey! });
    expect(current.json()).toEqual({ purpose: 'invite', name: 'Grace Giver', username: 'grace' });
  });
});
