import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import type { DonorListPageDto } from '../src/domain/crm/donor-dtos.ts';
import type { SettingsDto } from '../src/domain/settings/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { E2E_MAILING_ADDRESS, laneBaseUrl } from './support/lanes.ts';
import { waitForMail } from './support/mailbox.ts';

/**
 * Pledges and donor records as a school's first week meets them, at a phone's and a desk's width:
 * no pledge without a mailing address (and Settings say why); the pledge mail gives the address
 * and the reference the donor's page shows; Mark completed asks the date, method and check
 * number; the letter's preview carries the letterhead and the signer from Settings. A donor
 * without email is added with an address and opens at once; a letter refused for want of an EIN
 * says so in a message that stays, with the link to the setting.
 */
const baseUrl = laneBaseUrl();
const WIDTHS = [390, 1280] as const;

async function patchFundraising(headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${baseUrl}/api/settings/fundraising`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SettingsDto;
}

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], { input: pdf }).toString();

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(withoutChromium()).each(WIDTHS)('at %i px', (width) => {
  let browser: Browser;
  let page: Page;
  let headers: Record<string, string>;
  let api: ReturnType<typeof apiClient>;
  let einBefore: string | null;
  const errors: string[][] = [];
  const stamp = `${width}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl,
      acceptDownloads: true,
      viewport: { width, height: 900 },
    });
    page = await context.newPage();
    errors.push(watchConsole(page));
    ({ headers } = await signInThroughApi(page, baseUrl, inject('adminPassword')));
    api = apiClient(baseUrl, headers);
    einBefore = (await api.get<SettingsDto>('/api/settings')).fundraising.ein;
  });
  afterAll(async () => {
    // The lane's server as other journeys expect it: pledges on, the EIN as it was.
    await patchFundraising(headers, { mailingAddress: E2E_MAILING_ADDRESS, ein: einBefore });
    await browser?.close();
  });
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  it('pledges: no address, no pledge; the mail gives the address and the reference; Mark completed asks the check; the letter has letterhead and signer', async () => {
    await patchFundraising(headers, { mailingAddress: null, ein: '12-3456789' });

    // A visitor: the page offers no pledge and says where to write.
    const visitor = await browser.newPage({ baseURL: baseUrl, viewport: { width, height: 900 } });
    errors.push(watchConsole(visitor));
    await gotoHydrated(visitor, '/give');
    const closed = visitor.getByRole('region', { name: 'Giving on this page is not open yet' });
    await closed.waitFor();
    expect(await closed.textContent()).toMatch(/To give, please write to \S+@\S+/);
    expect(await visitor.getByRole('button', { name: /^Pledge/ }).count()).toBe(0);
    await noSidewaysScroll(visitor);

    // Staff see why in Settings, and set the address and the signer there.
    await gotoHydrated(page, '/admin/settings/organisation');
    await page
      .getByText('The give page takes no pledges now: no mailing address for checks is set below.')
      .waitFor();
    await page.getByLabel('Mailing address for checks').fill('PO Box 4100\nAustin, TX 78701');
    await page.getByLabel('Letters signed by').fill('Dana Whitfield');
    await page.getByLabel('Their title').fill('Executive Director');
    await page.locator('#fundraising').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, `settings with mailing address at ${width}px`);
    await noSidewaysScroll(page);

    // The visitor pledges $50.00; the mail at the SMTP server says where to mail the check.
    await gotoHydrated(visitor, '/give');
    const email = `pledge.${stamp}@example.org`;
    await visitor.getByRole('radio', { name: '$50.00' }).check();
    await visitor.getByLabel('First name').fill('Rosa');
    await visitor.getByLabel('Last name').fill(`Pledger ${stamp}`);
    await visitor.getByLabel('Email address').fill(email);
    await visitor.getByRole('button', { name: 'Pledge $50.00' }).click();
    await visitor.getByRole('region', { name: 'Thank you for your pledge' }).waitFor();
    const [mail] = await waitForMail(email, { subject: /Your pledge/ });
    // SMTP carries CRLF line ends.
    const mailText = mail!.text.replaceAll('\r\n', '\n');
    expect(mailText).toContain('and mail it to:\n   PO Box 4100\n   Austin, TX 78701');
    const reference = /write (G-[0-9A-F]{8}) on the memo line/.exec(mailText)?.[1];
    expect(reference).toBeDefined();
    await visitor.close();

    // The donor's page shows the same reference beside the gift.
    const found = await api.get<DonorListPageDto>(`/api/donors?q=${encodeURIComponent(email)}`);
    await gotoHydrated(page, `/admin/crm/donors/${found.items[0]!.id}`);
    await page.getByText(`Reference ${reference}`).waitFor();

    // Mark completed asks the date, the method and the check number.
    await page.getByRole('button', { name: /^Mark completed/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this gift completed' });
    expect(await dialog.getByLabel('Date received').inputValue()).toBe(todayIsoDate(new Date()));
    await dialog.getByLabel('Payment method').selectOption('check');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await dialog.getByRole('link', { name: 'Enter the check number' }).waitFor();
    await expectNoAxeViolations(page, `mark completed dialog with an error at ${width}px`);
    await dialog.getByLabel('Check number').fill('1042');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Check number 1042').waitFor();
    await noSidewaysScroll(page);

    // The letter's preview: letterhead (name, address) and the signer from Settings.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Preview letter/ }).click(),
    ]);
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain('NovaLearn Institute Group');
    expect(text).toContain('PO Box 4100');
    expect(text).toContain('Austin, TX 78701');
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('Executive Director');
    expect(text).toContain('Thank you for your gift of $50.00');
  });

  it('donor records: added without email and with an address, the page opens; a letter refused for the EIN says so and stays', async () => {
    await patchFundraising(headers, { ein: null });
    await gotoHydrated(page, '/admin/crm');
    await page.getByRole('button', { name: 'Add Donor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Donor' });
    await dialog.getByLabel('First name').fill('Harold');
    await dialog.getByLabel('Last name').fill(`Post ${stamp}`);
    await dialog.getByLabel('Donor type').selectOption('individual');
    await dialog.getByLabel('Street address').fill('12 Elm Street');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('ZIP code').fill('78702');
    await dialog.getByRole('button', { name: 'Save Donor' }).click();
    await page.waitForURL(/\/admin\/crm\/donors\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: `Harold Post ${stamp}` }).waitFor();
    await page.getByText('12 Elm Street').waitFor();
    const donorId = page.url().split('/').pop()!;

    await api.post('/api/donations', {
      donorId,
      amountCents: 30_000,
      donationType: 'one-time',
      status: 'completed',
      paymentMethod: 'check',
      transactionId: '555',
    });
    await page.reload();
    await page.getByRole('button', { name: /^Send acknowledgment/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The letter was not sent.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('must show the organisation’s EIN');
    // A toast would be gone by now; this message stays until the next try.
    await page.waitForTimeout(8_000);
    expect(await refusal.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `letter refused for the EIN at ${width}px`);
    await noSidewaysScroll(page);

    await refusal.getByRole('link', { name: 'Open Settings › Organisation › Fundraising' }).click();
    await page.waitForURL(/\/admin\/settings\/organisation#fundraising$/);
    await page.getByLabel('Employer Identification Number (EIN)').fill('12-3456789');
    await page.locator('#fundraising').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved', { exact: true }).first().waitFor();

    // No email: the letter is kept to print and post, and no mail is attempted.
    await gotoHydrated(page, `/admin/crm/donors/${donorId}`);
    await page.getByRole('button', { name: /^Send acknowledgment/ }).click();
    await page.getByText('Letter ready to print', { exact: true }).first().waitFor();
    await page.getByText('Thank-you letter', { exact: true }).first().waitFor();
  });
});
