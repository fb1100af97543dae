import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { decodeHtml as decode } from './support/html-text.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/** Each public page of the spec with its one h1 and text that must be in the prerendered HTML. */
const PAGES = [
  {
    path: '/',
    h1: 'Empowering Every Mind. Re-Engineering STEM Education',
    content: [
      '100% need-based aid available',
      '15+ industry partners',
      '$75M+ economic impact by 2030',
      'Medical-Educational Fusion',
      'July 7, 2025',
      'Questions families ask',
    ],
  },
  {
    path: '/about',
    h1: 'About NovaLearn Institute Group',
    content: ['Who we are', 'Three campuses', 'Our mission', 'Research Facilities Planning'],
  },
  {
    path: '/nexus-learning',
    h1: 'NovaLearn Academy',
    content: [
      'We plan to open in Fall 2026',
      'Six core STEM programs',
      'Environmental Science',
      'Grades 9-12',
      'Trade specializations',
      '85% projected graduate employment',
      'Start Adventure',
      'Locked',
      '+2 more',
    ],
  },
  {
    path: '/nexus-stem-college',
    h1: 'Nexus STEM College',
    content: [
      '50+ industry partners',
      '85% job placement',
      'Associate degrees (2 years)',
      'Hospital partnership',
      'March 2027',
      'Join Waiting List',
    ],
  },
  {
    path: '/ilias-program',
    h1: 'ILIAS Graduate Research Institute',
    content: ['Doctoral program: 4 years', 'Master’s program: 2 years', 'Fall 2029', 'Timeline'],
  },
  {
    path: '/partnership',
    h1: 'Partner with NovaLearn',
    content: [
      'Medical-educational fusion campus',
      '200,000 sq ft facility',
      'Focus areas',
      'Ways to help',
      'Join the Waiting List',
      'Contact Us',
    ],
  },
  {
    path: '/contact',
    h1: 'Contact us',
    content: [
      '$1M+',
      '$250K+',
      '$50K+',
      'Every 2nd Tuesday, 7:00 PM CT',
      'Every Saturday, 10:00 AM CT',
      'January 2026',
      'May 2028',
    ],
  },
  {
    path: '/fundraising-overview',
    h1: 'Capital campaign',
    content: [
      '$75M capital campaign goal',
      'Phase 1: $45M',
      'Phase 2: $25M',
      'Phase 3: $5M',
      'NovaLearn Academy (The Woodlands): $25M',
      'Nexus STEM College (Kemah): $30M',
      'Research campus (Dripping Springs): $20M',
      '$5M+ 3-5',
      '$1M-$5M 10-15',
      '$100K-$1M 75-100',
      '$1K-$100K 500+',
      '$1M+',
      '$250K+',
      '$50K+',
    ],
  },
  {
    path: '/neurodiversity-analytics',
    h1: 'Neurodiversity analytics',
    content: [
      '58.45M',
      'neurodivergent people in the US (17.5%)',
      '30M Texans × 17.5% = 5.25M',
      '21,600 target students',
      '25 profiles in 7 categories',
      'These figures are estimates',
      'ADHD in children 11.4%',
    ],
  },
  {
    path: '/texas-childrens-proposal',
    h1: 'Children’s Hospital Partnership Proposal',
    content: ['Back to Documents', 'Print', 'Share with CH', 'Download PDF'],
  },
  {
    path: '/texas-childrens-partnership',
    h1: 'Children’s hospital partnership',
    content: [
      'A proposal',
      'This is a proposal. No agreement has been signed.',
      '20+ pediatric subspecialties',
      '200,000 sq ft facility',
    ],
  },
  {
    path: '/corporate-structure',
    h1: 'Corporate structure',
    content: [
      'The three divisions of NovaLearn Institute Group compared',
      'Ages served',
      'Degree or credential',
      'Governance',
      'Dripping Springs, Texas',
    ],
  },
  {
    path: '/enrollment',
    h1: 'Join the waiting list',
    content: [
      'K-12 Campus',
      'Bridge Campus',
      'K-12 Campus (NovaLearn Academy)',
      'Bridge Campus (Nexus STEM College)',
      'What Happens Next',
      'within 48 hours',
      'Pharmaceutical systems',
      'Continue',
    ],
  },
] as const;

