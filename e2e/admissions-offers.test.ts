import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * Admissions (ADR 021) end to end: staff set 2 seats and offer them; one family accepts from the
 * mail's link, one declines; the third family in line gets an offer by itself, and its offer page
 * is in Spanish, as its form was. axe checks every state.
 */
describe.skipIf(withoutChromium())('admissions: seats, offers and answers', () => {
  let browser: Browser;
  let admin: Page;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const stamp = Date.now();
  const emails = ['accepts', 'declines', 'spanish'].map((who) => `${who}.${stamp}@example.org`);

  /** The offer link of the newest offer mail to `to`, once it is there. */
  async function offerPathFor(to: string): Promise<string> {
    let path: string | undefined;
    await expect
      .poll(async () => {
        path = (await mailsTo(api, to))
          .map((mail) => /\/(?:es\/)?waiting-list\/offer\/[\w-]{43}\b/.exec(mail.text)?.[0])
          .find(Boolean);
        return path;
      })
      .toBeTruthy();
    return path!;
  }

  /** A family with only the mailed link: a browser context of its own, no session. */
  async function familyPage(path: string): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(page));
    await page.goto(path);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(admin));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    // Three families for the 11th grade, summer term, first in line in this order.
    for (const [index, email] of emails.entries()) {
      const { id } = await api.post<{ id: string }>('/api/waiting-list', {
        campus: 'k12',
        firstName: ['Ana', 'Ben', 'Carla'][index],
        lastName: `Offer ${stamp}`,
        email,
        phone: '(555) 010-0142',
        parentGuardianName: 'Parent Offer',
        gradeLevel: '11th-grade',
        enrollmentPreference: 'summer-2028',
        heardAboutUs: 'website',
        language: index === 2 ? 'es' : 'en',
      });
      // PATCH: first in line, ahead of the demo families and those of other journeys.
      const response = await fetch(`${baseUrl}/api/waiting-list/${id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ priority: 10, reason: 'Admissions journey test' }),
      });
      expect(response.status).toBe(200);
    }
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const card = () =>
    admin.getByRole('region', { name: 'Seats and offers' }).locator('div', {
      has: admin.getByRole('heading', { name: /11th grade · Summer/ }),
    });

  it('staff set 2 seats for the 11th grade in summer and offer them', async () => {
    await admin.goto('/admin/waiting-list');
    const section = admin.getByRole('region', { name: 'Seats and offers' });
    await section.getByLabel('Grade').selectOption({ label: '11th grade' });
    await section.getByLabel('Start term').selectOption('summer-2028');
    await section.getByLabel('Seats').fill('2');
    await section.getByRole('button', { name: 'Add seats' }).click();
    await admin.getByText('Seats saved', { exact: true }).waitFor();
    const heading = section.getByRole('heading', { name: /11th grade · Summer/ });
    await heading.waitFor();
    await expectNoAxeViolations(admin, 'waiting list with seats');

    await card().last().getByRole('button', { name: 'Offer seats' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer seats' });
    expect(await dialog.getByLabel('Number of offers').inputValue()).toBe('2');
    await expectNoAxeViolations(admin, 'offer seats dialog');
    await dialog.getByRole('button', { name: 'Make offers' }).click();
    await admin.getByText('Offers made', { exact: true }).waitFor();
    expect(await admin.getByText(/2 families were offered a seat/).count()).toBeGreaterThan(0);
  });

  it('the first family accepts from the mail’s link', async () => {
    const family = await familyPage(await offerPathFor(emails[0]!));
    // The loading state carries the same (visually hidden) heading, so wait for the offer itself.
    await family.getByText(/We have a seat for Ana Offer/).waitFor();
    expect(await family.getByRole('heading', { level: 1, name: 'Your seat offer' }).count()).toBe(
      1,
    );
    await expectNoAxeViolations(family, 'offer page, open');
    await family.getByRole('button', { name: 'Accept the seat' }).click();
    await family
      .getByRole('dialog', { name: 'Accept the seat?' })
      .getByRole('button', { name: 'Yes, accept the seat' })
      .click();
    await family.getByRole('heading', { level: 1, name: 'You accepted the seat' }).waitFor();
    await expectNoAxeViolations(family, 'offer page, accepted');
  });

  it('the second family declines; the third in line gets an offer in Spanish', async () => {
    const family = await familyPage(await offerPathFor(emails[1]!));
    await family.getByRole('button', { name: 'Decline the seat' }).click();
    const dialog = family.getByRole('dialog', { name: 'Decline the seat?' });
    await dialog.getByLabel(/Why are you declining/).fill('We are moving to Austin');
    await expectNoAxeViolations(family, 'decline dialog');
    await dialog.getByRole('button', { name: 'Yes, decline the seat' }).click();
    await family.getByRole('heading', { level: 1, name: 'You declined the seat' }).waitFor();
    await expectNoAxeViolations(family, 'offer page, declined');

    const spanishPath = await offerPathFor(emails[2]!);
    expect(spanishPath.startsWith('/es/')).toBe(true);
    const spanish = await familyPage(spanishPath);
    await spanish.getByRole('button', { name: 'Aceptar el lugar' }).waitFor();
    expect(
      await spanish.getByRole('heading', { level: 1, name: 'Su oferta de lugar' }).count(),
    ).toBe(1);
    expect(await spanish.locator('html').getAttribute('lang')).toBe('es');
    await expectNoAxeViolations(spanish, 'offer page in Spanish');
  });

  it('staff see one seat accepted and one offer open', async () => {
    await admin.reload();
    const stats = card().last();
    await expect
      .poll(async () => (await stats.locator('dl').textContent()) ?? '')
      .toMatch(/^Seats2Offers open1Accepted1Free seats0/);

    // The dashboard says the same at a glance.
    await admin.goto('/admin');
    const summary = admin.locator('li', { hasText: /11th grade · Summer/ });
    await expect
      .poll(async () => (await summary.allTextContents()).join(' | '))
      .toContain('2 seats · 1 offer open · 1 accepted');
    await expectNoAxeViolations(admin, 'dashboard with admissions');
  });
});
