import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkBackupFile } from '../src/server/modules/backups/check-backup-file.ts';
import { WRONG_BACKUP_PROOF_MESSAGE } from '../src/domain/backups/backups.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/** ADR 038: an owner downloads a backup after entering the password again, on a laptop and a phone. */
describe.skipIf(withoutChromium()).each([1280, 390])('Downloading a backup at %i px', (width) => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'downloaded-backup-'));
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: 800 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    errors = watchConsole(page);
    await signInThroughApi(page, baseUrl, inject('adminPassword'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('asks for the password, then saves the checked file, which is a whole backup', async () => {
    await page.goto('/admin/settings/backups');
    await page.getByRole('button', { name: 'Back up now' }).click();
    const toast = page.getByText('Backup written', { exact: true });
    await toast.waitFor();
    const description = (await toast.locator('xpath=..').textContent()) ?? '';
    const fileName = /backup-[\dTZ-]+\.sql\.gz/.exec(description)![0];

    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: fileName });
    await row.getByRole('button', { name: `Download ${fileName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a backup' });
    await dialog.waitFor();
    await expect(dialog.getByText(/written to the audit log/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'download dialog');

    const field = dialog.getByLabel('Your password');
    await field.fill('not the password at all');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await dialog.getByText(WRONG_BACKUP_PROOF_MESSAGE).first().waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(inject('adminPassword'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const saved = path.join(folder, fileName);
    await download.saveAs(saved);
    expect(await checkBackupFile(saved)).toMatchObject({ checksum: 'verified' });
    await page.getByText('Download started', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page, 'backups page after a download');

    await page.goto('/admin/settings/audit-log');
    await page.getByRole('heading', { level: 2, name: 'Audit log' }).waitFor();
    await page.getByText('Downloaded a backup of the whole database').first().waitFor();
    expect(errors).toEqual([]);
  });
});