/** Page text without tags; React's <!-- --> separators between text parts join up again. */
const visibleText = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('public pages over plain HTTP (prerendered, no JavaScript)', () => {
  const titles = new Map<string, string>();

  it.each(PAGES)('$path answers 200 with its heading, content and meta tags', async (page) => {
    const response = await fetch(new URL(page.path, baseUrl));
    expect(response.status).toBe(200);
    const html = await response.text();

    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => visibleText(m[1]!));
    expect(h1s.map((text) => text.trim())).toEqual([page.h1]);
    const text = visibleText(html);
    for (const snippet of page.content) expect(text).toContain(snippet);

    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title.length).toBeGreaterThan(10);
    titles.set(page.path, title);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const pathPattern = page.path === '/' ? '/' : `${page.path}`;
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${pathPattern}"`));
    expect(html).toMatch(
      new RegExp(`<meta property="og:url" content="https?://[^"]+${pathPattern}"`),
    );
    for (const property of ['og:title', 'og:description', 'og:type'])
      expect(html).toContain(`<meta property="${property}"`);
    // The server replaced the prerender placeholder with the configured public address.
    expect(html).not.toContain('public-url.invalid');

    // Shared footer: two mail links and the phone number.
    expect(html.match(/href="mailto:[^"?]+"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/href="tel:[\d+]+"/);
  });

  it('gives every page its own title', () => {
    expect(new Set(titles.values()).size).toBe(PAGES.length);
  });

  it('describes the organisation as JSON-LD on the home page', async () => {
    const html = await (await fetch(new URL('/', baseUrl))).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('EducationalOrganization');
    expect(data.name).toBe('NovaLearn Institute Group');
    expect(data.subOrganization).toHaveLength(3);
  });

  it('builds the contact mail buttons with encoded preset subjects, and books on /visits', async () => {
    const html = await (await fetch(new URL('/contact', baseUrl))).text();
    expect(html).toContain('?subject=Partnership%20%26%20Investment%20Inquiry&amp;body=');
    // A tour that took place: ask about the next one by mail.
    expect(html).toContain(
      '?subject=Virtual%20Tour%20Request%3A%20NovaLearn%20Academy%20(next%20tour)',
    );
    // The sessions (and tours still to come) are booked on the visits page (ADR 052).
    expect(html).toContain(
      'href="/visits" data-discover="true">Register for an investor briefing</a>',
    );
  });
});

describe.skipIf(withoutChromium())('public pages in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  const hasHorizontalScroll = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );

  // Axe on each page at 1280 px (every <details> open) is one of the layout gates
  // (layout-public-pages.test.ts): here it runs at 320 px with the menu open, which they do not.
  it.each(PAGES)(
    '$path shows one h1, and passes axe at 320px with the menu open',
    async ({ path, h1 }) => {
      await gotoHydrated(page, path);
      await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      await page.setViewportSize({ width: 320, height: 640 });
      expect(await hasHorizontalScroll()).toBe(false);
      await page.getByRole('button', { name: 'Menu' }).click();
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await mainNav.getByRole('link', { name: 'Join the Waiting List' }).waitFor();
      expect(await hasHorizontalScroll()).toBe(false);
      await expectNoAxeViolations(page, `${path} at 320px with the menu open`);
    },
  );

  it('opens the Programs list from the header and closes it with Escape', async () => {
    await gotoHydrated(page, '/about');
    const programs = page.getByRole('button', { name: 'Programs' });
    expect(await programs.getAttribute('aria-expanded')).toBe('false');
    await programs.click();
    expect(await programs.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'programs list open');
    await page.getByRole('link', { name: 'ILIAS (graduate research)', exact: true }).focus();
    await page.keyboard.press('Escape');
    expect(await programs.getAttribute('aria-expanded')).toBe('false');
    expect(await programs.evaluate((element) => element === document.activeElement)).toBe(true);

    await programs.click();
    await page
      .getByRole('link', { name: 'Nexus STEM College (Bridge Campus)', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Nexus STEM College' }).waitFor();
    expect(await programs.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the mobile menu with enrollment and the Admin Access dialog', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const enrollment = mainNav.getByRole('link', { name: 'Join the Waiting List' });
    expect(await enrollment.getAttribute('href')).toBe('/enrollment');
    await page.getByRole('button', { name: 'Admin Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partnership & Admin Access' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'Admin Access dialog');
    await dialog.getByRole('link', { name: 'Partnership Info' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partner with NovaLearn' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a FAQ answer with the native disclosure', async () => {
    await gotoHydrated(page, '/');
    const question = page.getByText('How big are the classes?', { exact: true });
    await question.click();
    await page
      .getByText(/maximum class size 12/)
      .first()
      .waitFor();
    expect(await question.evaluate((el) => el.closest('details')?.open)).toBe(true);
  });

  it('stops in-page links below the sticky header', async () => {
    await gotoHydrated(page, '/ilias-program');
    const pageNav = page.getByRole('navigation', { name: 'ILIAS Graduate Research Institute' });
    await pageNav.getByRole('link', { name: 'Timeline' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#timeline');
    const [headingTop, headerBottom] = await page.evaluate(() => [
      document.getElementById('timeline-title')!.getBoundingClientRect().top,
      document.querySelector('body > div > header')!.getBoundingClientRect().bottom,
    ]);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom!);

    await pageNav.getByRole('button', { name: 'Programs' }).click();
    await pageNav.getByRole('link', { name: /^Master’s program/ }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#masters-program');
    expect(
      await pageNav.getByRole('button', { name: 'Programs' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('keeps keyboard focus clear of the sticky header', async () => {
    await gotoHydrated(page, '/contact');
    // Forwards, then backwards: going back up is when a target lands at the top edge.
    const keys = [...Array<string>(60).fill('Tab'), ...Array<string>(40).fill('Shift+Tab')];
    for (const [step, key] of keys.entries()) {
      await page.keyboard.press(key);
      // Covered means: the point in the middle of the focused element belongs to the header.
      const isCovered = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('body > div > header');
        if (!focused || !header || header.contains(focused)) return false;
        const box = focused.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && header.contains(hit);
      });
      expect(isCovered, `focus step ${step} is under the header`).toBe(false);
    }
  });
});
