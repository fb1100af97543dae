import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_FAILURE_WINDOW_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../domain/auth/admin-session.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { sessions, users } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: ip,
  });
const verify = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify', headers });

describe('POST /api/admin/login', () => {
  it('answers a token and the user for the right password, and stores only the token hash', async () => {
    const { user } = await signInAsNewAdmin(t, { username: 'ada' });
    const response = await login('ada', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: user.id,
      username: 'ada',
      name: user.name,
      email: user.email,
      roles: ['owner'],
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.some((row) => row.tokenHash === body.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('accepts the username in any letter case', async () => {
    await signInAsNewAdmin(t, { username: 'grace' });
    expect((await login('GRACE', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    await signInAsNewAdmin(t, { username: 'linus' });
    const wrongPassword = await login('linus', 'not the password', '10.0.0.2');
    const unknownUser = await login('nobody-here', 'not the password', '10.0.0.2');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_LOGIN_MESSAGE });
    }
  });

  it('refuses a disabled admin with the same answer', async () => {
    await signInAsNewAdmin(t, { username: 'disabled-admin' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'disabled-admin'));
    const response = await login('disabled-admin', TEST_PASSWORD, '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID_LOGIN_MESSAGE });
  });

  it('answers 400 with field messages when fields are missing or the body is not JSON', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      username: ['Enter your username'],
      password: [expect.any(String)],
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('records the sign-in in the audit log', async () => {
    const { user } = await signInAsNewAdmin(t);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('login');
  });
});

describe('failed sign-in rate limit (5 per 15 minutes per username + IP)', () => {
  it('answers 429 with a retry time after five failures, even for the right password', async () => {
    await signInAsNewAdmin(t, { username: 'margaret' });
    for (let i = 0; i < 5; i++)
      expect((await login('margaret', 'wrong', '10.1.0.1')).statusCode).toBe(401);

    const blocked = await login('margaret', TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(blocked.headers['retry-after']).toBe('900');

    // Another IP address, or another username from this one, is not blocked.
    expect((await login('margaret', TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    expect((await login('someone-else', 'wrong', '10.1.0.1')).statusCode).toBe(401);

    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await login('margaret', TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    await signInAsNewAdmin(t, { username: 'barbara' });
    for (let i = 0; i < 4; i++) await login('barbara', 'wrong', '10.2.0.1');
    expect((await login('barbara', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login('barbara', 'wrong', '10.2.0.1')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/verify and logout', () => {
  it('answers the user for a valid session and 401 without or with a bad token', async () => {
    const { user, headers } = await signInAsNewAdmin(t);
    const ok = await verify(headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user, twoFactorSetupPending: false });
    expect((await verify({})).statusCode).toBe(401);
    expect((await verify({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await verify({ authorization: `Bearer ${'A'.repeat(43)}` })).statusCode).toBe(401);
    expect((await verify({})).json().message).toMatch(/sign in/i);
  });

  it('logout revokes the session', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await verify(headers)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers })).statusCode,
    ).toBe(401);
  });

  it('a session ends after 12 hours without use', async () => {
    const { headers } = await signInAsNewAdmin(t);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await verify(headers)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await verify(headers)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await verify(headers)).statusCode).toBe(401);
  });

  it('a session in daily use still ends 7 days after sign-in', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const step = 10 * 60 * 60 * 1000;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_TIMEOUT_MS) {
      t.clock.advance(step);
      elapsed += step;
      expect((await verify(headers)).statusCode).toBe(200);
    }
    t.clock.advance(SESSION_ABSOLUTE_TIMEOUT_MS - elapsed);
    expect((await verify(headers)).statusCode).toBe(401);
  });
});
