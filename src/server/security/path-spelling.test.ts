import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathSpellings } from '../../../tests/security/path-spellings.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { registerAuthGuard } from '../http/auth-guard.ts';
import { NON_CANONICAL_PATH_MESSAGE, isNonCanonicalApiPath } from '../http/canonical-api-path.ts';
import { registerErrorHandler } from '../http/error-handler.ts';

/**
 * `/%61pi/users` once answered 200 with the admin accounts, because the guard read the raw
 * request line while the router decoded it. Every guarded route is sent in every spelling a
 * router or proxy may decode or normalise, over real HTTP (inject() would resolve dot segments
 * itself), and none may answer 2xx or 3xx.
 */
let t: TestApp;
let origin: { host: string; port: number };
let agent: http.Agent;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as AddressInfo;
  origin = { host: '127.0.0.1', port: address.port };
  agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const filled = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace(/\*$/, 'anything');

/** One raw request: the path goes on the request line exactly as written. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ ...origin, agent, method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('path spellings', () => {
  it(
    'never open a guarded route without a session, in any spelling',
    { timeout: 240_000 },
    async () => {
      const guarded = t.app.routeTable.filter((route) => !route.isPublic);
      let requests = 0;
      const opened: string[] = [];
      for (const route of guarded) {
        for (const spelling of pathSpellings(filled(route.url))) {
          const answer = await send(route.method, spelling);
          requests += 1;
          if (![400, 401, 404].includes(answer.status)) {
            opened.push(`${route.method} ${spelling} → ${answer.status}`);
          }
        }
      }
      console.log(
        `path spellings: ${requests} requests over ${guarded.length} guarded routes, none opened`,
      );
      expect(guarded.length).toBeGreaterThan(100);
      expect(opened).toEqual([]);
    },
  );

  it('refuses a non-canonical /api spelling with a 400 that says what to fix, even with a session', async () => {
    const { headers } = await signInAsNewAdmin(t);
    expect((await send('GET', '/api/users', headers)).status).toBe(200);
    for (const spelling of [
      '/%61pi/users',
      '/api//users',
      '/api/./users',
      '/API/users',
      '/api/users/',
      '/api/users;x',
      '/api/x/%2e%2e/users',
    ]) {
      const answer = await send('GET', spelling, headers);
      expect(answer.status, spelling).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: NON_CANONICAL_PATH_MESSAGE });
    }
  });

  it('leaves canonical addresses, pages and hostile tokens alone', () => {
    for (const target of [
      '/api/users',
      '/api/users?search=%61',
      '/api/shared/abc_DEF-123',
      '/api/shared/%00',
      '/api/t/o/token.gif',
      '/admin/users/',
      '/%61bout',
    ]) {
      expect(isNonCanonicalApiPath(target), target).toBe(false);
    }
    for (const target of ['/api', '/api/'])
      expect(isNonCanonicalApiPath(target)).toBe(target === '/api/');
    for (const target of [
      '/%2561pi/users',
      '/x/../api/users',
      '/api\\users',
      'http://h/api/users',
    ]) {
      expect(isNonCanonicalApiPath(target), target).toBe(true);
    }
  });
});

describe('the guard on its own', () => {
  it('decides on the matched route, so a decoded spelling still needs a session', async () => {
    // The guard without the spelling check in front of it: the real guard and session store.
    const bare = Fastify();
    registerErrorHandler(bare);
    registerAuthGuard(bare, { db: t.db, config: t.config, clock: t.clock, esign: t.esign });
    bare.get('/api/secret', () => ({ secret: true }));
    bare.get('/api/open', { config: { public: true } }, () => ({ open: true }));
    const { headers } = await signInAsNewAdmin(t);
    for (const url of ['/api/secret', '/%61pi/secret', '/api/%73ecret', '/%61%70%69/secret']) {
      expect((await bare.inject(url)).statusCode, url).toBe(401);
      expect((await bare.inject({ url, headers })).statusCode, url).toBe(200);
    }
    expect((await bare.inject('/%61pi/open')).statusCode).toBe(200);
    await bare.close();
  });
});
