import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../../src/domain/auth/admin-session.ts';
import {
  READING_PREFERENCES_KEY,
  type ReadingPreferences,
} from '../../src/domain/site/reading-preferences.ts';
import { gotoHydrated } from './browser.ts';
import { anotherVisitorAddress } from './visitor-address.ts';

/** A signed-in admin as the sign-in form stores it (admin-session.ts), or none. */
export type StoredAdmin = { token: string; user: unknown };

export type ReviewContextOptions = {
  baseUrl: string;
  width: number;
  height?: number;
  preferences?: Partial<ReadingPreferences>;
  admin?: StoredAdmin;
};

/**
 * One browser context for one width: reading preferences and the admin session are in
 * localStorage before any page script runs (the inline script in <head> reads the preferences
 * before the first paint), so every page opened in it looks as it does for a returning reader.
 * Public pages ignore the session.
 */
export async function openReviewContext(
  browser: Browser,
  options: ReviewContextOptions,
): Promise<{ context: BrowserContext; page: Page; pendingRequests: () => number }> {
  const { baseUrl, width, height = 800, preferences = {}, admin } = options;
  // Each context is another reader on another connection (the e2e server trusts the proxy
  // header): the layout gates open every family page at every width, and from one address they
  // would use up the per-address limit on status and offer links that the journeys need.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    extraHTTPHeaders: { 'x-forwarded-for': anotherVisitorAddress() },
  });
  // A page that cannot load (a broken build) should cost seconds, not the 30 s default.
  context.setDefaultTimeout(15_000);
  const stored: [string, string][] = [[READING_PREFERENCES_KEY, JSON.stringify(preferences)]];
  if (admin)
    stored.push([ADMIN_TOKEN_KEY, admin.token], [ADMIN_USER_KEY, JSON.stringify(admin.user)]);
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  // The page's own API calls in flight: a page is ready when they are done.
  let pending = 0;
  const isApiCall = (type: string) => type === 'fetch' || type === 'xhr';
  page.on('request', (request) => {
    if (isApiCall(request.resourceType())) pending++;
  });
  const settle = (request: Request) => {
    if (isApiCall(request.resourceType())) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending = 0;
  });
  return { context, page, pendingRequests: () => pending };
}

/** Runs in the page: is there an <h1>, and does anything say it is still loading? */
function pageState() {
  const statusTexts = [...document.querySelectorAll('[role="status"]')].map(
    (status) => status.textContent?.trim() ?? '',
  );
  return {
    hasHeading: document.querySelector('h1') !== null,
    isBusy:
      statusTexts.some((text) => /^(Loading|Cargando)/i.test(text)) ||
      document.querySelector('[aria-busy="true"], .animate-pulse') !== null,
  };
}

/**
 * Fonts, and every image including the lazy ones below the fold: a full-page screenshot does
 * not scroll, so a lazy image far down would stay an empty box.
 */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // Inline callbacks only: tsx would wrap a named helper in __name(), unknown in the page.
    const everything = Promise.all([
      document.fonts.ready,
      ...images.map(
        (image) =>
          image.complete ||
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    ]);
    // An image that never answers must not hold the run: draw what is there after 5 s.
    await Promise.race([everything, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/**
 * Opens a page and waits until it shows its content: React has taken over, there is an <h1>,
 * no API call is in flight, and nothing says it is loading (aria-busy, a "Loading…" status, a
 * pulsing skeleton). Returns what did not happen within `timeoutMs`, or null when ready.
 */
export async function showPage(
  page: Page,
  path: string,
  pendingRequests: () => number,
  timeoutMs = 15_000,
): Promise<string | null> {
  try {
    await gotoHydrated(page, path);
  } catch (error) {
    return `did not load: ${(error as Error).message.split('\n')[0]}`;
  }
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  while (Date.now() < deadline) {
    // A page that moves on by itself (a redirect) destroys the context mid-look: look again.
    const state = await page.evaluate(pageState).catch(() => null);
    // Two quiet looks 100 ms apart: a query that starts right after another one finished counts.
    const isQuiet = state?.hasHeading && !state.isBusy && pendingRequests() === 0;
    quietChecks = isQuiet ? quietChecks + 1 : 0;
    if (quietChecks >= 2) {
      await loadEverything(page);
      return null;
    }
    await page.waitForTimeout(100);
  }
  const state = await page.evaluate(pageState).catch(() => null);
  const missing = [
    state?.hasHeading ? null : 'no <h1>',
    state?.isBusy ? 'still loading' : null,
    pendingRequests() > 0 ? `${pendingRequests()} API calls in flight` : null,
  ];
  return `not ready after ${timeoutMs / 1000} s: ${missing.filter(Boolean).join(', ')}`;
}
