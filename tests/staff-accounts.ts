import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { outbox } from '../src/server/modules/mail/mail.table.ts';
import { rateLimitCounters } from '../src/server/modules/rate-limits/rate-limits.table.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from './test-app.ts';

/**
 * One app per test file for the staff sign-in tests (src/server/modules/auth/*-sign-in tests):
 * an owner, and helpers that invite, set passwords and turn on the authenticator app through the
 * real endpoints. `t` and `owner` are live bindings, set by `setUpStaffAccountsApp()`.
 */
export let t: TestApp;
export let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;

export function setUpStaffAccountsApp() {
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInAsNewAdmin(t);
  });
  afterAll(() => t.close());
}

/** A new owner session, for a test that moved the clock past the idle timeout. */
export async function renewOwnerSession() {
  owner = await signInAsNewAdmin(t);
}

export const HOUR = 60 * 60_000;
export const NEW_PASSWORD = 'a brand new password for work';

export const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The key of the newest set-password link mailed to an address (the outbox keeps every mail). */
export async function lastLinkTo(email: string): Promise<string> {
  const mails = (await t.db.select().from(outbox)).filter((mail) => mail.to === email);
  const text = mails.at(-1)?.text ?? '';
  const match = /\/set-password\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`No set-password link mailed to ${email}`);
  return match[1]!;
}

/** How many resets an address was asked for in the current window, as the reset counts them. */
export async function resetsAskedFor(email: string): Promise<number> {
  const key = `password-reset:${email.trim().toLowerCase()}`;
  const [row] = await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row && row.windowEndsAt > t.clock.now() ? row.count : 0;
}

/**
 * "Forgot password?" through the endpoint, then waits for the work it does after answering
 * (ADR 031): its counter for the address and its link and mail commit together, so once the
 * counter has moved, the mail (if any) is in the outbox. The wait only catches a hang.
 */
export async function forgotPassword(email: string, remoteAddress = '127.0.0.1') {
  const before = await resetsAskedFor(email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { email },
    remoteAddress,
  });
  if (response.statusCode === 202) {
    await vi.waitFor(async () => expect(await resetsAskedFor(email)).toBe(before + 1), {
      timeout: 10_000,
      interval: 20,
    });
  }
  return response;
}

export const codeFor = (secret: string, at = t.clock.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

let inviteCount = 0;
export async function invite(roles: string[] = ['fundraising']) {
  inviteCount += 1;
  const username = `invitee${inviteCount}`;
  const name = `Invitee ${inviteCount}`;
  const email = `${username}@example.org`;
  const response = await post('/api/users', { username, name, email, roles }, owner.headers);
  expect(response.statusCode).toBe(201);
  return { username, name, email, body: response.json() };
}

export const login = (username: string, password = NEW_PASSWORD) =>
  post('/api/admin/login', { username, password });

export async function newStaffMember() {
  const { username, email } = await invite(['fundraising']);
  await post('/api/account/set-password', {
    token: await lastLinkTo(email),
    password: NEW_PASSWORD,
  });
  const { token } = (await login(username)).json() as { token: string };
  return { username, headers: { authorization: `Bearer ${token}` } };
}

export async function turnOnApp(headers: Record<string, string>) {
  const setup = (await post('/api/account/totp/setup', {}, headers)).json() as {
    setupId: string;
    secret: string;
    uri: string;
    qrSvg: string;
  };
  const enabled = await post(
    '/api/account/totp/enable',
    { setupId: setup.setupId, code: codeFor(setup.secret) },
    headers,
  );
  expect(enabled.statusCode).toBe(200);
  return { ...setup, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}
