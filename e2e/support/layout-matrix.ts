import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './api.ts';
import { launchBrowser, withoutChromium } from './browser.ts';
import { checkAxe, checkLayout, openAllDetails, type Finding } from './layout-checks.ts';
import { formatFailures, summarizeFailures, type LayoutFailure } from './layout-report.ts';
import { createPageRecords } from './page-records.ts';
import { patternOf, reviewPages, type PageKind, type ReviewPage } from './pages.ts';
import { openReviewContext, showPage, type StoredAdmin } from './review-context.ts';
import type { ReadingPreferences } from '../../src/domain/site/reading-preferences.ts';
import { laneBaseUrl } from './lanes.ts';

/**
 * Every page (support/pages.ts: public pages in both languages, the private link pages, every
 * admin page with demo data) at every width the house style names, again with the largest
 * text, and at 320 and 390 px with the widest letter and word spacing, passes the layout gates of support/layout-checks.ts. Every failure of the run is kept;
 * each page group ends with one test that lists all of its own, so one run shows everything that
 * is wrong. The list is also written to test-results/layout-<group>.txt.
 *
 * Cost on the 2-core machine: one browser, one context per text size, each page opened once in
 * it at the narrowest width and then resized through the wider ones (CSS media and container
 * queries and the resize observers follow a resize; no screen reads its width only once). On the
 * 2-core machine under the full suite's load, opening a page took ≈0.5 s and the layout gates
 * ≈0.1 s at each width: opened at every width, the opening was most of the file. Axe is the slow
 * part (≈1 s a page), so it runs at 360 and 1280 and at 360 with larger text: the narrowest phone,
 * the usual desktop, and the setting where content is most likely to collide. Colour contrast and
 * names do not change with width; target size and overlap do, and the overlap gate runs at every
 * width.
 */

const WIDTHS = [360, 390, 768, 1280, 1920] as const;
/**
 * The reading modes, each with its own browser context: the default, the largest text, and the
 * widest spacing (WCAG 1.4.12's letter 0.12em and word 0.16em). Spacing widens lines, not boxes,
 * so it runs only where lines are shortest: 320 and 390 px.
 */
const MODES = {
  default: { name: 'the default text size', preferences: {} },
  larger: { name: 'larger text', preferences: { textSize: 'larger' } },
  spacing: {
    name: 'widest spacing',
    preferences: { letterSpacing: 'wider', wordSpacing: 'wider' },
  },
} as const satisfies Record<string, { name: string; preferences: Partial<ReadingPreferences> }>;
type Mode = keyof typeof MODES;
type Setting = { width: number; mode: Mode; axe: boolean };
const SETTING_SUFFIX: Record<Mode, string> = {
  default: '',
  larger: ' larger text',
  spacing: ' widest spacing',
};
const settingName = (setting: Omit<Setting, 'axe'>) =>
  `${setting.width}${SETTING_SUFFIX[setting.mode]}`;
/**
 * While fixing one screen, LAYOUT_PAGES=/admin/crm (part of a page name) and
 * LAYOUT_SETTINGS="360,1280 larger text,320 widest spacing" (setting names) run a part of the
 * matrix.
 */
const ONLY_PAGES = process.env.LAYOUT_PAGES;
const ONLY_SETTINGS = process.env.LAYOUT_SETTINGS?.split(',').map((name) => name.trim());
const SETTINGS: Setting[] = [
  ...WIDTHS.map((width) => ({
    width,
    mode: 'default' as const,
    axe: width === 360 || width === 1280,
  })),
  ...WIDTHS.map((width) => ({ width, mode: 'larger' as const, axe: width === 360 })),
  ...[320, 390].map((width) => ({ width, mode: 'spacing' as const, axe: false })),
].filter((setting) => !ONLY_SETTINGS || ONLY_SETTINGS.includes(settingName(setting)));
/** One browser context per reading mode; its settings are the widths, narrowest first. */
const TEXT_SIZES = (Object.keys(MODES) as Mode[])
  .map((mode) => ({
    ...MODES[mode],
    settings: SETTINGS.filter((setting) => setting.mode === mode),
  }))
  .filter((size) => size.settings.length > 0);

/** Runs in the page: resolves after the next two frames, when a resize has been laid out. */
const twoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

const TITLES: Record<PageKind, string> = {
  public: 'public pages (English and Spanish)',
  link: 'private link pages (waiting-list status, shared view, signing)',
  admin: 'admin pages with demo data',
};

/** The review window's height at every width. */
const REVIEW_HEIGHT = 800;

/** One page's checks may take this long; past it, the page is reported and the run goes on. */
const PAGE_TIMEOUT_MS = 90_000;

