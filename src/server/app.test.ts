import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP basics', () => {
  it('reports health (with the database state) and readiness without a session', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'available',
    });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'There is no API route GET /api/no-such-thing.' });
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.app.inject('/api/health');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over HTTPS: src/server/security/security-headers.test.ts checks both cases.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every answer a request id, keeping a sensible one from the caller', async () => {
    const own = await t.app.inject('/api/health');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234');
  });

  it('answers a wrong content type with 415 and a readable message, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/content type/i);
  });
});

describe('API docs', () => {
  it('describes every API route to admins as OpenAPI 3, from the zod schemas', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const response = await t.app.inject({ url: '/api/openapi.json', headers });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/admin/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['username', 'password']);
  });
});
