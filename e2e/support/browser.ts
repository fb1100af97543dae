import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { skipBecause } from '../../tests/skip-reason.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** For `describe.skipIf`: true, after saying so, when the browser tests cannot run here. */
export const withoutChromium = (): boolean =>
  skipBecause(
    !inject('hasChromium'),
    `Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`,
  );

/** Debian's Chromium, headless, with the flags that work as root and offline (TOOLCHAIN-NOTES). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The axe rules whose outcome depends on colour alone: what a reading theme can change. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2.0–2.2 A and AA plus axe's best practices (landmarks, heading order), with the 24px
 * target-size rule switched on explicitly; or only the named rules. One `options()` call: it
 * replaces earlier settings.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  onlyRules?: string[],
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options(
      onlyRules
        ? { runOnly: { type: 'rule', values: onlyRules } }
        : {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
            },
            rules: { 'target-size': { enabled: true } },
          },
    )
    // One axe.run in the page instead of a run per frame finished in a new blank page: half the
    // time (≈1 s instead of ≈2.2 s a page here), the same rules, same-origin frames included.
    // It leaves out only cross-origin frames, whose content is not ours.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ` +
      violation.nodes.map((node) => node.target.join(' ')).join('\n    '),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Opens a page and waits until its controls work: React has taken over its HTML, or, on a static
 * page (ADR 028), its one script has said it is ready. Prerendered pages load their scripts after
 * their content (ADR 011), so the `load` event can come before the buttons work.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilHydrated(page);
}

/** Reloads the page, as a family does after a dropped connection, and waits as gotoHydrated. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await untilHydrated(page);
}

async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-page-ready') ||
      Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  );
}
