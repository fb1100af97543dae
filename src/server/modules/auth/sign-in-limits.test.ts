import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/test-app.ts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../domain/auth/admin-session.ts';
import { SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { rateLimitCounters } from '../rate-limits/rate-limits.table.ts';
import { sessions } from './auth.table.ts';
import { createAdminUser } from './users.service.ts';

/**
 * Sign-in limits under requests sent all at once (ADR 031). Each burst is one Promise.all over
 * app.inject: the requests are in flight together, so a limit that read its counter before the
 * password check and wrote it after would let every one of them through. Each wrong password
 * that is checked answers 401; one refused before the check answers 429, so the 401s count the
 * password checks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let accountCount = 0;
async function createAccount() {
  accountCount += 1;
  const username = `limited${accountCount}`;
  const input = { username, name: `Limited ${accountCount}`, email: `${username}@example.org` };
  const user = await createAdminUser({
    db: t.db,
    actor: SYSTEM_ACTOR,
    input: { ...input, password: TEST_PASSWORD, roles: ['viewer'] },
  });
  return { id: user!.id, username };
}

type Attempt = { username: string; password: string; ip: string };

/** Sends every attempt at once; answers come back in the order they were sent. */
const burst = (attempts: Attempt[]) =>
  Promise.all(
    attempts.map(({ username, password, ip }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password },
        remoteAddress: ip,
      }),
    ),
  );

const wrong = (username: string, ip: string, i: number): Attempt => ({
  username,
  password: `wrong guess number ${i}`,
  ip,
});

const statusCounts = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

// Only a hang should trip this: the bursts wait for up to 100 argon2 checks on a busy machine.
const HANG = { timeout: 120_000 };

describe('a burst of wrong passwords for one account from one address', HANG, () => {
  it(`checks only ${LOGIN_MAX_FAILURES} of 200 sent at once; the rest get 429 with Retry-After`, async () => {
    const { username } = await createAccount();
    const answers = await burst(
      Array.from({ length: 200 }, (_, i) => wrong(username, '10.7.0.1', i)),
    );

    expect(statusCounts(answers)).toEqual({
      401: LOGIN_MAX_FAILURES,
      429: 200 - LOGIN_MAX_FAILURES,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(refused.headers['retry-after']).toBe('900');
  });

  it('refuses the right password sent inside the burst after the limit, and opens no session', async () => {
    const { id, username } = await createAccount();
    // As in the security test: 60 at once, the real password 58th.
    const attempts = Array.from({ length: 60 }, (_, i) => wrong(username, '10.7.0.2', i));
    attempts[57] = { username, password: TEST_PASSWORD, ip: '10.7.0.2' };
    const answers = await burst(attempts);

    expect(answers[57]!.statusCode).toBe(429);
    expect(statusCounts(answers)).toEqual({
      401: LOGIN_MAX_FAILURES,
      429: 60 - LOGIN_MAX_FAILURES,
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);

    // The limit ends with its window; the account itself was never locked for good.
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    const [later] = await burst([{ username, password: TEST_PASSWORD, ip: '10.7.0.2' }]);
    expect(later!.statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    const { username } = await createAccount();
    const attempts = Array.from({ length: LOGIN_MAX_FAILURES + 1 }, (_, i) =>
      wrong(username, `2001:db8:7:7::${i + 1}`, i),
    );
    const answers = await burst(attempts);
    expect(statusCounts(answers)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 1 });
  });
});

describe('guesses spread over many accounts or many addresses', HANG, () => {
  it(`checks only ${LOGIN_MAX_FAILURES_PER_ADDRESS} of 200 guesses over 40 accounts from one address`, async () => {
    const accounts = await Promise.all(Array.from({ length: 40 }, createAccount));
    const attempts = Array.from({ length: 200 }, (_, i) =>
      wrong(accounts[i % accounts.length]!.username, '10.7.1.1', i),
    );
    const answers = await burst(attempts);

    expect(statusCounts(answers)).toEqual({
      401: LOGIN_MAX_FAILURES_PER_ADDRESS,
      429: 200 - LOGIN_MAX_FAILURES_PER_ADDRESS,
    });
    // The accounts themselves are not locked: their people sign in from their own addresses.
    const [own] = await burst([
      { username: accounts[0]!.username, password: TEST_PASSWORD, ip: '10.7.1.2' },
    ]);
    expect(own!.statusCode).toBe(200);
  });

  it(`checks only ${LOGIN_MAX_FAILURES_PER_ACCOUNT} guesses at one account from many addresses`, async () => {
    const { username } = await createAccount();
    const addresses = LOGIN_MAX_FAILURES_PER_ACCOUNT / LOGIN_MAX_FAILURES + 5;
    const attempts = Array.from({ length: addresses * LOGIN_MAX_FAILURES }, (_, i) =>
      wrong(username, `10.8.${Math.floor(i / LOGIN_MAX_FAILURES)}.1`, i),
    );
    const answers = await burst(attempts);

    expect(statusCounts(answers)).toEqual({
      401: LOGIN_MAX_FAILURES_PER_ACCOUNT,
      429: attempts.length - LOGIN_MAX_FAILURES_PER_ACCOUNT,
    });
    // The price of stopping a spread-out guesser: the account waits out the window everywhere.
    const [own] = await burst([{ username, password: TEST_PASSWORD, ip: '10.9.0.1' }]);
    expect(own!.statusCode).toBe(429);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    const [later] = await burst([{ username, password: TEST_PASSWORD, ip: '10.9.0.1' }]);
    expect(later!.statusCode).toBe(200);
  });
});

describe('a right password', () => {
  it('starts its own count again and is taken back off the wider counts', async () => {
    const { username } = await createAccount();
    const ip = '10.6.0.1';
    await burst([wrong(username, ip, 1), wrong(username, ip, 2)]);
    const [signedIn] = await burst([{ username, password: TEST_PASSWORD, ip }]);
    expect(signedIn!.statusCode).toBe(200);

    const counters = await t.db
      .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
      .from(rateLimitCounters);
    const countOf = (key: string) => counters.find((row) => row.key === key)?.count ?? 0;
    expect(countOf(`login:${username}:${ip}`)).toBe(0);
    expect(countOf(`login-network:${ip}`)).toBe(2);
    expect(countOf(`login-account:${username}`)).toBe(2);
  });
});
