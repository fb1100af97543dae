import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Markup people might type, on purpose or not: each payload, if it ever ran, would set
 * `window.__xss` to its number or open a dialog. Classic tags and handlers, a javascript: URL,
 * mutation-XSS through foreign content, template and Markdown syntax, and breakouts from
 * attributes, textareas and scripts. Each fits a 100-character field with a marker in front.
 */
export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  'javascript:window.__xss=4//',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<a href="javascript:window.__xss=6">link</a>',
  "'-alert(7)-'",
  '<details open ontoggle="window.__xss=8">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=9">',
  "{{constructor.constructor('window.__xss=10')()}}",
  '[click](javascript:window.__xss=11)',
  '</textarea><script>window.__xss=12</script>',
  '<body onload="alert(13)">',
  '<object data="data:text/html,<script>parent.__xss=14</script>"></object>',
  '\u2028</script><script>window.__xss=15</script>',
];

/** Every payload in one text, for the long fields (content, notes). */
export const ALL_PAYLOADS = PAYLOADS.join(' | ');

/** A value for the n-th short field: the marker (to find it on the page) and one payload. */
export const payloadFor = (marker: string, n: number) =>
  `${marker} ${PAYLOADS[n % PAYLOADS.length]}`;

/** Elements or links that only exist if typed markup was parsed as HTML. */
const INJECTED =
  '[onerror], [onload], [ontoggle], iframe[srcdoc], object[data], a[href^="javascript:" i]';

/**
 * Watches a page for any sign that typed text ran: a dialog, the window flag, an element the
 * payloads would create, or a Content-Security-Policy violation (the CSP blocks inline code, so
 * markup that reached the DOM as HTML shows up there even when it could not run).
 */
export async function watchForXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Chromium also reports each violation on the console; both are watched.
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 probes once whether it may compile validators with `Function('')`, inside a
      // try/catch, from our own bundle; the CSP refuses and zod falls back. That is no typed text
      // running (which would come from the page itself, inline), so it is not counted here.
      const isZodProbe =
        event.blockedURI === 'eval' &&
        new URL(event.sourceFile, location.href).origin === location.origin &&
        /^\/assets\/[\w-]+\.js$/.test(new URL(event.sourceFile, location.href).pathname);
      if (isZodProbe) return;
      store.__cspViolations.push(
        `${event.violatedDirective}: ${event.sample || event.blockedURI} (${event.sourceFile})`,
      );
    });
  });

  return async function expectInert(where: string): Promise<void> {
    const state = await page.evaluate(() => {
      const store = window as unknown as { __xss?: number; __cspViolations?: string[] };
      return { flag: store.__xss, violations: store.__cspViolations ?? [] };
    });
    expect(state.flag, `window.__xss on ${where}`).toBeUndefined();
    expect(state.violations, `CSP violations on ${where}`).toEqual([]);
    expect(consoleViolations, `CSP messages on the console at ${where}`).toEqual([]);
    expect(dialogs, `dialogs on ${where}`).toEqual([]);
    expect(await page.locator(INJECTED).count(), `injected elements on ${where}`).toBe(0);
  };
}
