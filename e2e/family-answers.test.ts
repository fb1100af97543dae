import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import * as enEnrollment from '../src/domain/content/enrollment.ts';
import * as esEnrollment from '../src/domain/content/es/enrollment.ts';
import * as enHome from '../src/domain/content/home.ts';
import * as esHome from '../src/domain/content/es/home.ts';
import * as enStatus from '../src/domain/content/waiting-list-status.ts';
import * as esStatus from '../src/domain/content/es/waiting-list-status.ts';
import { FREE_TEXT_MAX_LENGTH } from '../src/domain/waiting-list/waiting-list.ts';
import { unexplainedAbbreviations } from '../src/domain/readability/abbreviations.ts';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import * as enCampuses from '../src/domain/content/campuses.ts';
import * as esCampuses from '../src/domain/content/es/campuses.ts';
import { hasTakenPlace } from '../src/domain/site/virtual-tours.ts';
import * as enContact from '../src/domain/content/contact.ts';
import * as enNavigation from '../src/domain/content/navigation.ts';
import * as esNavigation from '../src/domain/content/es/navigation.ts';
import * as esContact from '../src/domain/content/es/contact.ts';
import { ERROR_SUMMARY_TITLE as ES_ERROR_SUMMARY_TITLE } from '../src/domain/content/es/enrollment-messages.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { gotoHydrated, launchBrowser, withoutChromium } from './support/browser.ts';
import { decodeHtml } from './support/html-text.ts';
import { mailsTo } from './support/outbox.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';
import { WAITING_LIST_SUBMISSIONS_PER_HOUR } from '../src/domain/waiting-list/waiting-list.ts';
import * as enMessages from '../src/domain/content/enrollment-messages.ts';
import * as esMessages from '../src/domain/content/es/enrollment-messages.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * ADR 027: each question a worried parent has is answered where they look for it, in English and
 * in Spanish: what the 48-hour review decides and what they hear next, who has priority, what it
 * costs, what a closed application means, and how long the needs box may be.
 */

const baseUrl = laneBaseUrl();

/**
 * The prerendered page's words; React's <!-- --> separators between text parts join up again.
 * `part` 'main' keeps the page's own content, without the header and footer.
 */
async function pageText(path: string, part: 'body' | 'main' = 'body'): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const content =
    part === 'main' ? html.slice(html.indexOf('<main'), html.indexOf('</main>')) : html;
  return decodeHtml(
    content
      .slice(content.indexOf(part === 'main' ? '<main' : '<body'))
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an element's top is on the screen (an in-page link scrolled to it). */
const isInViewport = (element: Element) => {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
};

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    enrollment: enEnrollment,
    home: enHome,
    status: enStatus,
    navigation: enNavigation,
  },
  {
    locale: 'es',
    prefix: '/es',
    enrollment: esEnrollment,
    home: esHome,
    status: esStatus,
    navigation: esNavigation,
  },
] as const;

describe('answers on the public pages', () => {
  it.each(LANGUAGES)(
    '$locale: each school has one name, with its campus name and town beside it',
    async (words) => {
      const text = await pageText(`${words.prefix}/` === '/es/' ? '/es' : '/');
      // The menu names the school first and the campus in brackets, on every page.
      for (const link of words.navigation.PROGRAM_LINKS) expect(text).toContain(link.label);
      expect(words.navigation.PROGRAM_LINKS.map((link) => link.label.split(' (')[0])).toEqual([
        'NovaLearn Academy',
        'Nexus STEM College',
        'ILIAS',
      ]);
      // The home page says once which campus each school is, where it is, and when it opens.
      for (const fact of words.home.HERO.facts) expect(text).toContain(fact);
    },
  );

  it.each(LANGUAGES)(
    '$locale: the enrollment page answers review, priority, cost and closing',
    async (words) => {
      const text = await pageText(`${words.prefix}/enrollment`);
      for (const step of words.enrollment.WHAT_HAPPENS_NEXT.steps)
        expect(text).toContain(step.text);
      for (const item of words.enrollment.PARENT_ANSWERS.items) {
        expect(text).toContain(item.title);
        expect(text).toContain(item.text);
      }
    },
  );

  it.each(LANGUAGES)(
    '$locale: the FAQ answers review, priority, closing and cost',
    async (words) => {
      const text = await pageText(`${words.prefix}/`);
      const [, , afterJoining, cost] = words.home.FAQ.questions;
      for (const answer of [...afterJoining!.answer, ...cost!.answer.slice(-1)]) {
        expect(text).toContain(answer);
      }
    },
  );
});

/** The pages a family reads before applying, and the contact page a virtual tour leads to. */
const FAMILY_PAGES = [
  '/',
  '/about',
  '/nexus-learning',
  '/nexus-stem-college',
  '/enrollment',
  '/give',
  '/contact',
];

