import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../../../tests/prometheus-text.ts';
import { createFakeClientBuild } from '../../../../tests/security/fake-client-build.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';

const METRICS_TOKEN = 'metrics-endpoint-test-0123456789abcdef';

const build = createFakeClientBuild();
let withoutToken: TestApp;
let t: TestApp;
beforeAll(async () => {
  // With a built client: its not-found page must not stand in for GET /metrics.
  withoutToken = await createTestApp({}, { clientDir: build.dir });
  t = await createTestApp({ METRICS_TOKEN }, { clientDir: build.dir });
});
afterAll(async () => {
  await withoutToken.close();
  await t.close();
  build.remove();
});

const getMetrics = (app: TestApp, authorization?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

const requestCount = (body: string, labels: Record<string, string>) =>
  sampleValue(parsePrometheusText(body), 'http_request_duration_seconds_count', labels);

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is no route at all: the address answers like any other unknown one, token or not', async () => {
    expect(withoutToken.app.routeTable.some((route) => route.url === '/metrics')).toBe(false);
    const response = await getMetrics(withoutToken, `Bearer ${METRICS_TOKEN}`);
    const unknown = await withoutToken.app.inject('/no-such-address');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(response.body).not.toContain('process_cpu');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('is one public GET route that checks its own token (the admin session guard does not apply)', () => {
    const routes = t.app.routeTable.filter((route) => route.url === '/metrics');
    expect(routes.map((route) => [route.method, route.isPublic])).toEqual([['GET', true]]);
  });

  it('refuses a scrape without the token, or with a wrong one, with 401 and what to send', async () => {
    const missing = await getMetrics(t);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.json()).toEqual({
      message:
        'GET /metrics needs the metrics token: send "Authorization: Bearer <METRICS_TOKEN>".',
    });

    const wrongOnes = [
      `Bearer ${METRICS_TOKEN.slice(0, -1)}x`,
      `Bearer ${METRICS_TOKEN}x`,
      'Bearer short',
      `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString('base64')}`,
      'Bearer',
    ];
    for (const authorization of wrongOnes) {
      const response = await getMetrics(t, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate'], authorization).toBe('Bearer realm="metrics"');
      expect(response.json().message, authorization).toMatch(
        /^(This metrics token is not valid|GET \/metrics needs the metrics token)/,
      );
      expect(response.body, authorization).not.toContain('process_cpu');
    }
    // An admin session is not a metrics token.
    const { headers } = await signInAsNewAdmin(t);
    expect((await getMetrics(t, headers.authorization)).statusCode).toBe(401);
  });

  it('answers the right token with the Prometheus text format', async () => {
    const response = await getMetrics(t, `Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parsePrometheusText(response.body);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    // prom-client's process metrics, on this app's own registry.
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'outbox_pending_messages')).toBe(0);
    expect(sampleValue(samples, 'outbox_failed_messages')).toBe(0);
  });

  it('labels requests by the matched route and status, never by the address with its ids', async () => {
    const id = randomUUID();
    const { headers } = await signInAsNewAdmin(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/partners/${id}`, headers })).statusCode,
    ).toBe(404);
    // Refused by the session guard, an earlier hook: still timed and counted.
    expect((await t.app.inject({ method: 'GET', url: `/api/partners/${id}` })).statusCode).toBe(
      401,
    );
    const shareToken = `share${randomUUID().replaceAll('-', '')}`;
    await t.app.inject({ method: 'GET', url: `/api/shared/${shareToken}` });
    const secretPath = `/no-such-page/${randomUUID()}`;
    expect((await t.app.inject({ method: 'POST', url: secretPath })).statusCode).toBe(404);

    const { body } = await getMetrics(t, `Bearer ${METRICS_TOKEN}`);
    const partner = { method: 'GET', route: '/api/partners/:id' };
    expect(requestCount(body, { ...partner, status_code: '404' })).toBe(1);
    expect(requestCount(body, { ...partner, status_code: '401' })).toBe(1);
    expect(
      requestCount(body, { method: 'GET', route: '/api/shared/:token', status_code: '404' }),
    ).toBe(1);
    expect(requestCount(body, { method: 'POST', route: 'unmatched', status_code: '404' })).toBe(1);
    for (const secret of [id, shareToken, secretPath]) expect(body).not.toContain(secret);
    const routes = new Set(parsePrometheusText(body).map((sample) => sample.labels.route));
    expect(
      [...routes].filter((route) => route && !/^(\/[\w.:-]*)+$|^unmatched$/.test(route)),
    ).toEqual([]);
  });

  it('is not taken over by the built client: a GET /metrics without a token gets the JSON 401', async () => {
    const response = await getMetrics(t);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<html');
  });
});
