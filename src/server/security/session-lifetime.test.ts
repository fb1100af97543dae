import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type CatalogRoute } from '../../../tests/security/route-catalog.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../domain/auth/admin-session.ts';
import { createDocument } from '../demo/factories.ts';

/**
 * A session cannot outlive logout or expiry: afterwards its bearer token opens no admin route
 * at all — every guarded route, and the admin side of the comment and activity routes — even
 * for rows that exist. (The guard's own sweep in route-guard.test.ts uses made-up ids.)
 */
let t: TestApp;
let adminRoutes: CatalogRoute[];
let documentId: string;
beforeAll(async () => {
  t = await createTestApp();
  documentId = (await createDocument(t.db)).id;
  adminRoutes = (await listRoutes(t.app)).filter(
    (route) =>
      route.url.startsWith('/api') && (!route.isPublic || route.url.startsWith('/api/documents/')),
  );
});
afterAll(() => t.close());

const MINUTE = 60_000;
const verify = (authorization: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify', headers: { authorization } });

/** Every admin route with the token, on a real document id: each must answer 401. */
async function routesOpenedBy(authorization: string): Promise<string[]> {
  const opened: string[] = [];
  for (const route of adminRoutes) {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, documentId),
      headers: { authorization },
      // A valid comment, so the public comment route answers about credentials, not input.
      ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: { content: 'Hello' } }),
    });
    if (response.statusCode !== 401)
      opened.push(`${route.method} ${route.url}: ${response.statusCode}`);
  }
  return opened;
}

describe('an admin session', () => {
  it('opens nothing after logout', async () => {
    const { headers } = await signInAsNewAdmin(t);
    expect((await verify(headers.authorization)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(out.statusCode).toBe(204);
    expect(await routesOpenedBy(headers.authorization)).toEqual([]);
  });

  it('opens nothing once idle past its timeout', async () => {
    const { headers } = await signInAsNewAdmin(t);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await verify(headers.authorization)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS + MINUTE);
    expect(await routesOpenedBy(headers.authorization)).toEqual([]);
  });

  it('opens nothing after its absolute lifetime, however often it is used', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const step = SESSION_IDLE_TIMEOUT_MS / 2;
    for (let used = step; used < SESSION_ABSOLUTE_TIMEOUT_MS; used += step) {
      t.clock.advance(step);
      expect((await verify(headers.authorization)).statusCode).toBe(200);
    }
    t.clock.advance(step);
    expect(await routesOpenedBy(headers.authorization)).toEqual([]);
  });
});
