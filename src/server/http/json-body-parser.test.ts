import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { isNestedDeeperThan, JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH } from './json-body-parser.ts';

/** Everything the app logs at warn or above, to prove a refused body is not logged as a fault. */
const logged: { level: number; msg?: string }[] = [];
const logger = pino(
  { level: 'warn' },
  { write: (line: string) => void logged.push(JSON.parse(line)) },
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

/** A form body whose `field` holds arrays nested so that the whole body is `depth` levels deep. */
const bodyOfDepth = (field: string, depth: number) =>
  `{"${field}":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"password":"x"}`;

describe('JSON bodies nested too deeply', () => {
  it('reach the schema at 64 levels and are refused at 65, on the login and the public form', async () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    for (const [url, field] of [
      ['/api/admin/login', 'username'],
      ['/api/waiting-list', 'campus'],
    ] as const) {
      const deepest = await postJson(url, bodyOfDepth(field, 64));
      expect(deepest.statusCode, deepest.body).toBe(400);
      expect(deepest.json().message).not.toBe(JSON_DEPTH_MESSAGE);
      expect(deepest.json().fieldErrors).toHaveProperty(field);

      const tooDeep = await postJson(url, bodyOfDepth(field, 65));
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json()).toEqual({ message: JSON_DEPTH_MESSAGE });
    }
  });

  it('refuses 500,000 levels with a 400, and logs nothing as an error', async () => {
    const depth = 500_000;
    const response = await postJson('/api/admin/login', '['.repeat(depth) + ']'.repeat(depth));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: JSON_DEPTH_MESSAGE });
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('keeps Fastify’s own parsing: prototype poisoning, broken and empty JSON are still refused', async () => {
    const poisoned = await postJson(
      '/api/admin/login',
      '{"__proto__":{"isAdmin":true},"username":"a","password":"b"}',
    );
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const broken = await postJson('/api/admin/login', '{"username":');
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const empty = await postJson('/api/admin/login', '');
    expect(empty.statusCode).toBe(400);
  });
});

describe('isNestedDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after escaped quotes', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(isNestedDeeperThan(`{"a":"${'[{'.repeat(100)}"}`, 2)).toBe(false);
    // `\"` does not end the string, so the brackets after it are still text.
    expect(isNestedDeeperThan(`["\\"${'['.repeat(10)}"]`, 1)).toBe(false);
    // `\\` is an escaped backslash: the quote after it does end the string.
    expect(isNestedDeeperThan(`["\\\\",[[]]]`, 2)).toBe(true);
    expect(isNestedDeeperThan('"just a string"', 0)).toBe(false);
  });
});
