import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import reactRouterConfig from '../react-router.config.ts';
import {
  READING_OPTIONS,
  READING_PREFERENCES_KEY,
  type ReadingPreferences,
} from '../src/domain/site/reading-preferences.ts';
import {
  AXE_COLOUR_RULES,
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * Quality gates on every prerendered public route: axe in every reading
 * theme, WCAG 1.4.12 text spacing at 320px, focus never under the sticky header, the inline
 * reading-preferences script allowed by the CSP, and the home page's script budget.
 */

const baseUrl = laneBaseUrl();
const PUBLIC_ROUTES = reactRouterConfig.prerender as string[];
const THEMES = READING_OPTIONS.theme;
/**
 * The home page's JavaScript, gzip (kB = 1,000 bytes): at most 130 kB (ADR 008), then 110 kB.
 * Since ADR 028 it does not hydrate and loads one small script, about 1.1 kB.
 */
const HOME_SCRIPT_BUDGET_BYTES = 5_000;

const INLINE_SCRIPT = /<script>(\(function\(\)\{try\{var o=[\s\S]*?)<\/script>/;

describe('public pages over plain HTTP', () => {
  it('has the same reading-preferences script in every page, allowed by its CSP hash', async () => {
    const scripts = new Set<string>();
    for (const route of [...PUBLIC_ROUTES, '/admin']) {
      const response = await fetch(new URL(route, baseUrl));
      const html = await response.text();
      const script = INLINE_SCRIPT.exec(html)?.[1];
      expect(script, `inline script on ${route}`).toBeDefined();
      scripts.add(script!);
      const hash = createHash('sha256').update(script!).digest('base64');
      expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
      // It is the first script in <head>: choices apply before anything else is drawn.
      expect(html.indexOf(script!)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    }
    expect(scripts.size).toBe(1);
  });

  it('asks for no script before its content on any prerendered page', async () => {
    for (const route of PUBLIC_ROUTES) {
      const html = await (await fetch(new URL(route, baseUrl))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).not.toMatch(/<link rel="modulepreload"|<script[^>]*\bsrc=/);
    }
  });

  it(`keeps the home pages' JavaScript within ${HOME_SCRIPT_BUDGET_BYTES / 1000} kB gzip`, async () => {
    for (const route of ['/', '/es']) {
      const html = await (await fetch(new URL(route, baseUrl))).text();
      const urls = await staticScriptGraph(html);
      // The static page's one script, and none of React Router's start-up.
      expect([...urls.keys()], route).toEqual([expect.stringMatching(/enhance-static-page/)]);
      expect(html, route).not.toContain('__reactRouterContext');
      expect(gzippedSize(urls), route).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_BYTES);
    }
  });
});

function gzippedSize(scripts: Map<string, Buffer>): number {
  let total = 0;
  for (const body of scripts.values()) total += gzipSync(body).length;
  return total;
}

/**
 * Every script the page loads before it is interactive: the modules its module scripts load
 * (`<script type="module" src>` or an inline `import`) and, transitively, their static imports
 * (`import … from "./x.js"`). Dynamic `import("…")` chunks load on demand (the reading
 * preferences panel) and are not counted.
 */
async function staticScriptGraph(html: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const queue = [
    ...html.matchAll(/<script type="module" src="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import(?:\(| |[^"'()]*?from ?)"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    found.set(url, body);
    const code = body.toString('utf8');
    for (const m of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?"(\.\/[^"]+\.js)"/g,
    )) {
      queue.push(new URL(m[1]!, new URL(url, baseUrl)).pathname);
    }
  }
  return found;
}

describe.skipIf(withoutChromium())('public pages in the browser: quality gates', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(consoleErrors).toEqual([]);
  });

  /** A fresh browser context with the given reading preferences already saved. */
  async function openPage(
    preferences: Partial<ReadingPreferences>,
    viewport = { width: 1280, height: 800 },
  ): Promise<Page> {
    context = await browser.newContext({ baseURL: baseUrl, viewport });
    await context.addInitScript(
      ([key, value]) => {
        if (value !== '{}') localStorage.setItem(key, value);
      },
      [READING_PREFERENCES_KEY, JSON.stringify(preferences)] as const,
    );
    const page = await context.newPage();
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    return page;
  }

  /** Loads a route, waits for its content (the proposal body too) and opens every <details>. */
  async function showWholePage(page: Page, route: string): Promise<void> {
    await gotoHydrated(page, route);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (route === '/texas-childrens-proposal') {
      await page.locator('article, [role="alert"]').first().waitFor();
    }
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
  }

  /** WCAG 1.4.12: line height 1.5, paragraph spacing 2em, letters 0.12em, words 0.16em. */
  const TEXT_SPACING = [
    '*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
    'p { margin-bottom: 2em !important; }',
  ].join('\n');

  /** Runs in the page: what scrolls sideways or cuts its text off. */
  const clippedText = (page: Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        found.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element);
        const clips = [style.overflowX, style.overflowY].some(
          (v) => v === 'hidden' || v === 'clip',
        );
        if (!clips || !element.textContent?.trim()) continue;
        // Visually hidden text (sr-only: 1px, clipped) is meant to be off screen.
        if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
        if (
          element.scrollHeight > element.clientHeight + 1 ||
          element.scrollWidth > element.clientWidth + 1
        ) {
          found.push(
            `clipped: <${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 40)}"`,
          );
        }
      }
      return found;
    });

  // A reading theme changes colours only (app.css: the colour tokens, color-scheme, and an
  // illustration's filter or outline), so in the three other themes axe runs its colour rules on
  // each page; every other rule gives what it gives in the default theme, which the layout gates
  // run at 1280 px with every <details> open (layout-public-pages.test.ts). The page is opened
  // once: the theme is set as the start-up script sets it, on <html data-theme>, and then, in the
  // default theme, the page is narrowed to 320 px for the text-spacing check.
  const OTHER_THEMES = THEMES.filter((theme) => theme !== 'default');
  it.each(PUBLIC_ROUTES)(
    `%s passes axe's colour rules in the ${OTHER_THEMES.join(', ')} themes, and keeps all text visible with WCAG text spacing at 320px`,
    async (route) => {
      const page = await openPage({});
      await showWholePage(page, route);
      for (const theme of OTHER_THEMES) {
        // Controls fade to their new colours (transition-colors): axe looks once they are there.
        await page.evaluate(async (value) => {
          document.documentElement.dataset.theme = value;
          // A transition that another replaces ends in an AbortError: it is over too.
          const fades = document.getAnimations().filter((a) => a instanceof CSSTransition);
          await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
        }, theme);
        await expectNoAxeViolations(page, `${route} in the ${theme} theme`, AXE_COLOUR_RULES);
        // Nothing on the page set the theme back while axe looked.
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      }
      await page.evaluate(() => {
        delete document.documentElement.dataset.theme;
      });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await clippedText(page), route).toEqual([]);
    },
  );

  it.each(THEMES)(
    'applies the saved %s theme before drawing and passes axe with the reading preferences panel open',
    async (theme) => {
      const page = await openPage({ theme });
      await gotoHydrated(page, '/contact');
      const applied = await page.evaluate(() => document.documentElement.dataset.theme);
      // The default theme is the absence of the attribute.
      expect(applied).toBe(theme === 'default' ? undefined : theme);
      await openPreferencesPanel(page);
      await expectNoAxeViolations(page, `reading preferences panel in the ${theme} theme`);
    },
  );

  /**
   * What covers the focused element: the sticky header, if any of five points spread over the
   * element shows the header instead. Something drawn above the header, such as the skip link,
   * is not covered. (Points sit inside the corners, which may be rounded and let the page show.)
   */
  const focusCoveredByHeader = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      const header = document.querySelector('body > div > header');
      if (!focused || focused === document.body || !header || header.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return null;
      const at = (x: number, y: number) => [box.left + box.width * x, box.top + box.height * y];
      const points = [at(0.2, 0.2), at(0.8, 0.2), at(0.5, 0.5), at(0.2, 0.8), at(0.8, 0.8)];
      const covered = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && header.contains(hit);
      });
      return covered
        ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40)}"`
        : null;
    });

  const LARGEST = { textSize: 'larger', lineSpacing: '2.0', font: 'opendyslexic' } as const;
  it.each([
    ['/', 'default settings at 1280px', {}, { width: 1280, height: 800 }],
    [
      '/',
      'larger text, widest spacing and OpenDyslexic at 1024px',
      LARGEST,
      { width: 1024, height: 700 },
    ],
    // Spanish words are longer: the header grows, and the space kept for it must follow.
    [
      '/es',
      'larger text, widest spacing and OpenDyslexic at 1024px',
      LARGEST,
      { width: 1024, height: 700 },
    ],
  ] as const)(
    'never hides the focused element under the sticky header on %s (%s)',
    async (path, _label, preferences, viewport) => {
      const page = await openPage(preferences, viewport);
      await gotoHydrated(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const stops = await page.evaluate(
        () => document.querySelectorAll('a[href], button, summary, [tabindex="0"]').length,
      );
      // Forwards through the whole page, then backwards: going up is when focus meets the header.
      const keys = [
        ...Array<string>(stops + 5).fill('Tab'),
        ...Array<string>(stops).fill('Shift+Tab'),
      ];
      for (const [step, key] of keys.entries()) {
        await page.keyboard.press(key);
        expect(await focusCoveredByHeader(page), `focus step ${step} (${key})`).toBeNull();
      }
    },
  );

  async function waitForHydration(page: Page): Promise<void> {
    await page.waitForFunction(() => {
      const button = document.querySelector('header button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    });
  }

  async function openPreferencesPanel(page: Page) {
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reading preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reading preferences' });
    await dialog.waitFor();
    return dialog;
  }

  const rootAttributes = (page: Page) =>
    page.evaluate(() => {
      const { textSize, lineSpacing, letterSpacing, wordSpacing, font, theme, reducedMotion } =
        document.documentElement.dataset;
      return { textSize, lineSpacing, letterSpacing, wordSpacing, font, theme, reducedMotion };
    });

  it.each(['/enrollment', '/admin'])(
    'breaks none of its own content security policy on %s (forms and their schemas)',
    async (route) => {
      const page = await openPage({});
      // Added by the browser driver, so the page's CSP does not apply to this listener.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective}: ${event.blockedURI}`),
        );
      });
      await gotoHydrated(page, route);
      await page.locator('form').first().waitFor();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    },
  );

  it('applies, saves and resets reading preferences; fonts load only when chosen', async () => {
    const page = await openPage({});
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?$/.test(request.url())) fontRequests.push(request.url());
    });
    await gotoHydrated(page, '/about');
    const trigger = page.getByRole('button', { name: 'Reading preferences' });
    const dialog = await openPreferencesPanel(page);

    await dialog.getByRole('radio', { name: 'Larger' }).check();
    await dialog.getByRole('radio', { name: 'Widest (2.0)' }).check();
    await dialog
      .getByRole('group', { name: /^Letter spacing/ })
      .getByRole('radio', { name: 'Widest' })
      .check();
    await dialog
      .getByRole('group', { name: /^Word spacing/ })
      .getByRole('radio', { name: 'Wider' })
      .check();
    await dialog.getByRole('radio', { name: 'OpenDyslexic' }).check();
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await dialog
      .getByRole('group', { name: /^Reduce motion/ })
      .getByRole('radio', { name: 'On' })
      .check();
    const chosen = {
      textSize: 'larger',
      lineSpacing: '2.0',
      letterSpacing: 'wider',
      wordSpacing: 'wide',
      font: 'opendyslexic',
      theme: 'dark',
      reducedMotion: 'on',
    };
    expect(await rootAttributes(page)).toEqual(chosen);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '20px',
    );
    await expect.poll(() => fontRequests.some((url) => url.includes('opendyslexic'))).toBe(true);
    expect(fontRequests.some((url) => url.includes('atkinson'))).toBe(false);
    expect(
      JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), READING_PREFERENCES_KEY))!,
      ),
    ).toEqual(chosen);

    // Escape closes the panel and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // Saved: applied by the inline script alone, even when the app's scripts never load.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/contact');
    expect(await rootAttributes(page)).toEqual(chosen);
    await page.unroute('**/assets/*.js');

    await gotoHydrated(page, '/about');
    const reopened = await openPreferencesPanel(page);
    expect(await reopened.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await reopened.getByRole('button', { name: 'Reset to defaults' }).click();
    await reopened.getByText('All reading preferences are back to the defaults.').waitFor();
    expect(await rootAttributes(page)).toEqual({
      textSize: undefined,
      lineSpacing: undefined,
      letterSpacing: undefined,
      wordSpacing: undefined,
      font: undefined,
      theme: undefined,
      reducedMotion: undefined,
    });
    expect(
      await page.evaluate((key) => localStorage.getItem(key), READING_PREFERENCES_KEY),
    ).toBeNull();
  });

  it('loads no font file for a reader with the default settings', async () => {
    const page = await openPage({});
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?$/.test(request.url())) fontRequests.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(fontRequests).toEqual([]);
  });

  it('offers reading preferences in the mobile menu', async () => {
    const page = await openPage({}, { width: 320, height: 640 });
    await gotoHydrated(page, '/fundraising-overview');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Reading preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reading preferences' });
    await dialog.getByRole('radio', { name: 'Cream background' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('cream');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page, 'reading preferences panel at 320px');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows each chart as a labelled image with its numbers as a table', async () => {
    const page = await openPage({});
    await gotoHydrated(page, '/fundraising-overview');
    for (const name of ['Campaign phases', 'Campus split']) {
      const chart = page.getByRole('img', { name: new RegExp(`^${name}`) });
      expect(await chart.count()).toBe(1);
      const labels = await chart.evaluate((svg) =>
        [...svg.querySelectorAll('text')].map((text) =>
          parseFloat(getComputedStyle(text).fontSize),
        ),
      );
      expect(Math.min(...labels)).toBeGreaterThanOrEqual(16);
    }
    await page.getByText('Show the numbers as a table').first().click();
    const table = page.getByRole('table', { name: 'Campaign phases' });
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Phase 1',
      'Phase 2',
      'Phase 3',
    ]);
    expect(await table.getByRole('cell').allTextContents()).toEqual([
      '$45M',
      '60%',
      '$25M',
      '33%',
      '$5M',
      '7%',
    ]);
    await gotoHydrated(page, '/neurodiversity-analytics');
    expect(await page.getByRole('img', { name: /^The most common profile/ }).count()).toBe(1);
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(25 + 7);
  });

  it('renders the printable proposal from the API, with its four actions', async () => {
    const page = await openPage({});
    await gotoHydrated(page, '/texas-childrens-proposal');
    const article = page.locator('article');
    await article.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await article.locator('script, style, [onclick], [style]').count()).toBe(0);

    const actions = page.getByRole('group', { name: 'Proposal actions' });
    expect(
      await actions.getByRole('link', { name: 'Back to Documents' }).getAttribute('href'),
    ).toBe('/documents');
    const share = actions.getByRole('link', { name: /^Share with CH/ });
    const shareHref = decodeURIComponent((await share.getAttribute('href'))!);
    expect(shareHref).toMatch(/^mailto:\?subject=/);
    // The configured public address (PUBLIC_URL), not the prerender placeholder.
    expect(shareHref).toMatch(/\nhttps?:\/\/[^/\s]+\/texas-childrens-proposal\n/);
    expect(shareHref).not.toContain('public-url.invalid');
    const pdf = actions.getByRole('link', { name: 'Download PDF' });
    expect(await pdf.getAttribute('download')).toBeTruthy();
    const pdfResponse = await fetch(new URL((await pdf.getAttribute('href'))!, baseUrl));
    expect(pdfResponse.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdfResponse.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Print shows the proposal only: no site header, footer, lead or buttons.
    await page.emulateMedia({ media: 'print' });
    const visible = await page.evaluate(() =>
      ['body > div > header', 'body > div > footer', '[role="group"]', 'article', 'h1'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).display !== 'none',
      ),
    );
    expect(visible).toEqual([false, false, false, true, true]);
    await page.emulateMedia({ media: 'screen' });
    expect(await actions.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
  });

  it('explains a failed proposal load and tries again', async () => {
    const page = await openPage({});
    let failures = 1;
    await page.route('**/api/generate/texas-childrens-proposal', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'Unavailable' }) : route.continue(),
    );
    await gotoHydrated(page, '/texas-childrens-proposal');
    const alert = page.getByRole('alert');
    await alert.getByText(/could not be loaded/).waitFor();
    await expectNoAxeViolations(page, 'proposal load error');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('article h2').first().waitFor();
    // The 503 above is expected; the browser logs it as a failed resource, not an app error.
    consoleErrors = consoleErrors.filter((text) => !text.includes('503'));
  });
});
