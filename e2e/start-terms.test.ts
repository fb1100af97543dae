import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { termLabel } from '../src/domain/start-terms/labels.ts';
import { upcomingTerms } from '../src/domain/start-terms/start-terms.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();

/** Each width gets its own Bridge program, so its seat group and family are its own. */
const WIDTHS = [
  { width: 390, program: 'environmental-science' },
  { width: 1280, program: 'business-technology' },
] as const;

/**
 * The options of a select, as the person reads them, once the select is on the page (a tab panel
 * is drawn after its tab is chosen; evaluateAll alone would read no options at all).
 */
async function optionLabels(_page: Page, select: ReturnType<Page['getByLabel']>) {
  await select.waitFor();
  return select.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''));
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/**
 * Start terms from the calendar (ADR 035): staff and families choose from each campus's next
 * terms with their years, never one that has begun and never one before the campus opens; a
 * Spanish family's offer mail (at the SMTP server) and offer page name the term with its year.
 */
describe.skipIf(withoutChromium()).each(WIDTHS)('start terms at $width px', (size) => {
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const today = todayIsoDate(new Date());
  const bridgeTerms = upcomingTerms('bridge', today).map((term) => termLabel(term));
  const email = `terms.${size.width}.${Date.now()}@example.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: size.width, height: 900 },
    });
    page = await context.newPage();
    errors.push(watchConsole(page));
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  it('a Spanish family chooses from the Bridge Campus terms, with years, from its opening', async () => {
    await gotoHydrated(page, '/es/enrollment');
    await page.getByRole('tab', { name: /Bridge/ }).click();
    const select = page
      .getByRole('tabpanel', { name: /Bridge/ })
      .getByLabel('¿Cuándo le gustaría empezar al estudiante? (opcional)');
    const labels = await optionLabels(page, select);
    expect(labels.slice(1)).toEqual(
      upcomingTerms('bridge', today).map((term) => termLabel(term, 'es')),
    );
    if (today < '2027-08-15') expect(labels[1]).toBe('Otoño de 2027');
    expect(labels.join(' ')).not.toMatch(/2025|2026/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'Spanish enrollment form, Bridge terms');
  });

  it('staff see the Bridge Campus terms with years, the first one chosen, and save seats', async () => {
    await page.goto('/admin/waiting-list');
    const section = page.getByRole('region', { name: 'Seats and offers' });
    await section.getByLabel('Campus').selectOption('bridge');
    const term = section.getByLabel('Start term');
    expect(await optionLabels(page, term)).toEqual(bridgeTerms);
    expect(bridgeTerms.join(' ')).not.toMatch(/2025|2026/);
    if (today < '2027-08-15') {
      expect(await term.locator('option:checked').textContent()).toBe('Fall 2027');
    }
    // The K-12 Campus is open: its list starts at its next term, never one that has begun.
    await section.getByLabel('Campus').selectOption('k12');
    expect(await optionLabels(page, term)).toEqual(
      upcomingTerms('k12', today).map((code) => termLabel(code)),
    );
    await section.getByLabel('Campus').selectOption('bridge');
    await section.getByLabel('Program').selectOption(size.program);
    await section.getByLabel('Seats').fill('1');
    await section.getByRole('button', { name: 'Add seats' }).click();
    await page.getByText('Seats saved', { exact: true }).waitFor();
    await section
      .getByRole('heading', { name: new RegExp(`· ${bridgeTerms[0]}$`) })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'waiting list, Bridge seats with years');
  });

  it('the Spanish family’s offer mail and offer page say "otoño de 2027"', async () => {
    const first = upcomingTerms('bridge', today)[0]!;
    const { id } = await api.post<{ id: string }>('/api/waiting-list', {
      campus: 'bridge',
      firstName: 'Lucía',
      lastName: `Términos ${size.width}`,
      email,
      phone: '(555) 010-0177',
      emergencyContact: 'Marta Términos',
      programInterest: size.program,
      enrollmentPreference: first,
      heardAboutUs: 'website',
      language: 'es',
    });
    const groups = await api.get<{ id: string; gradeOrProgram: string; startTerm: string }[]>(
      '/api/admissions/seat-groups',
    );
    const group = groups.find((g) => g.gradeOrProgram === size.program && g.startTerm === first)!;
    await api.post(`/api/admissions/seat-groups/${group.id}/offers/family`, {
      entryId: id,
      reason: 'Start terms journey',
    });

    const [mail] = await waitForMail(email, { subject: /Un lugar para su estudiante/ });
    const spanishTerm = termLabel(first, 'es').toLowerCase();
    if (today < '2027-08-15') expect(spanishTerm).toBe('otoño de 2027');
    expect(mail!.text).toContain(`con inicio en el período de ${spanishTerm}.`);

    await gotoHydrated(page, linkPathIn(mail!, '/es/waiting-list/offer/'));
    await page.getByRole('button', { name: 'Aceptar el lugar' }).waitFor();
    await page.getByText(`con inicio en el período de ${spanishTerm}.`).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'Spanish offer page with the term’s year');
  });
});
