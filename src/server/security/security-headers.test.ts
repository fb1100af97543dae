import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClientBuild } from '../../../tests/security/fake-client-build.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';

/**
 * The browser-facing protections, on every kind of answer the server gives: scripts only from
 * our origin or by hash, no framing, no MIME sniffing, and HSTS exactly when the request came
 * over HTTPS (through a trusted proxy).
 */
const TOKEN = 'A'.repeat(43);
const PAGE_TYPES: [string, string][] = [
  ['a prerendered public page', '/about'],
  ['the SPA fallback (an admin page)', '/admin/documents'],
  ['the shared view', `/shared/${TOKEN}`],
  ['the signing page', `/sign/${TOKEN}`],
  ['the waiting-list status page', `/waiting-list/status/${TOKEN}`],
  ['an API JSON answer', '/api/health'],
  ['an API error', '/api/no-such-route'],
  ['a static asset', '/assets/app-1.js'],
];

const build = createFakeClientBuild();
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ TRUST_PROXY: 'true' }, { clientDir: build.dir });
  direct = await createTestApp({}, { clientDir: build.dir });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
  build.remove();
});

describe.each(PAGE_TYPES)('%s', (_name, url) => {
  it('has a strict CSP, no framing and nosniff', async () => {
    const response = await direct.app.inject(url);
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc, csp).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS over HTTPS behind a trusted proxy, and not on plain HTTP', async () => {
    const https = await behindProxy.app.inject({
      url,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await behindProxy.app.inject(url);
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to write, so it changes nothing.
    const spoofed = await direct.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

it('serves the pages from the build, so the checks above are about real pages', async () => {
  for (const [, url] of PAGE_TYPES.filter(([, path]) => !path.startsWith('/api'))) {
    const response = await direct.app.inject(url);
    expect(response.statusCode, url).toBe(200);
  }
  const page = await direct.app.inject('/admin/documents');
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
});
