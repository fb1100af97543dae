import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatIsoDate } from '../src/domain/templates/templates.ts';
import { formatWholeDollars } from '../src/domain/crm/rules.ts';
import { DONOR_CSV_COLUMNS } from '../src/domain/crm/donor-schemas.ts';
import type { CrmSummaryDto } from '../src/domain/crm/report-dtos.ts';
import type { DonorListPageDto, DonorProfileDto } from '../src/domain/crm/donor-dtos.ts';
import type { OutboxMessageSummaryDto } from '../src/domain/mail/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * The donor CRM end to end: an admin adds a donor through the Add Donor dialog, records a gift on
 * the profile, sees the cards and the table move, sends the thank-you letter (it lands in the
 * outbox, and a second one needs "Send again"), and exports the donors as CSV. axe checks every CRM
 * page. The server runs with DEMO_DATA, so the lists are not empty. Every claim is true: the gift
 * is $1,250.50, the donor's status follows it (ADR 015), and the letter PDF the browser downloads
 * says $1,250.50 with the receipt wording.
 */
describe.skipIf(withoutChromium())('donor CRM journey', () => {
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let apiHeaders: Record<string, string>;
  const errors: string[][] = [];
  const stamp = Date.now().toString(36);
  const donor = {
    firstName: 'Avery',
    lastName: `Okonkwo ${stamp}`,
    email: `avery.${stamp}@example.org`,
    organization: `Gulf Coast Robotics ${stamp}`,
  };
  const name = `${donor.firstName} ${donor.lastName}`;
  let donorId: string;
  let summaryBefore: CrmSummaryDto;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })).newPage();
    errors.push(watchConsole(page));
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    apiHeaders = headers;
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  const toast = (title: string) => page.getByText(title, { exact: true }).first();
  const card = (label: string) =>
    page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  const donorRow = () => page.getByRole('row').filter({ hasText: donor.lastName });

  it('shows the dashboard with cards, donors, campaign progress and the giving chart', async () => {
    summaryBefore = await api.get<CrmSummaryDto>('/api/crm/summary');
    await page.goto('/admin/crm');
    await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
    await card('Total raised')
      .getByText(formatWholeDollars(summaryBefore.totalRaisedCents), { exact: true })
      .waitFor();
    await page.getByText(/\d+ donors? found\./).waitFor();
    await page.getByRole('progressbar', { name: 'Capital campaign: raised of goal' }).waitFor();
    await page
      .getByRole('img', { name: /Giving by month/ })
      .first()
      .waitFor();
    // Every status badge carries its word, not only its colour.
    const badges = page.getByRole('list', { name: 'Donors by status' }).getByRole('listitem');
    expect(await badges.count()).toBe(5);
    await expectNoAxeViolations(page, 'CRM dashboard');
  });

  it('adds a donor through the Add Donor dialog, with errors first', async () => {
    await page.getByRole('button', { name: 'Add Donor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Donor' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'Add Donor dialog');

    await dialog.getByRole('button', { name: 'Save Donor' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter the first name' }).waitFor();
    expect(await dialog.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'Add Donor dialog with errors');

    await dialog.getByLabel('First name').fill(donor.firstName);
    await dialog.getByLabel('Last name').fill(donor.lastName);
    await dialog.getByLabel('Email').fill(donor.email);
    await dialog.getByLabel('Donor type').selectOption('individual');
    await dialog.getByLabel('Organization').fill(donor.organization);
    await dialog.getByLabel('Research').check();
    await dialog.getByRole('button', { name: 'Save Donor' }).click();
    await toast('Donor Added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The new donor's page opens; the list finds them too.
    await page.waitForURL(/\/admin\/crm\/donors\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();

    await page.getByLabel('Search donors').fill(donor.lastName);
    await page.getByText('1 donor found.').waitFor();
    await donorRow().getByRole('link', { name }).waitFor();
    await donorRow().getByText('Prospect', { exact: true }).waitFor();

    const found = await api.get<DonorListPageDto>(
      `/api/donors?q=${encodeURIComponent(donor.email)}`,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ ...donor, interests: ['research'] });
    donorId = found.items[0]!.id;
  });

  it('records a gift on the profile; the profile, cards and table update', async () => {
    await donorRow().getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expectNoAxeViolations(page, 'donor profile');

    await page.getByRole('button', { name: 'Record a gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a gift' });
    await expectNoAxeViolations(page, 'Record a gift dialog');
    await dialog.getByLabel('Amount in dollars').fill('1,250.50');
    await dialog.getByLabel('Designation').fill('Robotics lab');
    await dialog.getByLabel('Payment method').selectOption('check');
    await dialog.getByRole('button', { name: 'Save gift' }).click();
    await toast('Gift recorded').waitFor();

    const history = page.getByRole('region', { name: 'Giving history', exact: true });
    // The amount's cell also names the gift's reference (and a check's number) under it.
    await history.getByText('$1,250.50', { exact: true }).waitFor();
    await history.getByText('Completed', { exact: true }).waitFor();
    const details = page.getByRole('region', { name: 'Details', exact: true });
    await details.getByText('$1,250.50', { exact: true }).waitFor();
    // The prospect who gave is a donor now, and the page says which gift made them one.
    const { giftDate } = (await api.get<DonorProfileDto>(`/api/donors/${donorId}`)).donations[0]!;
    await page.getByText(`First gift on ${formatIsoDate(giftDate)}`, { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Back to donors' }).click();
    await page.getByLabel('Search donors').fill(donor.lastName);
    await page.getByText('1 donor found.').waitFor();
    // The dashboard table shows whole dollars (public spec §9), and the status the gift set.
    await donorRow().getByRole('cell', { name: '$1,251', exact: true }).waitFor();
    await donorRow().getByText('Donor', { exact: true }).waitFor();
    const summaryAfter = await api.get<CrmSummaryDto>('/api/crm/summary');
    expect(summaryAfter.totalRaisedCents - summaryBefore.totalRaisedCents).toBe(125_050);
    expect(summaryAfter.giftCount - summaryBefore.giftCount).toBe(1);
    await card('Total raised')
      .getByText(formatWholeDollars(summaryAfter.totalRaisedCents), { exact: true })
      .waitFor();
    await card('Average gift')
      .getByText(formatWholeDollars(summaryAfter.averageGiftCents), { exact: true })
      .waitFor();
  });

  it('sends the acknowledgment once; it is in the outbox, and a second needs "Send again"', async () => {
    // A receipt for $250 or more names the EIN: Settings must hold one (receipts.test.ts).
    const saved = await fetch(`${baseUrl}/api/settings/fundraising`, {
      method: 'PATCH',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ ein: '12-3456789' }),
    });
    expect(saved.status).toBe(200);
    await page.goto(`/admin/crm/donors/${donorId}`);
    const history = page.getByRole('region', { name: 'Giving history', exact: true });
    await history
      .getByRole('button', { name: /^Send acknowledgment for the \$1,250\.50 gift/ })
      .click();
    await toast('Acknowledgment sent').waitFor();
    await history.getByRole('button', { name: /^Send again for the \$1,250\.50 gift/ }).waitFor();
    await history.getByText(/^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();

    const outbox = await api.get<OutboxMessageSummaryDto[]>('/api/outbox?limit=50');
    expect(outbox.filter((message) => message.to === donor.email)).toHaveLength(1);
    const profile = await api.get<DonorProfileDto>(`/api/donors/${donorId}`);
    expect(profile.donations[0]).toMatchObject({ acknowledgmentSent: true });
    expect(profile.letters.map((letter) => letter.kind)).toEqual(['acknowledgment']);
    await page
      .getByRole('region', { name: 'Letters sent', exact: true })
      .getByText('Thank-you letter', { exact: true })
      .waitFor();
    await expectNoAxeViolations(page, 'donor profile after the acknowledgment');
  });

  it('the letter PDF, downloaded as the browser gets it, states $1,250.50 and the receipt', async () => {
    const letters = page.getByRole('region', { name: 'Letters sent', exact: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      letters.getByRole('button', { name: /^Download PDF.*Thank-you letter/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^acknowledgment-.*\.pdf$/);
    const pdf = await readFile((await download.path())!);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Thank you for your gift of $1,250.50 for Robotics lab');
    expect(text).not.toContain('$1,251');
    expect(text).toContain('(EIN 12-3456789) received your contribution of $1,250.50');
    expect(text).toContain('No goods or services were provided in exchange for this contribution.');
  });

  it('after a 409 it says the letter was already sent and offers "Send again"', async () => {
    const gift = await api.post<{ id: string }>('/api/donations', {
      donorId,
      amountCents: 30_000,
      donationType: 'one-time',
      status: 'completed',
    });
    await page.reload();
    const history = page.getByRole('region', { name: 'Giving history', exact: true });
    const send = history.getByRole('button', {
      name: /^Send acknowledgment for the \$300\.00 gift/,
    });
    await send.waitFor();
    // Someone else acknowledges the gift while this page still offers the first letter.
    await api.post(`/api/donations/${gift.id}/acknowledgment`, {});
    await send.click();
    await history
      .getByText('Already sent. Send another letter only if the donor asks for one.')
      .waitFor();
    await history.getByRole('button', { name: /^Send again for the \$300\.00 gift/ }).click();
    await toast('Acknowledgment sent').waitFor();
    const outbox = await api.get<OutboxMessageSummaryDto[]>('/api/outbox?limit=50');
    expect(outbox.filter((message) => message.to === donor.email)).toHaveLength(3);
  });

  it('exports the donors as CSV with the importable header row', async () => {
    await page.goto('/admin/crm/import');
    await page.getByRole('heading', { level: 1, name: 'Import and export' }).waitFor();
    await expectNoAxeViolations(page, 'CRM import and export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export donors CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donors-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header] = text.split(/\r?\n/);
    expect(header!.startsWith(DONOR_CSV_COLUMNS.join(','))).toBe(true);
    expect(text).toContain(donor.email);
  });

  it('the import check lists a duplicate and a bad row without saving anything', async () => {
    const csv = [
      'firstName,lastName,email,donorType',
      `${donor.firstName},${donor.lastName},${donor.email},individual`,
      'Sam,Lee,not-an-email,individual',
    ].join('\n');
    await page.getByLabel('Or paste the CSV text').fill(csv);
    await page.getByRole('button', { name: 'Check the file' }).click();
    const rows = page.getByRole('table', { name: 'Rows in the file' });
    await rows.getByText(`Same email as ${name}`).waitFor();
    await rows.getByText('Problem', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Import 2 rows' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'CRM import preview');
  });

  it('the reports and email campaign pages pass axe', async () => {
    await page.goto('/admin/crm/reports');
    await page.getByRole('heading', { level: 1, name: 'CRM reports' }).waitFor();
    await page.getByRole('tab', { name: 'LYBUNT' }).waitFor();
    await page
      .getByText(/on this list|on the LYBUNT list/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'CRM reports, LYBUNT');
    await page.getByRole('tab', { name: 'Follow-ups this week' }).click();
    await page.getByText(/Donors to contact in the week of/).waitFor();
    await expectNoAxeViolations(page, 'CRM reports, follow-ups');

    await page.goto('/admin/crm/email-campaigns');
    await page.getByRole('heading', { level: 1, name: 'Email campaigns' }).waitFor();
    await page.getByRole('button', { name: 'New email campaign' }).click();
    await page.getByText(/donors? with an email address match\./).waitFor();
    await expectNoAxeViolations(page, 'email campaigns with the editor open');
  });
});
