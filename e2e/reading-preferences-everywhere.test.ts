import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../src/domain/auth/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { mailsTo } from './support/outbox.ts';
import { createPageRecords, type PageRecords } from './support/page-records.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';

const baseUrl = laneBaseUrl();

/** The control's words in each language (content/reading-preferences.ts and its Spanish copy). */
const WORDS = {
  en: { control: 'Reading preferences', letterSpacing: 'Letter spacing' },
  es: { control: 'Preferencias de lectura', letterSpacing: 'Espacio entre letras' },
} as const;

type Signed = { token: string; user: unknown };
type Checked = { name: string; path: (records: PageRecords) => string; locale: 'en' | 'es' };

/** Every page family a family, partner, signer or staff member sees that has its own header. */
const PAGES: Checked[] = [
  { name: 'the signing page', path: (r) => `/sign/${r.signingToken}`, locale: 'en' },
  { name: 'a shared document', path: (r) => `/shared/${r.shareToken}`, locale: 'en' },
  { name: '/verify', path: () => '/verify', locale: 'en' },
  { name: '/es/verify', path: () => '/es/verify', locale: 'es' },
  { name: 'a data room', path: (r) => `/room/${r.roomToken}`, locale: 'en' },
  {
    name: 'a waiting-list status page',
    path: (r) => `/waiting-list/status/${r.statusToken}`,
    locale: 'en',
  },
  { name: 'a seat offer', path: (r) => `/waiting-list/offer/${r.offerToken}`, locale: 'en' },
];

/** A context of its own (fresh storage, its own visitor address), signed in when `staff` is given. */
async function openContext(browser: Browser, staff?: Signed): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': anotherVisitorAddress() },
  });
  context.setDefaultTimeout(15_000);
  if (staff) {
    await context.addInitScript(
      ([tokenKey, userKey, token, user]) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, user);
      },
      [ADMIN_TOKEN_KEY, ADMIN_USER_KEY, staff.token, JSON.stringify(staff.user)] as const,
    );
  }
  return context;
}

/** Runs in the page: whether focus is on the control, or in the group named `legend`. */
function focusIsOn(legend: string | null): boolean {
  const focused = document.activeElement;
  if (legend === null) return focused?.hasAttribute('data-opens-reading-preferences') ?? false;
  return focused?.closest('fieldset')?.querySelector('legend')?.textContent === legend;
}

/** Presses Tab until focus is on the control (`legend` null) or in the group named `legend`. */
async function tabUntil(page: Page, legend: string | null, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(focusIsOn, legend)) return;
  }
  throw new Error(`Not reached with ${limit} presses of Tab`);
}

/**
 * The control by keyboard alone: Tab to it, Enter opens the panel, Tab into the letter spacing
 * choices, an arrow key chooses the next one. The choice lands on <html>, and axe finds nothing
 * with the panel open.
 */
async function chooseLetterSpacingByKeyboard(page: Page, locale: 'en' | 'es', label: string) {
  const words = WORDS[locale];
  const control = page.locator('[data-opens-reading-preferences]:visible').first();
  await control.waitFor();
  expect(
    (await control.getAttribute('aria-label')) ?? (await control.textContent()),
    label,
  ).toContain(words.control);

  await page.locator('body').focus();
  await tabUntil(page, null);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.control });
  await dialog.waitFor();

  await tabUntil(page, words.letterSpacing);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-letter-spacing') === 'wide',
  );
  await expectNoAxeViolations(page, `${label} with the reading preferences open`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Focus goes back to the control.
  expect(await page.evaluate(focusIsOn, null)).toBe(true);
}

describe.skipIf(withoutChromium())('the reading preferences on every page family', () => {
  let browser: Browser;
  let records: PageRecords;
  let staff: Signed;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = async (username: string, password: string): Promise<Signed> => {
      const response = await fetch(`${baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
      return (await response.json()) as Signed;
    };
    const admin = await login('admin', inject('adminPassword'));
    const api = apiClient(baseUrl, { authorization: `Bearer ${admin.token}` });
    records = await createPageRecords(api, baseUrl);

    // A staff member of their own, so the choices kept on their account touch no other test.
    const stamp = Date.now().toString(36);
    const email = `reading.${stamp}@example.org`;
    const username = `reading.${stamp}`;
    await api.post('/api/users', { username, name: 'Robin Okafor', email, roles: ['viewer'] });
    const [mail] = await mailsTo(api, email);
    const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('No invitation mailed');
    const password = 'a long password for reading comfortably';
    const set = await fetch(`${baseUrl}/api/account/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
      body: JSON.stringify({ token, password }),
    });
    if (!set.ok) throw new Error(`Set password failed: ${set.status} ${await set.text()}`);
    staff = await login(username, password);
  });
  afterAll(() => browser?.close());

  it.each(PAGES.map((checked) => [checked.name, checked] as const))(
    'on %s: present, keyboard-operable and axe-clean',
    async (_name, checked) => {
      const context = await openContext(browser);
      try {
        const page = await context.newPage();
        await gotoHydrated(page, checked.path(records));
        await chooseLetterSpacingByKeyboard(page, checked.locale, checked.name);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('in the admin area: the same, and the choice follows the staff member to another device', async () => {
    const context = await openContext(browser, staff);
    try {
      const page = await context.newPage();
      await gotoHydrated(page, '/admin');
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/account/reading-preferences') &&
          response.request().method() === 'PUT',
      );
      await chooseLetterSpacingByKeyboard(page, 'en', 'the admin area');
      expect((await saved).status()).toBe(200);
    } finally {
      await context.close();
    }

    // Another device: nothing in its storage, the account's choice shows once the layout reads it.
    const other = await openContext(browser, staff);
    try {
      const page = await other.newPage();
      await gotoHydrated(page, '/admin');
      await page.waitForFunction(
        () => document.documentElement.getAttribute('data-letter-spacing') === 'wide',
      );
    } finally {
      await other.close();
    }
  }, 120_000);

  it('in the phone drawer of the admin area: opens from the menu and chooses word spacing', async () => {
    const context = await openContext(browser, staff);
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 800 });
      await gotoHydrated(page, '/admin');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByRole('button', { name: WORDS.en.control }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: WORDS.en.control });
      await panel.waitFor();
      await panel
        .getByRole('group', { name: 'Word spacing' })
        .getByRole('radio', { name: 'Widest' })
        .check();
      await page.waitForFunction(
        () => document.documentElement.getAttribute('data-word-spacing') === 'wider',
      );
      await expectNoAxeViolations(page, 'the admin drawer with the reading preferences open');
    } finally {
      await context.close();
    }
  }, 120_000);
});
