import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  computePathway,
  formatPathwaySummary,
  type PathwayChoices,
} from '../src/domain/site/pathway.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();
const PREFILL_KEY = 'novalearn.enrollment-prefill';

/**
 * The K-12 academy page opens on Adventures, its tabs work by keyboard and
 * by link, the pathway wizard walks its four steps and hands its summary to enrollment; the
 * learner dashboard shows its four tabs. axe runs on every tab and every wizard step.
 */
describe.skipIf(withoutChromium())('K-12 academy page and learner dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    errors = watchConsole(page);
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const isSelected = (locator: Locator) => locator.getAttribute('aria-selected');
  const tabParam = () => page.evaluate(() => new URL(location.href).searchParams.get('tab'));

  /** Tabs answer keys only once React has hydrated the prerendered page. */
  async function openAcademy(query = '') {
    await page.goto(`/nexus-learning${query}`);
    await page.getByRole('heading', { level: 1, name: 'NovaLearn Academy' }).waitFor();
    await page.waitForFunction(() => {
      const trigger = document.querySelector('[role="tab"]');
      return trigger !== null && Object.keys(trigger).some((key) => key.startsWith('__reactProps'));
    });
  }

  it('prerenders the page with Adventures selected', async () => {
    const html = await (await fetch(new URL('/nexus-learning', baseUrl))).text();
    const selected = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)]
      .filter(([element]) => element.includes('aria-selected="true"'))
      .map(([, label]) => label);
    expect(selected).toEqual(['Adventures']);
  });

  it('opens on Adventures with the card states, and passes axe', async () => {
    await openAcademy();
    expect(await isSelected(tab('Adventures'))).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Adventures' });
    await panel.getByRole('heading', { level: 2, name: 'Adventures' }).waitFor();
    const locked = panel.getByRole('button', { name: 'Locked' });
    expect(await locked.count()).toBe(2);
    expect(await locked.first().isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Start Adventure' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Continue' }).count()).toBe(3);
    expect(await panel.getByText('+2 more', { exact: true }).count()).toBe(1);
    expect(await panel.getByRole('img', { name: '3 of 5 stars' }).count()).toBe(1);
    expect(await panel.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(
      expect.arrayContaining([
        'Computer Science',
        'Creative Technology',
        'Renewable energy systems',
      ]),
    );

    // A button of the preview says what it would do instead of doing nothing.
    await panel.getByRole('button', { name: 'Start Adventure' }).click();
    await panel.getByRole('status').filter({ hasText: 'This is a preview.' }).waitFor();
    await expectNoAxeViolations(page, '/nexus-learning, Adventures');
  });

  it('moves between tabs with the arrow keys, Home and End, and links each tab', async () => {
    await openAcademy();
    await tab('Adventures').focus();
    const steps = [
      ['ArrowRight', 'Progress', 'progress'],
      ['ArrowRight', 'My Tools', 'tools'],
      ['ArrowRight', 'Friends', 'friends'],
      ['Home', 'Home', 'home'],
      ['End', 'Friends', 'friends'],
      ['ArrowLeft', 'My Tools', 'tools'],
      ['Home', 'Home', 'home'],
      ['ArrowRight', 'My Pathway', 'pathway'],
    ] as const;
    const checked = new Set<string>();
    for (const [key, name, param] of steps) {
      await page.keyboard.press(key);
      await expect.poll(() => isSelected(tab(name)), { message: `${key} → ${name}` }).toBe('true');
      expect(await tab(name).evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(tabParam).toBe(param);
      await page.getByRole('tabpanel', { name }).waitFor();
      if (!checked.has(name)) {
        checked.add(name);
        await expectNoAxeViolations(page, `/nexus-learning, ${name} tab`);
      }
    }
    // Only the selected tab is a tab stop.
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
  });

  it('opens the tab a link names once the page has loaded', async () => {
    await openAcademy('?tab=friends');
    await expect.poll(() => isSelected(tab('Friends'))).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Friends' });
    expect(await panel.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Leo',
      'Amara',
      'Sam',
    ]);
    const invite = panel.getByRole('button', { name: 'Invite to study' }).first();
    await invite.click();
    await panel.getByRole('button', { name: 'Invited' }).waitFor();
    await panel.getByText('You invited Leo to study.').waitFor();
  });

  it('Resume Module on Home opens Adventures with focus on the adventure to pick up', async () => {
    await openAcademy('?tab=home');
    await expect.poll(() => isSelected(tab('Home'))).toBe('true');
    const home = page.getByRole('tabpanel', { name: 'Home' });
    const challenge = home.getByRole('button', { name: 'Daily Challenge' });
    await challenge.click();
    expect(await challenge.getAttribute('aria-expanded')).toBe('true');
    await home.getByText('How many legs do 3 spiders have?').waitFor();
    await expectNoAxeViolations(page, '/nexus-learning, Home with the challenge open');

    await home.getByRole('button', { name: 'Resume Module' }).click();
    await expect.poll(() => isSelected(tab('Adventures'))).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('adventure-1-action');
  });

  it('walks the pathway wizard and takes the summary to enrollment', async () => {
    await openAcademy('?tab=pathway');
    const wizard = page.getByRole('tabpanel', { name: 'My Pathway' });
    // The wizard's headings, word for word as a learner sees them: "Step <n> of 4: <name>".
    const step = (number: number, name: string) => `Step ${number} of 4: ${name}`;
    await wizard.getByRole('heading', { name: step(1, 'Profile') }).waitFor();
    const continueButton = wizard.getByRole('button', { name: 'Continue' });
    // An option's name is its label, then the line under it.
    const option = (label: string) =>
      wizard.getByRole('button', { name: new RegExp(`^${label} `) });
    const pressed = (name: string) => option(name).getAttribute('aria-pressed');
    const expectStep = async (heading: string, hint: string) => {
      const title = wizard.getByRole('heading', { name: heading });
      await title.waitFor();
      // Focus starts at the top of the new step.
      expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await continueButton.isDisabled()).toBe(true);
      await wizard.getByText(hint).waitFor();
      await expectNoAxeViolations(page, `wizard, ${heading}`);
    };

    // On the first step, Continue is disabled, and says why, until a profile is chosen.
    expect(await continueButton.isDisabled()).toBe(true);
    await wizard.getByText('Choose at least one profile to continue.').waitFor();
    expect(await continueButton.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoAxeViolations(page, `wizard, ${step(1, 'Profile')}`);
    await option('ADHD').click();
    expect(await pressed('ADHD')).toBe('true');
    await option('ADHD').click();
    expect(await pressed('ADHD')).toBe('false');
    expect(await continueButton.isDisabled()).toBe(true);
    await option('ADHD').focus();
    await page.keyboard.press('Space');
    expect(await pressed('ADHD')).toBe('true');
    await option('Dyslexia').focus();
    await page.keyboard.press('Enter');
    expect(await pressed('Dyslexia')).toBe('true');
    expect(await continueButton.isDisabled()).toBe(false);
    expect(await wizard.getByText('Choose at least one profile to continue.').count()).toBe(0);
    await continueButton.click();

    await expectStep(step(2, 'Learning Style'), 'Choose at least one learning style to continue.');
    await option('Visual').click();
    // Back keeps what was chosen.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('heading', { name: step(1, 'Profile') }).waitFor();
    expect(await pressed('ADHD')).toBe('true');
    await continueButton.click();
    await wizard.getByRole('heading', { name: step(2, 'Learning Style') }).waitFor();
    expect(await pressed('Visual')).toBe('true');
    await continueButton.click();

    await expectStep(
      step(3, 'Preferences'),
      'Choose at least one learning environment to continue.',
    );
    await option('Quiet spaces').click();
    await continueButton.click();

    const result = wizard.getByRole('heading', { name: step(4, 'Pathway') });
    await result.waitFor();
    expect(await result.evaluate((element) => element === document.activeElement)).toBe(true);
    await wizard.getByText('1. Computer Science').waitFor();
    await wizard.getByText('Movement breaks between short work blocks').waitFor();
    await wizard.getByRole('heading', { name: 'A suggested first week' }).waitFor();
    await expectNoAxeViolations(page, `wizard, ${step(4, 'Pathway')}`);

    // Start Over: back to step 1 with nothing chosen.
    await wizard.getByRole('button', { name: 'Start Over' }).click();
    await wizard.getByRole('heading', { name: step(1, 'Profile') }).waitFor();
    expect(await pressed('ADHD')).toBe('false');
    expect(await continueButton.isDisabled()).toBe(true);
    for (const name of ['ADHD', 'Dyslexia']) await option(name).click();
    await continueButton.click();
    await option('Visual').click();
    await continueButton.click();
    await option('Quiet spaces').click();
    await continueButton.click();
    await result.waitFor();

    // Record what reaches sessionStorage: the enrollment page may take (and clear) it at once.
    await page.evaluate((key) => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (this === window.sessionStorage && name === key) {
          (window as unknown as { savedPrefill: string }).savedPrefill = value;
        }
        original.call(this, name, value);
      };
    }, PREFILL_KEY);
    await wizard.getByRole('button', { name: 'Start My Journey' }).click();
    await page.waitForURL((url) => url.pathname === '/enrollment');
    expect(new URL(page.url()).search).toBe('?campus=k12');

    const choices: PathwayChoices = {
      profiles: ['adhd', 'dyslexia'],
      styles: ['visual'],
      environments: ['quiet'],
    };
    const saved = await page.evaluate(
      () => (window as unknown as { savedPrefill?: string }).savedPrefill,
    );
    expect(JSON.parse(saved ?? 'null')).toEqual({
      campus: 'k12',
      additionalInfo: formatPathwaySummary(choices, computePathway(choices)),
    });
    expect(saved).toContain('Profile: ADHD, Dyslexia');
  });

  it('shows the learner dashboard in four tabs behind the sign-in gate', async () => {
    await signInThroughApi(page, baseUrl, inject('adminPassword'));
    await page.goto('/admin/learning');
    await page.getByRole('heading', { level: 1, name: 'Learning Platform' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Learner dashboard' });
    const dashboardTab = tabs.getByRole('tab', { name: 'Dashboard' });
    expect(await isSelected(dashboardTab)).toBe('true');

    // Dashboard: profile, figures, and the first three modules as the recommended path.
    const overview = page.getByRole('tabpanel', { name: 'Dashboard' });
    await overview.getByText('Maya', { exact: true }).waitFor();
    await overview.getByText('2 of 6', { exact: true }).waitFor();
    const recommended = overview.getByRole('heading', { name: 'Recommended path' }).locator('..');
    expect(await recommended.locator('ol > li').count()).toBe(3);
    await expectNoAxeViolations(page, '/admin/learning, Dashboard');

    // Learning Modules: Start Learning at 0%, Continue above, a tick on completed ones.
    await tabs.getByRole('tab', { name: 'Learning Modules' }).click();
    const modules = page.getByRole('tabpanel', { name: 'Learning Modules' });
    await modules.getByRole('heading', { level: 3, name: 'Fraction Pizza Lab' }).waitFor();
    expect(await modules.getByRole('heading', { level: 3 }).count()).toBe(6);
    expect(await modules.getByRole('button', { name: 'Start Learning' }).count()).toBe(2);
    expect(await modules.getByRole('button', { name: 'Continue' }).count()).toBe(4);
    expect(await modules.getByText('Completed', { exact: true }).count()).toBe(2);
    await expectNoAxeViolations(page, '/admin/learning, Learning Modules');

    // Progress & Analytics, by keyboard.
    await tabs.getByRole('tab', { name: 'Learning Modules' }).focus();
    await page.keyboard.press('ArrowRight');
    const analytics = page.getByRole('tabpanel', { name: 'Progress & Analytics' });
    await analytics.waitFor();
    for (const figure of ['75%', '8.5h', '12', '95%', 'Level 5']) {
      await analytics.getByText(figure, { exact: true }).waitFor();
    }
    const path = analytics.getByRole('heading', { name: 'Learning path' }).locator('..');
    expect(await path.locator('ol > li').allInnerTexts()).toEqual([
      expect.stringContaining('Completed'),
      expect.stringContaining('In progress'),
      expect.stringContaining('Not started'),
      expect.stringContaining('Completed'),
      expect.stringContaining('In progress'),
      expect.stringContaining('Not started'),
    ]);
    await expectNoAxeViolations(page, '/admin/learning, Progress & Analytics');

    // Community: Join Group toggles to Joined and back.
    await page.keyboard.press('ArrowRight');
    const community = page.getByRole('tabpanel', { name: 'Community' });
    await community.waitFor();
    const join = community.getByRole('button', { name: 'Join Group' });
    expect(await join.count()).toBe(2);
    await join.first().click();
    await community.getByRole('button', { name: 'Joined' }).waitFor();
    await community.getByText('You joined Robotics Builders Club.').waitFor();
    expect(await community.getByRole('button', { name: 'Join Group' }).count()).toBe(1);
    await community.getByRole('button', { name: 'Joined' }).click();
    await expect.poll(() => community.getByRole('button', { name: 'Join Group' }).count()).toBe(2);
    expect(await community.getByRole('heading', { name: 'Peer recognition' }).count()).toBe(1);
    expect(await community.getByText(/^From (Leo|Amara)/).count()).toBe(2);
    await expectNoAxeViolations(page, '/admin/learning, Community');
  });
});
