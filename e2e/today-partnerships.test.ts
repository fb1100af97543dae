import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TodayDto } from '../src/domain/today/today-items.ts';
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

const baseUrl = laneBaseUrl();
const stamp = Date.now().toString(36);

/**
 * Today for partnerships (ADR 053): a partner's comment waits for a reply; a colleague with the
 * partnerships role answers it from the Today list, and the partner reads the answer on the
 * shared page their link opens.
 */
describe.skipIf(withoutChromium())('replying to a partner from Today', () => {
  let browser: Browser;
  let page: Page;
  let colleague: ReturnType<typeof apiClient>;
  let sharedPath: string;
  const errors: string[][] = [];
  const title = `Today reply NDA ${stamp}`;
  const question = `Could you add a retention clause? ${stamp}`;
  const answer = `Yes: records are deleted after 24 months. ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const ownerPage = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(ownerPage, baseUrl, inject('adminPassword'));
    const owner = apiClient(baseUrl, headers);
    ({ sharedPath } = await partnerCommentWaiting(baseUrl, owner, {
      title,
      stamp,
      comment: question,
    }));

    page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(page));
    const signed = await signInAsNewColleague(page, baseUrl, owner, {
      username: `partners.${stamp}`,
      name: 'Pat Partners',
      password: 'a long password for partner mornings',
      roles: ['partnerships'],
    });
    colleague = apiClient(baseUrl, signed.headers);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const waitingComments = async () =>
    (await colleague.get<TodayDto>('/api/today')).sections.find(
      (section) => section.kind === 'comment-awaiting-reply',
    )?.items ?? [];

  it('the reply sent from Today reaches the partner, and the item leaves', async () => {
    const item = (await waitingComments()).find((entry) => entry.detail.includes(stamp))!;
    expect(item.title).toBe(`Dr. Lee — ${title}`);

    await gotoHydrated(page, '/admin/today');
    const entry = page.getByRole('listitem').filter({ hasText: question });
    await entry.getByLabel('Your reply').fill(answer);
    await expectNoAxeViolations(page, 'Today, a reply being written');
    await entry.getByRole('button', { name: `Send reply: ${item.title}` }).click();
    await page.getByRole('status').getByText('Reply sent.').waitFor();
    await page.getByText(question).waitFor({ state: 'detached' });
    expect((await waitingComments()).map((entry) => entry.key)).not.toContain(item.key);

    const partner = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(partner));
    await gotoHydrated(partner, sharedPath);
    await partner.getByText(answer).first().waitFor();
  });
});
