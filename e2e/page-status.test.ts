import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import clientRoutes from '../src/client/routes.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

type ClientRoute = { path?: string; index?: boolean; children?: ClientRoute[] };

/** Every page address of the client's route table (src/client/routes.ts), as the router sees it. */
function clientPaths(routes: ClientRoute[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}` : base;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...(route.children ? clientPaths(route.children, path) : [])];
  });
}

/** The client's catch-all routes draw "Page Not Found"; the server answers them with a 404. */
const CATCH_ALLS = ['/*', '/es/*'];

/**
 * The server answers every page the client has with 200, and an address with no page with a
 * 404 that still draws the "Page Not Found" page, with noindex: a status tells crawlers and
 * monitors the truth, so a page exists only where the server matched a route.
 */
describe('page status codes', () => {
  it('answers every page of the client route table with 200', async () => {
    const paths = clientPaths(clientRoutes as ClientRoute[]).filter(
      (path) => !CATCH_ALLS.includes(path),
    );
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const url = path.replace(/:[A-Za-z]+/g, 'sample').replace(/\*$/, 'sample/page');
      const response = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toContain('text/html');
    }
  });

  it('answers an address with no page with 404 and noindex', async () => {
    for (const url of [
      '/no-such-page',
      '/es/no-such-page',
      '/about/extra',
      '/shared/sample/extra',
    ]) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex');
      expect(response.headers.get('content-type'), url).toContain('text/html');
    }
  });
});

describe.skipIf(withoutChromium())('the not-found page in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows "Page Not Found" in the page language, marked noindex, and passes axe', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    for (const [url, heading] of [
      ['/no-such-page', 'Page Not Found'],
      ['/es/no-such-page', 'Página no encontrada'],
    ] as const) {
      await gotoHydrated(page, url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toBe('noindex');
      await expectNoAxeViolations(page, `${url} (404)`);
    }
    await context.close();
  });
});
