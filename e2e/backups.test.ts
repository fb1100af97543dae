import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/** Backups (ADR 022): an owner sees the last successful backup and makes one now, on a phone. */
describe.skipIf(withoutChromium())('Settings › Backups', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
    page = await context.newPage();
    errors = watchConsole(page);
    await signInThroughApi(page, baseUrl, inject('adminPassword'));
  });
  afterAll(() => browser?.close());

  it('makes a backup now and lists its file, which the toast names', async () => {
    await page.goto('/admin/settings/backups');
    await page.getByRole('heading', { level: 2, name: 'Backups' }).waitFor();
    await page.getByRole('button', { name: 'Back up now' }).waitFor();
    await expectNoAxeViolations(page, 'backups page');

    await page.getByRole('button', { name: 'Back up now' }).click();
    const toast = page.getByText('Backup written', { exact: true });
    await toast.waitFor();
    const description = (await toast.locator('xpath=..').textContent()) ?? '';
    const fileName = /backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql\.gz/.exec(description)?.[0];
    expect(fileName, description).toBeDefined();
    await page.getByRole('main').getByRole('listitem').filter({ hasText: fileName! }).waitFor();
    expect(await page.getByText('Succeeded', { exact: true }).count()).toBe(1);
    // At 360 px nothing scrolls sideways, the long file names included.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page, 'backups page after a backup');
    expect(errors).toEqual([]);
  });
});