async function withTimeout(ms: number, check: () => Promise<Finding[]>): Promise<Finding[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Finding[]>((resolve) => {
    timer = setTimeout(
      () => resolve([{ gate: 'not ready', element: `checks took over ${ms / 1000} s`, box: '' }]),
      ms,
    );
  });
  const checked = check().catch((error: Error): Finding[] => [
    { gate: 'not ready', element: `check failed: ${error.message.split('\n')[0]}`, box: '' },
  ]);
  try {
    return await Promise.race([checked, late]);
  } finally {
    clearTimeout(timer);
  }
}

const adminLinksOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href^="/admin"]')].map((link) => link.getAttribute('href')!),
  );

/**
 * The layout gates for the pages of one kind, at every setting. One file per kind
 * (e2e/layout-*.test.ts), so the three can run in different lanes at the same time.
 */
export function describeLayoutGates(kind: PageKind): void {
  const baseUrl = laneBaseUrl();
  describe.skipIf(withoutChromium())(`layout quality gates: ${TITLES[kind]}`, () => {
    let browser: Browser;
    let admin: StoredAdmin;
    let pages: ReviewPage[];
    const failures: LayoutFailure[] = [];
    const timings: string[] = [];
    /** Every /admin address the admin pages link to, to find pages the list leaves out. */
    const adminLinks = new Set<string>();
    let pageChecks = 0;
    let axeChecks = 0;

    beforeAll(async () => {
      browser = await launchBrowser();
      const response = await fetch(`${baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
      });
      admin = (await response.json()) as StoredAdmin;
      const api = apiClient(baseUrl, { authorization: `Bearer ${admin.token}` });
      pages = reviewPages(await createPageRecords(api, baseUrl));
    });

    afterAll(async () => {
      await browser?.close();
      console.log(
        `layout gates: ${pageChecks} page × width checks (${axeChecks} with axe)\n` +
          `  ${timings.join('\n  ')}\n  ${summarizeFailures(failures)}`,
      );
      mkdirSync('test-results', { recursive: true });
      writeFileSync(`test-results/layout-${kind}.txt`, `${formatFailures(failures)}\n`);
    });

    it.each(TEXT_SIZES.map((size) => [size.name, size] as const))(
      'at every width with %s',
      async (_name, size) => {
        const [first] = size.settings;
        const { context, page, pendingRequests } = await openReviewContext(browser, {
          baseUrl,
          width: first!.width,
          preferences: size.preferences,
          admin: kind === 'admin' ? admin : undefined,
        });
        const ofKind = pages.filter(
          (candidate) =>
            candidate.kind === kind && (!ONLY_PAGES || candidate.name.includes(ONLY_PAGES)),
        );
        const seconds = new Map(size.settings.map((setting) => [settingName(setting), 0]));
        for (const reviewed of ofKind) {
          const opened = Date.now();
          await page.setViewportSize({ width: first!.width, height: REVIEW_HEIGHT });
          const problem = await showPage(page, reviewed.path, pendingRequests);
          const openedIn = Date.now() - opened;
          for (const setting of size.settings) {
            const started = Date.now();
            const name = settingName(setting);
            const found = await withTimeout(PAGE_TIMEOUT_MS, async () => {
              if (problem) return [{ gate: 'not ready', element: problem, box: '' }];
              await page.setViewportSize({ width: setting.width, height: REVIEW_HEIGHT });
              await page.evaluate(twoFrames);
              await openAllDetails(page);
              const findings = await checkLayout(page);
              if (setting.axe) {
                findings.push(...(await checkAxe(page, `${reviewed.name} at ${name}`)));
                axeChecks++;
              }
              if (kind === 'admin') {
                for (const link of await adminLinksOn(page)) adminLinks.add(link);
              }
              return findings;
            });
            pageChecks++;
            failures.push(
              ...found.map((f) => ({ ...f, kind, page: reviewed.name, setting: name })),
            );
            const spent = Date.now() - started + (setting === first ? openedIn : 0);
            seconds.set(name, seconds.get(name)! + spent / 1000);
          }
        }
        await context.close();
        for (const [name, spent] of seconds) {
          timings.push(`${kind} at ${name}: ${ofKind.length} pages in ${spent.toFixed(1)} s`);
        }
      },
      // Each page's checks are bounded by PAGE_TIMEOUT_MS; this only ends a run that hangs.
      3_600_000,
    );

    // Only the admin group has admin links to check: the public group has no such test (rather
    // than one skipped every run).
    if (kind === 'admin') {
      it('links to no admin page the list leaves out', () => {
        const listed = new Set(pages.map((reviewed) => reviewed.name));
        const missing = [...adminLinks].map(patternOf).filter((pattern) => !listed.has(pattern));
        // A new tab or sub-page: add it to SPLAT_PAGES or EXTRA_PAGES in support/pages.ts.
        expect([...new Set(missing)]).toEqual([]);
      });
    }

    it('fails none of the gates', () => {
      const own = failures.filter((failure) => failure.kind === kind);
      if (own.length > 0) throw new Error(`${summarizeFailures(own)}\n${formatFailures(own)}`);
      expect(own).toEqual([]);
    });
  });
}
