import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CAMPUS_FORMS,
  DRAFT_RESTORED,
  ENROLLMENT_FIELD_TEXT,
  SUBMITTED_TITLE,
  SUBMIT_LABEL,
  CHECK_ANSWERS,
  rankingMessage,
} from '../src/domain/content/es/enrollment.ts';
import {
  ALREADY_REGISTERED,
  ERROR_SUMMARY_TITLE,
  LINK_EMAILED_AGAIN,
  LINK_REQUEST_ANSWER,
  validationMessage,
} from '../src/domain/content/es/enrollment-messages.ts';
import { LINK_REQUEST } from '../src/domain/content/es/waiting-list-status.ts';
import { HERO } from '../src/domain/content/es/home.ts';
import { LANGUAGE_CHOICE_KEY, pathInLocale } from '../src/domain/common/i18n.ts';
import { PUBLIC_PAGE_PATHS } from '../src/domain/site/public-pages.ts';
import type { WaitingListPageDto } from '../src/domain/waiting-list/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  reloadHydrated,
  withoutChromium,
} from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { decodeHtml as decode } from './support/html-text.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * Spanish pages (ADR 012) over plain HTTP: every public page has a Spanish twin under /es,
 * prerendered with lang="es", its own title and description and hreflang links both ways, and no
 * English sentence of the English page is left in it.
 */

const baseUrl = laneBaseUrl();

/**
 * The words a reader meets on the page: text between tags and the names given in aria-label,
 * title, alt and placeholder, each trimmed. Scripts, styles and the JSON-LD block are not read.
 */
function textsOf(html: string): Set<string> {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  const texts = new Set<string>();
  const add = (text: string) => {
    const trimmed = decode(text).replace(/\s+/g, ' ').trim();
    if (trimmed) texts.add(trimmed);
  };
  for (const match of body.matchAll(/>([^<]+)</g)) add(match[1]!);
  for (const match of body.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g))
    add(match[1]!);
  return texts;
}

/**
 * Text that is the same in both languages on purpose: names of the organisation, its schools,
 * places and partners, contact details and figures. Everything else a Spanish page shares with its
 * English twin is English left untranslated.
 */
const SAME_IN_BOTH_LANGUAGES = [
  /^[\d\s$%.,:+–—/-]*[MK]?$/, // figures, dates in digits, ranges
  /@/, // email addresses
  /^\(?\d{3}\)?[\s-]?\d{3}-\d{4}$/, // phone numbers
  /^(NovaLearn|Nexus|ILIAS|Texas Children|STEM|K-12|PDF)[^.!?]*$/, // names, without a sentence
  /^© /,
];

/** Words spelled the same in Spanish, which may stand alone or beside names and figures. */
const SPANISH_TOO = new Set(['acres', 'campus', 'robots', 'visual', 'de', 'la', 'en']);

/**
 * Shared on purpose: a name, a figure or an address, or text without one lower-case English word
 * (names of people and places: "Leo", "The Woodlands, Texas", "(Kemah)").
 */
const isSharedOnPurpose = (text: string) =>
  SAME_IN_BOTH_LANGUAGES.some((pattern) => pattern.test(text)) ||
  (text.match(/\b[a-z]{2,}\b/g) ?? []).every((word) => SPANISH_TOO.has(word));

async function page(path: string) {
  const response = await fetch(new URL(path, baseUrl));
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const alternateOf = (html: string, lang: string) =>
  new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, 'i').exec(html)?.[1];

describe('Spanish pages over plain HTTP (prerendered, no JavaScript)', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s has a Spanish twin with its own title and hreflang',
    async (path) => {
      const spanishPath = pathInLocale(path, 'es');
      const [english, spanish] = await Promise.all([page(path), page(spanishPath)]);
      expect(english.status).toBe(200);
      expect(spanish.status).toBe(200);
      expect(english.html).toMatch(/<html lang="en"/);
      expect(spanish.html).toMatch(/<html lang="es"/);

      expect(titleOf(spanish.html)).not.toBe(titleOf(english.html));
      expect(descriptionOf(spanish.html).length).toBeGreaterThan(50);
      expect(descriptionOf(spanish.html)).not.toBe(descriptionOf(english.html));

      // Each version names both, and English is the default for other languages.
      for (const html of [english.html, spanish.html]) {
        expect(alternateOf(html, 'en')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
        expect(alternateOf(html, 'es')).toMatch(new RegExp(`${spanishPath}$`));
        expect(alternateOf(html, 'x-default')).toBe(alternateOf(html, 'en'));
      }
    },
  );

  it.each(PUBLIC_PAGE_PATHS)('%s in Spanish leaves no English text of the page', async (path) => {
    const [english, spanish] = await Promise.all([page(path), page(pathInLocale(path, 'es'))]);
    const englishTexts = textsOf(english.html);
    const untranslated = [...textsOf(spanish.html)].filter(
      (text) => englishTexts.has(text) && !isSharedOnPurpose(text),
    );
    expect(untranslated).toEqual([]);
  });
});

