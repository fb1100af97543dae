import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DonorListPageDto, DonorProfileDto } from '../src/domain/crm/donor-dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { startStripeSite, type StripeSite } from './support/stripe-site.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { linkPathIn } from './support/mailbox.ts';

/**
 * "Manage my giving" end to end, with a fake Stripe and a real SMTP server: a monthly donor asks
 * for their link, opens it from the mail, pauses, resumes, lowers the amount, downloads last
 * year's statement and cancels. After each step: the page's confirmation, Stripe's subscription,
 * the CRM (the donor's monthly gift and interactions) and the mail at the SMTP server.
 */
const stamp = Date.now();
const email = `monthly.${stamp}@example.org`;
const lastYear = new Date().getUTCFullYear() - 1;

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${label} at ${widths.window} px`).toBeLessThanOrEqual(widths.window);
}

describe.skipIf(withoutChromium())('a donor manages their monthly gift on their own page', () => {
  let browser: Browser;
  let site: StripeSite;
  let fake: StripeSite['fake'];
  let smtp: StripeSite['smtp'];
  let server: StripeSite['server'];
  const errors: string[][] = [];
  const password = 'e2e-donor-page-admin-password';

  beforeAll(async () => {
    site = await startStripeSite({ name: 'donor-page', adminPassword: password });
    ({ fake, smtp, server } = site);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => expect(errors.flat()).toEqual([]));

  /** The mails to the donor with this subject, as they arrive over SMTP. */
  async function mailsWith(subject: string, count = 1) {
    const matching = () =>
      smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === subject);
    await expect.poll(() => matching().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    return matching();
  }

  it('pauses, resumes, lowers, downloads a statement and cancels, each seen by Stripe, the CRM and mail', async () => {
    const baseUrl = server.url;
    const staff = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const api = apiClient(baseUrl, (await signInThroughApi(staff, baseUrl, password)).headers);

    // A monthly gift of $25.00 through the give page and Stripe's page.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 320, height: 800 },
      acceptDownloads: true,
    });
    const donor = await context.newPage();
    errors.push(watchConsole(donor));
    await gotoHydrated(donor, '/give');
    await donor.getByRole('radio', { name: '$25.00' }).check();
    await donor.getByRole('radio', { name: 'Monthly' }).check();
    await donor.getByLabel('First name').fill('Rosa');
    await donor.getByLabel('Last name').fill(`Monthly ${stamp}`);
    await donor.getByLabel('Email address').fill(email);
    await donor.getByRole('button', { name: 'Give $25.00 each month' }).click();
    await donor.waitForURL(`${fake.url}/pay/**`);
    await donor.getByRole('button', { name: 'Pay' }).click();
    await donor.waitForURL(`${baseUrl}/give/thanks?session_id=*`);

    const [subscription] = [...fake.subscriptions.values()];
    const subscriptionId = subscription!.id;
    const { items } = await api.get<DonorListPageDto>(`/api/donors?q=${encodeURIComponent(email)}`);
    const donorId = items[0]!.id;
    const profile = () => api.get<DonorProfileDto>(`/api/donors/${donorId}`);
    await expect.poll(async () => (await profile()).monthlyGifts.length).toBe(1);
    // A gift last year, recorded by staff: its statement is one of the page's downloads.
    await api.post('/api/donations', {
      donorId,
      amountCents: 4_000,
      donationType: 'one-time',
      status: 'completed',
      giftDate: `${lastYear}-06-01`,
      designation: 'scholarships',
    });

    // The request form in Spanish, then in English: the same calm answer.
    await gotoHydrated(donor, '/es/giving/manage');
    // The page is drawn in the browser (an app-shell page): its heading comes after hydration.
    await donor.getByRole('heading', { level: 1, name: 'Administrar mis donaciones' }).waitFor();
    await expectNoAxeViolations(donor, 'the Spanish request form');
    await expectNoSidewaysScroll(donor, 'the Spanish request form');
    await gotoHydrated(donor, '/giving/manage');
    await donor.getByRole('button', { name: 'Email me my link' }).click();
    expect(await donor.getByText('Enter an email address').count()).toBe(1);
    await donor.getByLabel('Email address').fill(email);
    await donor.getByRole('button', { name: 'Email me my link' }).click();
    await donor
      .getByRole('status')
      .getByText(/It works for 7 days/)
      .waitFor();
    await expectNoAxeViolations(donor, 'the request form, answered');
    await expectNoSidewaysScroll(donor, 'the request form, answered');

    const [linkMail] = await mailsWith('Your link to manage your giving');
    await gotoHydrated(donor, linkPathIn(linkMail!, '/giving/manage/'));
    await donor.getByText('Hello, Rosa.').waitFor();
    expect(await donor.getByText('$25.00 each month', { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(donor, 'the donor page');
    await expectNoSidewaysScroll(donor, 'the donor page');

    // Pause for 2 months.
    await donor.getByRole('button', { name: 'Pause' }).click();
    await donor.getByRole('radio', { name: /^2 months/ }).check();
    await donor.getByRole('button', { name: 'Pause my monthly gift' }).click();
    await donor.getByText(/^Done\. Your monthly gift is paused\./).waitFor();
    await expectNoAxeViolations(donor, 'the donor page, paused');
    expect(fake.subscriptions.get(subscriptionId)!.pause_collection).toMatchObject({
      behavior: 'void',
    });
    expect((await profile()).interactions.map((note) => note.description)).toContainEqual(
      expect.stringMatching(/^Paused their monthly gift of \$25\.00 until/),
    );
    await mailsWith('Your monthly gift is paused');

    // Resume.
    await donor.getByRole('button', { name: 'Resume now' }).click();
    await donor.getByText(/^Done\. Your monthly gift has resumed\./).waitFor();
    expect(fake.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
    expect((await profile()).interactions.map((note) => note.description)).toContain(
      'Resumed their monthly gift of $25.00. (Manage my giving page)',
    );
    await mailsWith('Your monthly gift has resumed');

    // Lower the amount to $19.99.
    await donor.getByRole('button', { name: 'Change the amount' }).click();
    await donor.getByLabel('New monthly amount in dollars').fill('19.99');
    await donor.getByRole('button', { name: 'Save the new amount' }).click();
    await donor.getByText(/^Done\. Your monthly gift is now \$19\.99/).waitFor();
    expect(await donor.getByText('$19.99 each month', { exact: false }).count()).toBe(1);
    expect(fake.subscriptions.get(subscriptionId)!.items.data[0]!.price.unit_amount).toBe(1_999);
    expect((await profile()).monthlyGifts[0]!.amountCents).toBe(1_999);
    const [amountMail] = await mailsWith('Your monthly gift amount has changed');
    expect(amountMail!.text).toContain('$19.99');

    // Last year's statement.
    const [download] = await Promise.all([
      donor.waitForEvent('download'),
      donor.getByRole('link', { name: `Download the ${lastYear} statement (PDF)` }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // Cancel, after one plain confirm step.
    await donor.getByRole('button', { name: 'Cancel my monthly gift' }).click();
    const dialog = donor.getByRole('dialog', { name: 'Cancel your monthly gift?' });
    expect(await dialog.textContent()).toContain('we will not charge your card again');
    await expectNoAxeViolations(donor, 'the cancel confirm step');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await donor.getByText(/^Done\. Your monthly gift is cancelled/).waitFor();
    expect(await donor.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    await expect.poll(() => fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect((await profile()).monthlyGifts[0]!.status).toBe('cancelled');
    await mailsWith('Your monthly gift is cancelled');
    await expectNoAxeViolations(donor, 'the donor page, cancelled');
    await expectNoSidewaysScroll(donor, 'the donor page, cancelled');

    // A link that does not work says so, and leads to the form.
    await gotoHydrated(donor, '/giving/manage/not-a-real-link');
    await donor.getByRole('heading', { name: 'This link does not work any more' }).waitFor();
    await donor.getByRole('link', { name: 'Ask for a new link' }).click();
    await donor.waitForURL(`${baseUrl}/giving/manage`);
  });
});
