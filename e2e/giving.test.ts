import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatWholeDollars } from '../src/domain/crm/rules.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { startStripeSite, type StripeSite } from './support/stripe-site.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * Online giving (ADR 026) end to end: a visitor gives $50 on /give. With Stripe (a fake Stripe
 * server and its hosted page), the gift is paid, the thank-you page says so, the letter arrives
 * over SMTP stating $50.00, and staff see the gift and the campaign's new total. Without Stripe
 * (the shared e2e server), the same form records a pending pledge and mails the instructions.
 */
const stamp = Date.now();

/** Fills the form once the page has hydrated: a choice made before it would not reach React. */
async function fillGiftForm(page: Page, email: string) {
  await page.getByRole('radio', { name: '$50.00' }).check();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(`Giver ${stamp}`);
  await page.getByLabel('Email address').fill(email);
}

describe.skipIf(withoutChromium())('giving without Stripe: a pledge', () => {
  let browser: Browser;
  const errors: string[][] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  it('records a pending pledge of $50.00 and mails how to give', async () => {
    const page = await (await browser.newContext({ baseURL: laneBaseUrl() })).newPage();
    errors.push(watchConsole(page));
    await gotoHydrated(page, '/give');
    const email = `pledge.${stamp}@example.org`;
    await fillGiftForm(page, email);
    await expect.poll(() => page.getByText('Nothing is charged online').count()).toBe(1);
    await page.getByRole('button', { name: 'Pledge $50.00' }).click();
    const confirmation = page.getByRole('region', { name: 'Thank you for your pledge' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(
      'We recorded your pledge of $50.00 as pending.',
    );
    await expectNoAxeViolations(page, 'give page: pledge recorded');
    const [mail] = await waitForMail(email, { subject: /Your pledge/ });
    expect(mail!.text).toContain(
      'Thank you for your pledge of $50.00. We have recorded it as pending.',
    );
  });
});

describe.skipIf(withoutChromium())('giving with Stripe: a card gift', () => {
  let browser: Browser;
  let site: StripeSite;
  let fake: StripeSite['fake'];
  let smtp: StripeSite['smtp'];
  let server: StripeSite['server'];
  const errors: string[][] = [];
  const password = 'e2e-giving-admin-password';

  beforeAll(async () => {
    site = await startStripeSite({ name: 'giving', adminPassword: password });
    ({ fake, smtp, server } = site);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => expect(errors.flat()).toEqual([]));

  it('takes $50.00 on Stripe’s page, thanks the donor by mail, and staff see the gift and the campaign total', async () => {
    const baseUrl = server.url;
    const staff = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(staff, baseUrl, password);
    const api = apiClient(baseUrl, headers);
    const phase3 = async () =>
      (await api.get<{ name: string; raisedCents: number }[]>('/api/campaigns')).find((campaign) =>
        campaign.name.includes('Phase 3'),
      )!;
    const before = (await phase3()).raisedCents;

    const donor = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(donor));
    await gotoHydrated(donor, '/give');
    const email = `card.${stamp}@example.org`;
    await fillGiftForm(donor, email);
    // The card path: the fee box is offered; this donor leaves it, so the gift is $50.00.
    await donor.getByRole('checkbox', { name: /Add \$1\.80 to cover the card fee/ }).waitFor();
    await donor.getByRole('button', { name: 'Give $50.00 now' }).click();
    await donor.waitForURL(`${fake.url}/pay/**`);
    expect(await donor.getByRole('heading', { level: 1 }).textContent()).toContain('$50.00');
    await donor.getByRole('button', { name: 'Pay' }).click();
    await donor.waitForURL(`${baseUrl}/give/thanks?session_id=*`);
    await donor.getByText('Thank you. We received your gift of $50.00.').waitFor();
    await expectNoAxeViolations(donor, 'give thanks: completed');

    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const letter = smtp.received.find((mail) => mail.to.includes(email))!;
    expect(letter.subject).toBe('Thank you for your gift to NovaLearn Institute Group');
    expect(letter.text).toContain(
      'Thank you for your gift of $50.00 to Capital campaign, Phase 3: Community',
    );

    const after = (await phase3()).raisedCents;
    expect(after).toBe(before + 5_000);
    await staff.goto('/admin/crm/reports?report=online');
    const row = staff.getByRole('row', { name: new RegExp(`Rosa Giver ${stamp}`) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\$50\.00.*Give page.*Completed/);
    // This server has had one completed gift: each totals table counts it once, at $50.00.
    for (const caption of [
      'Completed online gifts by day',
      'Completed online gifts by designation',
    ]) {
      const rows = staff.getByRole('table', { name: caption }).locator('tbody tr');
      expect(await rows.count(), caption).toBe(1);
      expect(await rows.first().textContent(), caption).toMatch(/1\s*\$50\.00$/);
    }
    await staff.goto('/admin/crm');
    await staff.getByText(formatWholeDollars(after), { exact: false }).first().waitFor();
    await expectNoAxeViolations(staff, 'CRM with the online gift');
  });
});
