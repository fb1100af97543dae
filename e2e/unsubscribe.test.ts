import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DonorDto } from '../src/domain/crm/donor-dtos.ts';
import type { EmailSegment } from '../src/domain/crm/outreach-schemas.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const LIST_UNSUBSCRIBE = /^<mailto:[^>]+\?subject=unsubscribe>, <(https?:\/\/[^>]+)>$/;

/**
 * One-click unsubscribe end to end (ADR 051): a campaign reaches the real SMTP server with both
 * headers, the mail program's POST unsubscribes, the next campaign's count drops, and the page
 * behind the link works in both languages, axe-clean and without sideways scrolling at 320 px.
 */
describe.skipIf(withoutChromium())('one-click unsubscribe', () => {
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const stamp = Date.now().toString(36);
  // A narrow segment, so the campaign goes to few donors of the lane's data.
  const segment: EmailSegment = { types: ['foundation'], interests: ['infrastructure'] };
  let english: DonorDto;
  let spanish: DonorDto;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(page));
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    const donor = (language: 'en' | 'es') =>
      api.post<DonorDto>('/api/donors', {
        firstName: language === 'es' ? 'Lucía' : 'Morgan',
        lastName: `Unsubscribe ${stamp}`,
        email: `unsubscribe.${language}.${stamp}@example.org`,
        donorType: 'foundation',
        interests: ['infrastructure'],
        language,
      });
    english = await donor('en');
    spanish = await donor('es');
    const draft = await api.post<{ id: string }>('/api/email-campaigns', {
      name: `Unsubscribe news ${stamp}`,
      subject: `Unsubscribe news ${stamp}`,
      content: 'Thank you for your support this year.',
      segment,
    });
    await api.post(`/api/email-campaigns/${draft.id}/send`);
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  const linkOf = async (donor: DonorDto) => {
    const [mail] = await waitForMail(donor.email!, { subject: new RegExp(stamp) });
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const match = LIST_UNSUBSCRIBE.exec(mail!.headers['list-unsubscribe'] ?? '');
    expect(match, mail!.headers['list-unsubscribe']).not.toBeNull();
    expect(mail!.text).toContain(match![1]);
    return new URL(match![1]!);
  };
  const recipientCount = async () =>
    (
      await api.post<{ recipientCount: number }>('/api/email-campaigns/recipient-count', {
        segment,
      })
    ).recipientCount;
  const expectNoSidewaysScroll = async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  it('the mail program’s one POST unsubscribes, and the next campaign counts one donor fewer', async () => {
    const url = await linkOf(english);
    const before = await recipientCount();
    const response = await fetch(`${baseUrl}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await recipientCount()).toBe(before - 1);

    // The donor opens the link later: the page says so and offers the way back.
    await gotoHydrated(page, url.pathname);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('You are unsubscribed');
    await expectNoAxeViolations(page, 'unsubscribe page (unsubscribed)');
    await expectNoSidewaysScroll();
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect.poll(() => page.getByText('You are subscribed again.').count()).toBe(1);
    expect(await recipientCount()).toBe(before);
  });

  it('in Spanish, opening the page changes nothing until the button is pressed', async () => {
    const url = await linkOf(spanish);
    expect(url.pathname).toMatch(/^\/es\/unsubscribe\//);
    const before = await recipientCount();
    await gotoHydrated(page, url.pathname);
    const button = page.getByRole('button', { name: 'Darse de baja' });
    await button.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await recipientCount()).toBe(before);
    await expectNoAxeViolations(page, 'unsubscribe page (Spanish)');
    await expectNoSidewaysScroll();
    await button.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Se ha dado de baja');
    expect(await recipientCount()).toBe(before - 1);
    await expectNoAxeViolations(page, 'unsubscribe page (Spanish, unsubscribed)');
  });
});