describe('abbreviations on the family pages', () => {
  it.each(LANGUAGES.flatMap((words) => FAMILY_PAGES.map((path) => ({ ...words, path }))))(
    '$locale $path: K-12, STEM and ADHD are spelled out where they are first used',
    async ({ locale, prefix, path }) => {
      const text = await pageText(`${prefix}${path === '/' && prefix ? '' : path}`, 'main');
      expect(text.length).toBeGreaterThan(200);
      expect(unexplainedAbbreviations(text, locale)).toEqual([]);
    },
  );
});

describe.skipIf(withoutChromium())(
  'answers on the status page, in the form and in the mails',
  () => {
    let browser: Browser;
    let family: Page;
    let api: ReturnType<typeof apiClient>;
    let headers: Record<string, string>;
    const errors: string[][] = [];
    const stamp = Date.now().toString(36);

    beforeAll(async () => {
      browser = await launchBrowser();
      const admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      family = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      errors.push(watchConsole(family));
      ({ headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword')));
      api = apiClient(baseUrl, headers);
    });
    afterAll(() => browser?.close());
    afterEach(() => expect(errors.flat()).toEqual([]));

    it('counts the characters of the needs box, out of 4,000', async () => {
      await gotoHydrated(family, '/enrollment');
      // Both campus forms are in the page; the K-12 tab is the one shown.
      const needs = family.locator('textarea[name="studentNeeds"]:visible');
      await family
        .getByText(enEnrollment.ENROLLMENT_FIELD_TEXT.studentNeeds.label, { exact: true })
        .first()
        .waitFor();
      await family
        .getByText(enEnrollment.characterCount(0, FREE_TEXT_MAX_LENGTH))
        .first()
        .waitFor();
      await needs.fill('Loud rooms are hard.');
      await family.getByText('20 of 4,000 characters used', { exact: true }).waitFor();
      // Nothing is cut off silently: over the limit, the count says so and the form refuses it.
      expect(await needs.getAttribute('maxlength')).toBeNull();
    });

    it('es: a needs box over the limit is refused with the limit, in Spanish', async () => {
      await gotoHydrated(family, '/es/enrollment');
      const form = family.locator('form:visible').first();
      await form
        .locator('textarea[name="studentNeeds"]')
        .fill('a'.repeat(FREE_TEXT_MAX_LENGTH + 1));
      await form.getByText('4,001 de 4,000 caracteres usados', { exact: true }).waitFor();
      await form.getByRole('button', { name: esEnrollment.CHECK_ANSWERS.continue }).click();
      const summary = form.getByRole('alert').filter({ hasText: ES_ERROR_SUMMARY_TITLE });
      await summary
        .getByRole('link', {
          name: 'Escriba las necesidades del estudiante con 4,000 caracteres o menos',
        })
        .waitFor();
    });

    it.each([
      { locale: 'en', words: enEnrollment, messages: enMessages, prefix: '' },
      { locale: 'es', words: esEnrollment, messages: esMessages, prefix: '/es' },
    ])(
      '$locale: a failed send says what happened and keeps what was typed',
      async ({ locale, words, messages, prefix }) => {
        // A family of its own address, whose hourly forms are used up (the server's real 429).
        const address = anotherVisitorAddress();
        for (let sent = 0; sent < WAITING_LIST_SUBMISSIONS_PER_HOUR; sent++) {
          const response = await fetch(`${baseUrl}/api/waiting-list`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({
              campus: 'k12',
              firstName: `Limit ${sent}`,
              lastName: `Family ${locale} ${stamp}`,
              email: `limit.${locale}.${sent}.${stamp}@example.org`,
            }),
          });
          expect(response.status).toBe(201);
        }
        const context = await browser.newContext({
          baseURL: baseUrl,
          extraHTTPHeaders: { 'x-forwarded-for': address },
        });
        const page = await context.newPage();
        // Not watched for console errors: the failed sends are logged there, as they should be.
        await gotoHydrated(page, `${prefix}/enrollment`);
        const form = page.locator('form:visible').first();
        const firstName = form.getByLabel(words.ENROLLMENT_FIELD_TEXT.firstName.label);
        await firstName.fill('Mateo');
        await form.getByLabel(words.ENROLLMENT_FIELD_TEXT.lastName.label).fill(`Limit ${stamp}`);
        await form
          .getByLabel(words.ENROLLMENT_FIELD_TEXT.email.label)
          .fill(`limit.browser.${locale}.${stamp}@example.org`);

        // Too many forms from this connection: it says so, and that nothing typed is lost.
        await form.getByRole('button', { name: words.CHECK_ANSWERS.continue }).click();
        const answers = page.getByRole('heading', { name: words.CHECK_ANSWERS.title });
        await answers.waitFor();
        const send = page.getByRole('button', { name: words.SUBMIT_LABEL });
        await send.click();
        const refusal =
          prefix === ''
            ? /many applications from your connection in the last hour.*Nothing you typed has been lost/
            : messages.serverErrorMessage(429, '');
        await page.getByRole('alert').getByText(refusal).waitFor();
        await page.getByText('Mateo', { exact: true }).waitFor();

        // No connection: nothing was sent, the answers are still there, and what to do.
        await page.route('**/api/waiting-list', (route) => route.abort('internetdisconnected'));
        await send.click();
        await page.getByText(words.NETWORK_FAILURE_HELP).first().waitFor();
        await page.getByText('Mateo', { exact: true }).waitFor();
        const change = words.CHECK_ANSWERS.change;
        await page
          .getByRole('link', { name: `${change} ${words.ENROLLMENT_FIELD_TEXT.firstName.label}` })
          .click();
        expect(await firstName.inputValue()).toBe('Mateo');
        await context.close();
      },
    );

    it.each([
      { locale: 'en', home: enHome, contact: enContact, start: '/' },
      { locale: 'es', home: esHome, contact: esContact, start: '/es' },
    ])(
      '$locale: the virtual tour news leads to the tours, not to investment tiers',
      async ({ home, contact, start }) => {
        const tour = home.NEWS.items.find((item) => item.link.to.endsWith('#virtual-tours'))!;
        await gotoHydrated(family, start);
        await family.getByRole('link', { name: tour.link.label }).click();
        await family.waitForURL(/\/contact#virtual-tours$/);
        const heading = family.getByRole('heading', {
          level: 2,
          name: contact.VIRTUAL_TOURS_SECTION.title,
        });
        await expect.poll(() => heading.evaluate(isInViewport)).toBe(true);

        // A tour whose month is over is not offered for booking: the card says it took place
        // and offers to ask about the next one. The others can be booked.
        const campuses = start === '/' ? enCampuses : esCampuses;
        const today = todayIsoDate(new Date());
        const tours = family.locator('#virtual-tours li');
        expect(await tours.count()).toBe(campuses.VIRTUAL_TOURS.length);
        for (const [index, tour] of campuses.VIRTUAL_TOURS.entries()) {
          const card = tours.nth(index);
          const past = hasTakenPlace(tour.month, today);
          const label = past
            ? contact.VIRTUAL_TOURS_SECTION.askLabel
            : contact.VIRTUAL_TOURS_SECTION.actionLabel(tour.when);
          expect(await card.getByRole('link', { name: label }).count(), tour.when).toBe(1);
          expect(
            await card.getByText(contact.VIRTUAL_TOURS_SECTION.pastNote(tour.when)).count(),
          ).toBe(past ? 1 : 0);
        }
        // Spec §9's first tour (January 2026) is in the past from 2026-02 on.
        expect(hasTakenPlace(campuses.VIRTUAL_TOURS[0]!.month, today)).toBe(true);

        // Arriving at the top instead, the first words under the title say where tours are.
        await gotoHydrated(family, `${start === '/' ? '' : start}/contact`);
        await family.getByText(contact.CONTACT_INTRO.families.text, { exact: true }).waitFor();
        await family
          .getByRole('link', { name: contact.CONTACT_INTRO.families.links[1]!.label })
          .click();
        const sessions = family.locator('#information-sessions h2');
        await expect.poll(() => sessions.evaluate(isInViewport)).toBe(true);
      },
    );

    it.each(LANGUAGES)(
      '$locale: the status page explains priority and a closed application',
      async (words) => {
        const email = `answers.${words.locale}.${stamp}@example.org`;
        const { id } = await api.post<{ id: string }>('/api/waiting-list', {
          campus: 'k12',
          firstName: 'Lucía',
          lastName: `Answers ${stamp}`,
          email,
          language: words.locale,
        });
        const [confirmation] = await mailsTo(api, email);
        expect(confirmation!.text).toMatch(/48/);
        const path = /\/(?:es\/)?waiting-list\/status\/[\w-]+/.exec(confirmation!.text)![0];

        await gotoHydrated(family, path);
        await family.getByText(words.status.POSITION_NOTE, { exact: true }).waitFor();

        const response = await fetch(`${baseUrl}/api/waiting-list/${id}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'declined' }),
        });
        expect(response.status).toBe(200);
        await gotoHydrated(family, path);
        await family.getByText(words.status.CLOSED_NOTE, { exact: true }).waitFor();

        // The mail of a closed application says there is no reason in it, and how to ask.
        const [closed] = await mailsTo(api, email);
        expect(closed!.text).toContain(
          words.locale === 'en'
            ? 'This message does not give the reason.'
            : 'Este mensaje no dice el motivo.',
        );
        expect(confirmation!.text).toContain(
          words.locale === 'en'
            ? 'Every family starts with the same priority.'
            : 'Todas las familias empiezan con la misma prioridad.',
        );
      },
    );
  },
);
