import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICE_KEY } from '../src/domain/common/i18n.ts';
import { READING_PREFERENCES_KEY } from '../src/domain/site/reading-preferences.ts';
import { MENU_ICON_PATH } from '../src/client/layouts/menu-icon.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { watchConsole } from './support/admin-session.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * ADR 028: the home page does not hydrate. Its one small script gives the
 * header's controls the behaviour React gives them on every other page; these tests drive each
 * of them in Chromium, as a visitor would.
 */
describe.skipIf(withoutChromium())('the home page without React', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let scripts: string[];
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(consoleErrors).toEqual([]);
  });

  async function openHome(width: number): Promise<Page> {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
    const page = await context.newPage();
    scripts = [];
    consoleErrors = watchConsole(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/');
    return page;
  }

  const focusedName = (page: Page) =>
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  it('loads one script and no React until the reader asks for the reading preferences', async () => {
    const page = await openHome(1280);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-static-page-[\w-]+\.js$/)]);
    expect(
      await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__react'))),
    ).toBe(false);
  });

  it('opens and closes the Programs list as the other pages do', async () => {
    const page = await openHome(1280);
    const programs = page.getByRole('button', { name: 'Programs' });
    const list = page.getByRole('link', { name: 'Nexus STEM College (Bridge Campus)' });
    expect(await list.isVisible()).toBe(false);

    await programs.click();
    expect(await programs.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    expect(await programs.locator('svg').getAttribute('class')).toContain('rotate-180');
    await page.keyboard.press('Escape');
    expect(await programs.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Programs');

    await programs.click();
    await page.mouse.click(640, 700);
    expect(await programs.getAttribute('aria-expanded')).toBe('false');

    await programs.click();
    await list.click();
    await page.getByRole('heading', { level: 1, name: 'Nexus STEM College' }).waitFor();
  });

  it('opens the reading preferences panel on demand and keeps the choice', async () => {
    const page = await openHome(1280);
    const button = page.getByRole('button', { name: 'Reading preferences' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Reading preferences' });
    await dialog.waitFor();
    expect(scripts.some((script) => script.includes('reading-preferences-panel'))).toBe(true);
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), READING_PREFERENCES_KEY),
    ).toContain('"theme":"dark"');
    await expectNoAxeViolations(page, 'reading preferences panel on the static home page');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Reading preferences');

    // A second time: the panel starts again, showing the choice made.
    await button.click();
    expect(await dialog.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('dialog').count()).toBe(2); // the two Admin Access dialogs
  });

  it('opens Admin Access and closes it by its button and by the backdrop', async () => {
    const page = await openHome(1280);
    const trigger = page.getByRole('button', { name: 'Admin Access' }).first();
    const dialog = page.getByRole('dialog', { name: 'Partnership & Admin Access' });
    await trigger.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Admin Access');

    await trigger.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });

    await trigger.click();
    await dialog.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.waitForURL('**/admin');
  });

  it('opens the phone menu, closes it on Escape and swaps its icon', async () => {
    const page = await openHome(320);
    const menu = page.getByRole('button', { name: 'Menu' });
    const icon = () => menu.locator('path').getAttribute('d');
    expect(await icon()).toBe(MENU_ICON_PATH.closed);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await icon()).toBe(MENU_ICON_PATH.open);
    const enrollment = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Join the Waiting List' });
    await enrollment.focus();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await icon()).toBe(MENU_ICON_PATH.closed);
    expect(await focusedName(page)).toBe('Menu');
    expect(await enrollment.isVisible()).toBe(false);
  });

  it('remembers the language a visitor switches to', async () => {
    const page = await openHome(1280);
    await page.locator('header a[hreflang="es"]').click();
    await page.waitForURL('**/es');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('es');
    // The Spanish home page is static too, and switches back.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-ready'));
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it('keeps in-page targets clear of the sticky header, only while it sticks', async () => {
    const page = await openHome(1280);
    // The header's resize observer sets the padding after its first layout, which on a busy
    // machine may come after the page says it is ready.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const needed = `${document.querySelector('header')!.offsetHeight + 16}px`;
          const padding = document.documentElement.style.scrollPaddingTop;
          return padding === needed
            ? 'header height + 16px'
            : `${padding || 'none'}, not ${needed}`;
        }),
      )
      .toBe('header height + 16px');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingTop))
      .toBe('');
  });
});
