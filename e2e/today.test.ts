import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { upcomingTerms } from '../src/domain/start-terms/start-terms.ts';
import type { SeatGroupDto } from '../src/domain/admissions/dtos.ts';
import type { TodayDto, TodayItemDto } from '../src/domain/today/today-items.ts';
import { signInAsNewColleague, signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { partnerCommentWaiting } from './support/partner-comment.ts';
import { waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const stamp = Date.now().toString(36);
const TERM = upcomingTerms('k12', todayIsoDate(new Date()))[0]!;

/**
 * Today (ADR 053): a colleague with the admissions and fundraising roles sees an offer waiting
 * for its family, the demo data's gifts not thanked and a follow-up due, and nothing of a
 * partner's comment that waits for the partnerships role; sends the family a reminder and a
 * donor a thank-you letter from the list, then walks three items in focus mode by keyboard only.
 */
describe.skipIf(withoutChromium())('the Today list of a colleague in two areas', () => {
  let browser: Browser;
  let page: Page;
  let owner: ReturnType<typeof apiClient>;
  let colleague: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const familyEmail = `today.${stamp}@example.org`;
  const familyName = `Rosa Today${stamp} for Mateo Today${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const ownerPage = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(ownerPage, baseUrl, inject('adminPassword'));
    owner = apiClient(baseUrl, headers);

    // A family with an offer to answer by tomorrow night: within the 48 hours.
    const { id: entryId } = await owner.post<{ id: string }>('/api/waiting-list', {
      campus: 'k12',
      firstName: 'Mateo',
      lastName: `Today${stamp}`,
      email: familyEmail,
      parentGuardianName: `Rosa Today${stamp}`,
      gradeLevel: '10th-grade',
      enrollmentPreference: TERM,
      language: 'en',
    });
    const group = await owner.put<SeatGroupDto>('/api/admissions/seat-groups', {
      campus: 'k12',
      gradeOrProgram: '10th-grade',
      startTerm: TERM,
      capacity: 40,
      autoAdvance: false,
    });
    await owner.post(`/api/admissions/seat-groups/${group.id}/offers/family`, {
      entryId,
      reason: 'Today journey test',
      days: 1,
    });

    // A thank-you letter for $250 or more names the EIN (receipts.test.ts); crm.test.ts sets the same.
    await owner.patch('/api/settings/fundraising', { ein: '12-3456789' });

    // A donor to call today.
    await owner.post('/api/donors', {
      donorType: 'individual',
      firstName: 'Nadia',
      lastName: `Follow${stamp}`,
      email: `nadia.${stamp}@example.org`,
      nextFollowUp: todayIsoDate(new Date()),
    });

    // A partner's comment waiting for a reply: partnerships' work, not this colleague's.
    await partnerCommentWaiting(baseUrl, owner, {
      title: `Today NDA ${stamp}`,
      stamp,
      comment: `Could you add a retention clause? ${stamp}`,
    });

    // The colleague: admissions and fundraising.
    page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(page));
    const signed = await signInAsNewColleague(page, baseUrl, owner, {
      username: `today.${stamp}`,
      name: 'Ines Both',
      password: 'a long password for a calm morning',
      roles: ['admissions', 'fundraising'],
    });
    colleague = apiClient(baseUrl, signed.headers);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const itemsOf = async (kind: string): Promise<TodayItemDto[]> =>
    (await colleague.get<TodayDto>('/api/today')).sections.find((s) => s.kind === kind)?.items ??
    [];

  it('shows admissions and fundraising items and nothing of partnerships', async () => {
    // The owner sees the partner's comment; the colleague's list has no such section.
    const ownerToday = await owner.get<TodayDto>('/api/today');
    const comments = ownerToday.sections.find((s) => s.kind === 'comment-awaiting-reply')!;
    expect(comments.items.some((item) => item.detail.includes(stamp))).toBe(true);

    await gotoHydrated(page, '/admin/today');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    // The list arrives after the page: its first section's heading says it is there.
    await page.getByRole('heading', { level: 2, name: /^Offers waiting for an answer/ }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.some((h) => h.startsWith('Offers waiting for an answer'))).toBe(true);
    expect(headings.some((h) => h.startsWith('Gifts not thanked'))).toBe(true);
    expect(headings.some((h) => h.startsWith('Follow-ups due'))).toBe(true);
    for (const other of ['Signatures waiting too long', 'Comments waiting for a reply', 'Mail']) {
      expect(headings.some((h) => h.startsWith(other))).toBe(false);
    }
    await page.getByText(familyName, { exact: false }).first().waitFor();
    await page.getByText(`Nadia Follow${stamp}`).waitFor();
    expect(await page.getByText(`retention clause? ${stamp}`).count()).toBe(0);
    await expectNoAxeViolations(page, 'Today, admissions and fundraising');
  });

  it('acting on an item removes it: a reminder to the family, a thank-you letter', async () => {
    const offer = (await itemsOf('offer-expiring')).find((item) =>
      item.title.startsWith(`${familyName} — `),
    )!;
    await page.getByRole('button', { name: `Send reminder: ${offer.title}` }).click();
    await page.getByRole('status').getByText('Reminder sent.').waitFor();
    await page.getByText(offer.title, { exact: true }).waitFor({ state: 'detached' });
    expect((await itemsOf('offer-expiring')).map((item) => item.key)).not.toContain(offer.key);
    // The family has it at the mail server.
    await waitForMail(familyEmail, { subject: /Reminder/ });

    const [gift] = await itemsOf('gift-not-thanked');
    expect(gift).toBeDefined();
    const before = await page.getByText(gift!.title, { exact: true }).count();
    await page
      .getByRole('button', { name: `Send thank-you letter: ${gift!.title}` })
      .first()
      .click();
    await page
      .getByRole('status')
      .getByText(/thank-you letter/i)
      .waitFor();
    await expect.poll(() => page.getByText(gift!.title, { exact: true }).count()).toBe(before - 1);
    expect((await itemsOf('gift-not-thanked')).map((item) => item.key)).not.toContain(gift!.key);
  });

  it('focus mode walks three items by keyboard only', async () => {
    const before = (await colleague.get<TodayDto>('/api/today')).sections.flatMap((s) => s.items);
    expect(before.length).toBeGreaterThanOrEqual(3);
    await gotoHydrated(page, '/admin/today');
    await page.getByRole('button', { name: 'Start focus mode' }).waitFor();

    const focusedName = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.trim() ??
          '',
      );
    /** Tabs forward to the control whose name starts with `name` (at most 60 stops). */
    const tabTo = async (name: string) => {
      for (let stop = 0; stop < 60; stop += 1) {
        await page.keyboard.press('Tab');
        if ((await focusedName()).startsWith(name)) return;
      }
      throw new Error(`Tab never reached "${name}"`);
    };

    await tabTo('Start focus mode');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2 });
    await expect.poll(() => heading.first().textContent()).toContain(`Item 1 of ${before.length}`);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await expectNoAxeViolations(page, 'Today, focus mode');

    // Item 1: skipped.
    await tabTo('Skip');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.first().textContent()).toContain(`Item 2 of ${before.length}`);
    // Item 2: marked done with the space bar.
    await tabTo('Mark done');
    await page.keyboard.press(' ');
    await expect.poll(() => heading.first().textContent()).toContain(`Item 3 of ${before.length}`);
    const third = before[2]!;
    expect(await heading.first().textContent()).toContain(third.title);
    // Escape goes back to the list, where the item marked done is gone and the skipped one stays.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Start focus mode' }).waitFor();
    const after = (await colleague.get<TodayDto>('/api/today')).sections.flatMap((s) => s.items);
    expect(after.map((item) => item.key)).toContain(before[0]!.key);
    expect(after.map((item) => item.key)).not.toContain(before[1]!.key);
  });
});
