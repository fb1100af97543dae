import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './support/admin-session.ts';
import { gotoHydrated, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/** Every field and button on screen now, by its name, with its box. */
function controlsOnScreen(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main input:not([type="hidden"]), main select, main textarea, main button, header button',
      ),
    ]
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name =
          (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
        return { name: name.trim(), box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.y + box.height > 0 && box.y < window.innerHeight),
  );
}

/**
 * On phones a toast covers no field and no button. It appears at the
 * top, under the admin menu bar, while the control that caused it is lower down.
 */
describe.skipIf(withoutChromium())('toasts on phones', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([360, 390])('cover no field or button after saving a setting at %i px', async (width) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: 740 },
    });
    const page = await context.newPage();
    await signInThroughApi(page, baseUrl, inject('adminPassword'));
    await gotoHydrated(page, '/admin/settings/organisation');
    const name = page.getByLabel('Organisation name');
    await name.waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();

    const toast = page.locator('li', { hasText: 'Settings saved' });
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    const menuBar = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    // Under the menu bar, not over it.
    expect(toastBox.y).toBeGreaterThanOrEqual(menuBar.y + menuBar.height);

    const covered = (await controlsOnScreen(page)).filter(({ box }) => intersects(box, toastBox));
    expect(covered.map(({ name: controlName }) => controlName)).toEqual([]);
    await context.close();
  });
});
