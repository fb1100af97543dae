import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();
const adminPassword = inject('adminPassword');

describe.skipIf(withoutChromium())('admin sign-in journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ baseURL: baseUrl });
    page = await context.newPage();
    // A CSP refusal or a crashed render shows up here; expected HTTP errors (a 401) do not count.
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('shows the public home page, which passes axe', async () => {
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Empowering Every Mind');
    await expectNoAxeViolations(page, 'home page');
  });

  it('shows "Login failed" for a wrong password', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await expectNoAxeViolations(page, 'sign-in form');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('definitely the wrong password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed', { exact: true }).waitFor();
    await page.getByText('Invalid username or password', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'sign-in form with an error toast');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('signs in through the form, sees the dashboard shell, and signs out', async () => {
    await page.goto('/admin');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // After the reload the sidebar and the dashboard heading appear.
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^[\w-]{43}$/);
    const current = page.getByRole('link', { name: 'Dashboard' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page, 'admin dashboard');

    // Every sidebar entry leads to its titled page.
    for (const [label, heading] of [
      ['All Documents', 'All Documents'],
      ['Partners', 'Partners'],
      ['Settings', 'Settings'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: label })
        .click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await expectNoAxeViolations(page, 'settings page');

    await page.goto('/admin/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expectNoAxeViolations(page, 'admin 404 page');

    // An internal alias stays behind the gate and inside the admin layout.
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: 'All Documents' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('shows every sidebar entry on a 1280 × 720 laptop screen, above the account row', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/admin');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.waitFor();
    // The account row is the Sign out button's own row: its top, not the button's, is where the
    // sidebar's entries must end (a name that pushes Sign out under it makes the row taller).
    const accountRow = page.getByRole('button', { name: 'Sign out' }).locator('..');
    const accountTop = (await accountRow.boundingBox())!.y;
    const entries = await nav.getByRole('link').all();
    expect(entries.length).toBeGreaterThanOrEqual(9);
    for (const entry of entries) {
      const box = (await entry.boundingBox())!;
      const label = (await entry.textContent()) ?? '';
      // Inside the screen and not behind the account row at the sidebar's foot.
      expect(box.y, label).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, label).toBeLessThanOrEqual(accountTop);
    }
  });

  it('clears a stored session the server no longer accepts', async () => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('adminToken', 'A'.repeat(43));
      localStorage.setItem(
        'adminUser',
        JSON.stringify({ id: 'x', username: 'ghost', name: 'Ghost', email: 'g@example.org' }),
      );
    });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});
