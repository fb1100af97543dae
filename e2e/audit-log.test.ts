import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../src/domain/common/csv-parse.ts';
import type { WaitingListPageDto } from '../src/domain/waiting-list/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * The audit log end to end: the owner exports the waiting list and opens an entry, then finds both
 * on Settings › Audit log by area and person, checks the page with axe, and downloads the log as
 * CSV, which shows the same entries and is itself logged.
 */
describe.skipIf(withoutChromium())('audit log', () => {
  let browser: Browser;
  let page: Page;
  let ownerName: string;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })).newPage();
    errors.push(watchConsole(page));
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    ownerName = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('adminUser')!) as { name: string }).name,
    );
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  const rowOf = (what: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: what }) });

  it('an export of the waiting list and a look at student needs are on the page, filtered', async () => {
    await gotoHydrated(page, '/admin/waiting-list');
    await page.getByLabel('Include student needs').check();
    const [waitingList] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(waitingList.suggestedFilename()).toMatch(/^waiting-list-.*\.csv$/);
    const [entry] = (await api.get<WaitingListPageDto>('/api/waiting-list?pageSize=1')).entries;
    await gotoHydrated(page, `/admin/waiting-list/${entry!.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();

    await gotoHydrated(page, '/admin/settings');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/settings/audit-log');
    await page.getByRole('heading', { level: 2, name: 'Audit log' }).waitFor();
    await page.getByText(/^\d+ entries found\.$/).waitFor({ state: 'attached' });

    // A "To" day before the "From" day is stopped before it is sent, with the server's words.
    await page.getByLabel('From', { exact: true }).fill('2030-03-10');
    await page.getByLabel('To', { exact: true }).fill('2030-03-01');
    await page.getByRole('button', { name: 'Show entries' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem
      .getByRole('link', { name: 'The "To" date must be on or after the "From" date' })
      .waitFor();
    await expectNoAxeViolations(page, 'audit log filters with an error');

    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('Area').selectOption({ label: 'Admissions (waiting list)' });
    await page.getByLabel('Person').selectOption({ label: ownerName });
    await page.getByRole('button', { name: 'Show entries' }).click();
    await page.waitForURL(/area=admissions/);
    expect(page.url()).toContain('person=');
    // Only admissions: nothing from the CRM or sign-ins. The unfiltered page stays on screen
    // (marked busy) until the filtered one arrives, so this waits for the new rows.
    await expect.poll(() => page.getByRole('rowheader', { name: 'Signed in' }).count()).toBe(0);
    const exported = rowOf('Exported waiting-list entries').first();
    await exported.waitFor();
    expect(await exported.textContent()).toContain(ownerName);
    expect(await exported.textContent()).toMatch(/include student needs: true/);
    const viewed = rowOf("Viewed a student's needs").first();
    await viewed.waitFor();
    expect(
      await viewed.getByRole('link', { name: 'Waiting-list entry' }).getAttribute('href'),
    ).toBe(`/admin/waiting-list/${entry!.id}`);
    await expectNoAxeViolations(page, 'audit log filtered by area and person');
  });

  it('downloads the filtered log as CSV, and the download is logged', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = parseCsv(await readFile((await download.path())!, 'utf8'));
    if ('error' in parsed) throw new Error(parsed.error);
    const [header, ...rows] = parsed.rows;
    const column = (name: string) => header!.indexOf(name);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row[column('area')]))).toEqual(new Set(['admissions']));
    expect(new Set(rows.map((row) => row[column('actorName')]))).toEqual(new Set([ownerName]));
    const descriptions = rows.map((row) => row[column('description')]);
    expect(descriptions).toContain('Exported waiting-list entries');
    expect(descriptions).toContain("Viewed a student's needs");

    await page.getByLabel('Area').selectOption({ label: 'Settings, outbox and audit log' });
    await page.getByRole('button', { name: 'Show entries' }).click();
    await rowOf('Exported the audit log').first().waitFor();
  });
});
