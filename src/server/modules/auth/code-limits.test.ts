import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../domain/auth/admin-session.ts';
import {
  NEW_PASSWORD,
  codeFor,
  login,
  newStaffMember,
  post,
  setUpStaffAccountsApp,
  t,
  turnOnApp,
} from '../../../../tests/staff-accounts.ts';

/**
 * The other guessable checks are counted before they run too (ADR 031): the second step of
 * sign-in, a code typed in Settings, and the current password when changing it. Each burst is
 * sent at once; every check that runs answers its "not right" status, every refused one 429.
 */
setUpStaffAccountsApp();

/** A recovery code's shape, from no list: it is checked, and never right. */
const WRONG_CODE = 'zzzzz-zzzzz';
const TRIES = 20;

const statusCounts = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const atOnce = <T>(send: () => Promise<T>) =>
  Promise.all(Array.from({ length: TRIES }, () => send()));

describe('codes and passwords sent all at once', () => {
  it(`checks ${LOGIN_MAX_FAILURES} second-step codes of ${TRIES}; then even the right one waits`, async () => {
    const { username, headers } = await newStaffMember();
    const { secret } = await turnOnApp(headers);
    t.clock.advance(30_000); // the code that turned the app on cannot be used again
    const { challengeToken } = (await login(username)).json().secondStep;
    const answers = await atOnce(() =>
      post('/api/admin/login/second-step', { challengeToken, code: WRONG_CODE }),
    );

    expect(statusCounts(answers)).toEqual({
      401: LOGIN_MAX_FAILURES,
      429: TRIES - LOGIN_MAX_FAILURES,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'Too many wrong codes. Please wait 15 minutes and try again.',
    );
    expect(refused.headers['retry-after']).toBe('900');
    const right = await post('/api/admin/login/second-step', {
      challengeToken,
      code: codeFor(secret),
    });
    expect(right.statusCode).toBe(429);
  });

  it(`checks ${LOGIN_MAX_FAILURES} codes typed to turn the app off, from one session`, async () => {
    const { headers } = await newStaffMember();
    const { secret } = await turnOnApp(headers);
    const answers = await atOnce(() =>
      post('/api/account/totp/disable', { code: WRONG_CODE }, headers),
    );

    expect(statusCounts(answers)).toEqual({
      400: LOGIN_MAX_FAILURES,
      429: TRIES - LOGIN_MAX_FAILURES,
    });
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    const off = await post('/api/account/totp/disable', { code: codeFor(secret) }, headers);
    expect(off.statusCode).toBe(204);
  });

  it(`checks ${LOGIN_MAX_FAILURES} current passwords of ${TRIES} when changing the password`, async () => {
    const { headers } = await newStaffMember();
    const answers = await atOnce(() =>
      post(
        '/api/settings/password',
        { currentPassword: 'a guess at the password', newPassword: 'one i would like instead' },
        headers,
      ),
    );

    expect(statusCounts(answers)).toEqual({
      400: LOGIN_MAX_FAILURES,
      429: TRIES - LOGIN_MAX_FAILURES,
    });
    const right = await post(
      '/api/settings/password',
      { currentPassword: NEW_PASSWORD, newPassword: 'one i would like instead' },
      headers,
    );
    expect(right.statusCode).toBe(429);
  });
});