/**
 * Spanish pages (ADR 012) in Chromium: a family switches to Spanish on the home page, reaches
 * /es/enrollment, sends the K-12 form, reads the Spanish toast with its place, and the Spanish
 * confirmation mail is in the outbox with a link to the Spanish status page; the same form again
 * is answered in Spanish without the place, and mails a new Spanish link; "Email me my link" on
 * the Spanish status page does the same. Sends two forms (the server allows 10 an hour from one
 * address; enrollment.test.ts sends 3, xss.test.ts 1) and one link request.
 */
describe.skipIf(withoutChromium())('Spanish for families in the browser', () => {
  let browser: Browser;
  let family: Page;
  let api: ReturnType<typeof apiClient>;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    family = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors = watchConsole(family);
    const admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors).toEqual([]));

  it('keeps what a family typed through a reload on a phone, until they empty the form', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const phone = await context.newPage();
    const phoneErrors = watchConsole(phone);
    try {
      await gotoHydrated(phone, '/es/enrollment');
      const form = phone.getByRole('tabpanel', { name: CAMPUS_FORMS.k12.tabLabel });
      const firstName = form.getByLabel(ENROLLMENT_FIELD_TEXT.firstName.label);
      const needs = form.getByLabel(ENROLLMENT_FIELD_TEXT.studentNeeds.label);
      await firstName.fill('Lucía');
      await needs.fill('Dislexia. Le ayuda escuchar el texto en voz alta.');

      await reloadHydrated(phone);
      const note = form.getByRole('status').filter({ hasText: DRAFT_RESTORED.note });
      await note.waitFor();
      expect(await firstName.inputValue()).toBe('Lucía');
      expect(await needs.inputValue()).toBe('Dislexia. Le ayuda escuchar el texto en voz alta.');
      await expectNoAxeViolations(phone, 'Spanish enrollment form after a reload, 390 px');
      expect(await checkLayout(phone)).toEqual([]);

      await note.getByRole('button', { name: DRAFT_RESTORED.clear }).click();
      expect(await firstName.inputValue()).toBe('');
      expect(await phone.evaluate(() => document.activeElement?.id)).toBe(
        await firstName.getAttribute('id'),
      );
      const kept = () =>
        phone.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => key.includes('enrollment-draft')),
        );
      expect(await kept()).toEqual([]);
      await reloadHydrated(phone);
      await form.getByRole('button', { name: CHECK_ANSWERS.continue }).waitFor();
      expect(await firstName.inputValue()).toBe('');
      expect(await form.getByRole('status').count()).toBe(0);
      expect(phoneErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches to Spanish, joins the K-12 list, and gets the Spanish toast and mail', async () => {
    await gotoHydrated(family, '/');
    await family.getByRole('link', { name: 'Español', exact: true }).click();
    await family.waitForURL((url) => url.pathname === '/es');
    await expect.poll(() => family.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await family.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(
      'es',
    );
    await expectNoAxeViolations(family, 'Spanish home page');

    await family.getByRole('link', { name: HERO.primaryAction.label }).first().click();
    await family.waitForURL((url) => url.pathname === '/es/enrollment');
    await family.getByRole('tab', { name: CAMPUS_FORMS.k12.tabLabel }).waitFor();
    await expectNoAxeViolations(family, 'Spanish enrollment page');

    const stamp = Date.now().toString(36);
    const student = {
      first: 'Sofía',
      last: `Hernández ${stamp}`,
      email: `sofia.${stamp}@example.org`,
    };
    const before = await api.get<WaitingListPageDto>('/api/waiting-list?pageSize=1');
    const active = before.counts.byCampus.find((row) => row.campus === 'k12')?.active ?? 0;
    const form = family.getByRole('tabpanel', { name: CAMPUS_FORMS.k12.tabLabel });
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.firstName.label).fill(student.first);
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.lastName.label).fill(student.last);
    // A mistake is explained in Spanish, in the summary and next to the field.
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.email.label).fill('sofia-en-ejemplo.org');
    await form.getByRole('button', { name: CHECK_ANSWERS.continue }).click();
    const summary = form.getByRole('alert').filter({ hasText: ERROR_SUMMARY_TITLE });
    await summary.waitFor();
    const emailError = validationMessage('email', 'invalid_format', '');
    expect(await summary.getByRole('link', { name: emailError }).count()).toBe(1);
    await expectNoAxeViolations(family, 'Spanish enrollment page with an error');

    await form.getByLabel(ENROLLMENT_FIELD_TEXT.email.label).fill(student.email);
    await form.getByRole('button', { name: CHECK_ANSWERS.continue }).click();
    await form.getByRole('heading', { name: CHECK_ANSWERS.title }).waitFor();
    await expectNoAxeViolations(family, 'Spanish check-your-answers step');
    await form.getByRole('button', { name: SUBMIT_LABEL }).click();

    const toast = family.locator('[role="region"][aria-label^="Notificaciones"] li');
    await toast.first().waitFor();
    expect(await toast.first().textContent()).toContain(SUBMITTED_TITLE);
    expect(await toast.first().textContent()).toContain(
      rankingMessage('k12', active + 1, active + 1),
    );

    // The same student again: a Spanish answer without the place, and a new link by mail.
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.firstName.label).fill(student.first);
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.lastName.label).fill(student.last);
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.email.label).fill(student.email);
    await form.getByRole('button', { name: CHECK_ANSWERS.continue }).click();
    await form.getByRole('button', { name: SUBMIT_LABEL }).click();
    await form.getByRole('heading', { name: ALREADY_REGISTERED }).waitFor();
    await form.getByText(LINK_EMAILED_AGAIN, { exact: true }).waitFor();
    expect(await form.getByText(`número ${active + 1}`, { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(family, 'Spanish enrollment page after a repeated form');

    const [linkAgain, confirmation] = await mailsTo(api, student.email);
    expect(confirmation?.subject).toMatch(/^Su solicitud está en la lista de espera/);
    expect(confirmation?.text).toContain(`número ${active + 1} de ${active + 1}`);
    expect(linkAgain?.subject).toMatch(/^Su enlace privado para el Campus K-12/);
    const statusPath = /\/es\/waiting-list\/status\/[\w-]+/.exec(linkAgain?.text ?? '')?.[0];
    expect(statusPath).toBeDefined();

    // The private status page answers in Spanish too.
    await gotoHydrated(family, statusPath!);
    await family
      .getByText(`número ${active + 1}`, { exact: false })
      .first()
      .waitFor();
    expect(await family.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoAxeViolations(family, 'Spanish status page');

    // "Email me my link" in Spanish: a Spanish answer, and a new Spanish link by mail that works.
    const section = family.getByRole('region', { name: LINK_REQUEST.title });
    await section.getByLabel(LINK_REQUEST.emailLabel).fill(student.email);
    await section.getByRole('button', { name: LINK_REQUEST.submit }).click();
    await section.getByText(LINK_REQUEST_ANSWER, { exact: true }).waitFor();
    await expectNoAxeViolations(family, 'Spanish status page after "Email me my link"');
    const [requested] = await mailsTo(api, student.email);
    expect(requested?.subject).toMatch(/^Su enlace privado nuevo para el Campus K-12/);
    const newPath = /\/es\/waiting-list\/status\/[\w-]+/.exec(requested?.text ?? '')?.[0];
    expect(newPath).toBeDefined();
    await gotoHydrated(family, newPath!);
    await family
      .getByText(`número ${active + 1}`, { exact: false })
      .first()
      .waitFor();

    // The choice is remembered: an English address takes the reader to the Spanish page.
    await family.goto('/about');
    await family.waitForURL((url) => url.pathname === '/es/about');
  });
});
