import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL_PATHS } from '../../domain/site/app-shell-pages.ts';
import { createFakeClientBuild } from '../../../tests/security/fake-client-build.ts';
import { pathSpellings } from '../../../tests/security/path-spellings.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';

/**
 * `GET /es/waiting-list/status/<token>` once wrote the token to the log, because
 * redaction was a URL pattern that knew neither /es nor other spellings. Every link route, page
 * and API, in both languages and in odd spellings, is requested with a token; the captured log
 * must not hold it anywhere.
 */
const lines: string[] = [];
const build = createFakeClientBuild();
let t: TestApp;
beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, { logger, clientDir: build.dir });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const TOKEN = randomBytes(32).toString('base64url');

describe('link tokens in the log', () => {
  it('never appear, whatever the route, language or spelling', async () => {
    const linkRoutes = [
      ...APP_SHELL_PATHS.filter((url) => url.includes(':token')).map((url) => ({
        method: 'GET',
        url,
      })),
      ...t.app.routeTable.filter((route) => route.isPublic && route.url.includes(':token')),
    ];
    expect(linkRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/es/waiting-list/status/:token',
        '/waiting-list/status/:token',
        '/api/waiting-list/status/:token',
        '/shared/:token',
        '/sign/:token',
      ]),
    );
    let requests = 0;
    for (const route of linkRoutes) {
      const path = route.url.replaceAll(':token', TOKEN);
      for (const url of [path, `${path}?token=${TOKEN}`, ...pathSpellings(path)]) {
        await t.app.inject({ method: route.method as 'GET', url });
        requests += 1;
      }
    }
    const log = lines.join('');
    expect(requests).toBeGreaterThan(500);
    expect(log).toContain('"url":"/es/waiting-list/status/[token]"');
    expect(log).toContain('"url":"/api/sign/[token]/download"');
    const leaks = lines.filter((line) => line.includes(TOKEN));
    expect(leaks).toEqual([]);
    // A token's start is as good as the token to someone who can guess the rest.
    expect(log).not.toContain(TOKEN.slice(0, 12));
  });

  it('keeps ids and path words, so the log still says what was asked for', async () => {
    lines.length = 0;
    await t.app.inject('/api/documents/5b9a61a6-3a8e-4b47-9d5c-0d1c1f7f3e11?search=jane');
    await t.app.inject('/no-such-page/x1');
    const log = lines.join('');
    expect(log).toContain('"url":"/api/documents/5b9a61a6-3a8e-4b47-9d5c-0d1c1f7f3e11?search=…"');
    expect(log).toContain('"url":"/no-such-page/…"');
  });
});
