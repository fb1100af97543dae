import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from './support/admin-session.ts';
import { launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * The prerendered forms show before their scripts run (ADR 011). Hydration sets every control
 * back to React's state, so a choice made before it used to vanish without a word: a donor chose
 * $50 and the button still said "Pledge a gift". Until then the controls are disabled; once
 * React has the page they open and what is chosen stays chosen.
 */
const FORMS = ['/give', '/es/give', '/enrollment', '/es/enrollment'];

const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));

/** How many controls the page's forms have, and how many of them are disabled. */
const formControls = (page: Page) =>
  page
    .locator('main form')
    .locator('input, select, textarea, button')
    .evaluateAll((controls) => ({
      count: controls.length,
      disabled: controls.filter((control) => control.matches(':disabled')).length,
    }));

describe.skipIf(withoutChromium())('a prerendered form before its scripts have run', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const path of FORMS) {
    it(`${path}: takes no input until React has the page, then keeps what is chosen`, async () => {
      const page = await (await browser.newContext({ baseURL: laneBaseUrl() })).newPage();
      const errors = watchConsole(page);
      // Hold the scripts back, as a slow phone connection would.
      let releaseScripts = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route('**/assets/**/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });

      const email = page.locator('main form input[type="email"]').first();
      expect(await isHydrated(page)).toBe(false);
      const before = await formControls(page);
      expect(before.count).toBeGreaterThan(3);
      expect(before.disabled).toBe(before.count);
      expect(await email.isEditable()).toBe(false);

      releaseScripts();
      // The scripts are parsed and run only now: on a busy 2-core machine that can take seconds.
      await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
      await expect.poll(async () => (await formControls(page)).disabled).toBe(0);

      await email.fill('family@example.org');
      if (path.endsWith('/give')) {
        await page.locator('input[name="amount-preset"][value="5000"]').check();
        // React has the choice: the button names the amount.
        await expect
          .poll(() => page.locator('main form button[type="submit"]').textContent())
          .toContain('$50.00');
      }
      expect(await email.inputValue()).toBe('family@example.org');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
