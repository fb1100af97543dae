import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_READING_PREFERENCES,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/account/reading-preferences';

const CHOSEN: ReadingPreferences = {
  ...DEFAULT_READING_PREFERENCES,
  textSize: 'larger',
  letterSpacing: 'wider',
  wordSpacing: 'wide',
  theme: 'dark',
};

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

/** A second session of the same person, as on another device. */
async function secondSession(username: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const { token } = response.json() as { token: string };
  return { authorization: `Bearer ${token}` };
}

describe('/api/account/reading-preferences', () => {
  it('answers null until the person chooses any', async () => {
    const { headers } = await signInAsNewAdmin(t, { roles: ['viewer'] });
    const response = await get(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('keeps the set on the account: another session of the same person reads it back', async () => {
    const { user, headers } = await signInAsNewAdmin(t, { roles: ['viewer'] });
    const saved = await put(headers, CHOSEN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(CHOSEN);

    const elsewhere = await secondSession(user.username);
    const response = await get(elsewhere);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CHOSEN);

    // The next change replaces the whole set.
    await put(elsewhere, DEFAULT_READING_PREFERENCES);
    expect((await get(headers)).json()).toEqual(DEFAULT_READING_PREFERENCES);
  });

  it('refuses an unknown value or an incomplete set with a message, and keeps what was stored', async () => {
    const { headers } = await signInAsNewAdmin(t);
    await put(headers, CHOSEN);
    for (const body of [
      { ...CHOSEN, letterSpacing: 'huge' },
      { ...CHOSEN, theme: '"><script>' },
      { textSize: 'large' },
      { ...CHOSEN, extra: 'x' },
      ['dark'],
    ]) {
      const response = await put(headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/\w/);
    }
    expect((await get(headers)).json()).toEqual(CHOSEN);
  });

  it('gives each person their own set', async () => {
    const first = await signInAsNewAdmin(t);
    const second = await signInAsNewAdmin(t);
    await put(first.headers, CHOSEN);
    await put(second.headers, { ...DEFAULT_READING_PREFERENCES, font: 'opendyslexic' });
    expect((await get(first.headers)).json()).toEqual(CHOSEN);
    expect((await get(second.headers)).json()).toEqual({
      ...DEFAULT_READING_PREFERENCES,
      font: 'opendyslexic',
    });
  });

  it('needs a session', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, CHOSEN)).statusCode).toBe(401);
  });
});
