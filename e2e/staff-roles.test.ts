import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();
const adminPassword = inject('adminPassword');

/**
 * Staff roles (ADR 017): an owner gives a new colleague one role, and the colleague sees that
 * area only.
 */
describe.skipIf(withoutChromium())('staff roles', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const found of errors.splice(0)) expect(found).toEqual([]);
    for (const context of contexts.splice(0)) await context.close();
  });

  async function newPage() {
    const context = await browser.newContext({ baseURL: baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(watchConsole(page));
    return page;
  }

  it('an owner adds a fundraising colleague, who sees the CRM and not the waiting list', async () => {
    const username = `fundraiser${Date.now()}`;
    const password = 'a long password for the CRM';
    const owner = await newPage();
    await signInThroughApi(owner, baseUrl, adminPassword);
    await owner.goto('/admin/settings/admin-accounts');
    await owner.getByRole('button', { name: 'Add admin' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add admin' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Full name').fill('Grace Giver');
    await dialog.getByLabel('Email').fill(`${username}@example.org`);
    await dialog.getByLabel('Password').fill(password);
    // Without a role the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    await dialog.getByText('Choose at least one role').first().waitFor();
    await dialog.getByRole('checkbox', { name: 'Fundraising' }).check();
    await expectNoAxeViolations(owner, 'add admin dialog with roles');
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    await owner.getByText('Grace Giver can now sign in.', { exact: true }).waitFor();
    const row = owner.getByRole('row', { name: /Grace Giver/ });
    expect(await row.textContent()).toContain('Fundraising');

    const colleague = await newPage();
    await colleague.goto('/admin');
    await colleague.getByLabel('Username', { exact: true }).fill(username);
    await colleague.getByLabel('Password', { exact: true }).fill(password);
    await colleague.getByRole('button', { name: 'Sign In', exact: true }).click();
    const nav = colleague.getByRole('navigation', { name: 'Admin' });
    await nav.waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Dashboard', 'Today', 'CRM', 'Learning Platform', 'Settings']);

    await colleague.goto('/admin/waiting-list');
    await colleague
      .getByRole('heading', { level: 1, name: "You don't have access to this page" })
      .waitFor();
    await colleague.getByText('It needs the admissions role.', { exact: false }).waitFor();
    await expectNoAxeViolations(colleague, 'no-access page');

    await nav.getByRole('link', { name: 'CRM' }).click();
    await colleague.waitForURL('**/admin/crm**');
    // The address changes before the CRM's screen has loaded: wait for its own heading, then
    // check the no-access heading has gone.
    await colleague.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
    expect(await colleague.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['CRM']);
    // The server agrees with the screen: the waiting list's data is refused with the reason.
    const token = await colleague.evaluate(() => localStorage.getItem('adminToken'));
    const refused = await fetch(`${baseUrl}/api/waiting-list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This needs the admissions role.' });
  });
});
