import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPUS_FORMS,
  CHECK_ANSWERS,
  DRAFT_RESTORED,
  ENROLLMENT_FIELD_TEXT,
  RECEIVED_TITLE,
  SAVED_ANSWERS_PAGE,
  SAVE_FOR_LATER,
  SUBMIT_LABEL,
} from '../src/domain/content/es/enrollment.ts';
import { TOAST_LABELS } from '../src/domain/content/es/enrollment-messages.ts';
import { GRADE_LEVEL_LABELS } from '../src/domain/content/es/waiting-list-options.ts';
import { watchConsole } from './support/admin-session.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  reloadHydrated,
  withoutChromium,
} from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const PHONE = { width: 390, height: 844 };

/**
 * "Save and come back later" (ADR 046) as a Spanish-speaking family on a phone does it: the form
 * survives a reload, is saved, opens from the mailed link in another browser with every answer,
 * is checked, changed and sent; the saving link then opens nothing.
 */
describe.skipIf(withoutChromium())('saving a waiting-list form and coming back to it', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const email = `guardar.${stamp}@example.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function phone(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const page = await context.newPage();
    return { page, errors: watchConsole(page), close: () => context.close() };
  }

  async function fits(page: Page, label: string) {
    await expectNoAxeViolations(page, label);
    expect(await checkLayout(page)).toEqual([]);
  }

  it('keeps, mails, reopens, checks, changes and sends the answers, in Spanish at 390 px', async () => {
    const first = await phone();
    const { page } = first;
    await gotoHydrated(page, '/es/enrollment');
    const form = page.getByRole('tabpanel', { name: CAMPUS_FORMS.k12.tabLabel });
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.firstName.label).fill('Lucía');
    await form.getByLabel(ENROLLMENT_FIELD_TEXT.lastName.label).fill(`Ortega ${stamp}`);
    await form
      .getByLabel(ENROLLMENT_FIELD_TEXT.gradeLevel.label)
      .selectOption({ label: GRADE_LEVEL_LABELS['4th-grade'] });
    await form
      .getByLabel(ENROLLMENT_FIELD_TEXT.studentNeeds.label)
      .fill('Dislexia. Le ayuda escuchar el texto.');

    // The connection drops mid-way: the answers come back after the reload.
    await reloadHydrated(page);
    await form.getByRole('status').filter({ hasText: DRAFT_RESTORED.note }).waitFor();
    expect(await form.getByLabel(ENROLLMENT_FIELD_TEXT.firstName.label).inputValue()).toBe('Lucía');

    // Saved: the link goes to the address typed, and the page says until when it works.
    await form.getByLabel(SAVE_FOR_LATER.emailLabel).fill(email);
    await form.getByRole('button', { name: SAVE_FOR_LATER.save }).click();
    const saved = form.getByRole('status').filter({ hasText: email });
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(/hasta el \d{1,2} de \w+ de \d{4}/);
    // Saving again from this page keeps the same answers and link: no address, no second mail.
    await form.getByRole('button', { name: SAVE_FOR_LATER.saveAgain }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /Su enlace las abre hasta el/ })
      .waitFor();
    expect(await form.getByLabel(SAVE_FOR_LATER.emailLabel).count()).toBe(0);
    await fits(page, 'Spanish enrollment form, answers saved, 390 px');
    expect(first.errors).toEqual([]);
    await first.close();

    // The mail at the SMTP server, in Spanish, with the private link.
    const [mail] = await waitForMail(email, { subject: /^Sus respuestas guardadas/ });
    expect(mail!.text).toContain('todavía no está en la lista de espera');
    const link = linkPathIn(mail!, '/es/waiting-list/saved/');

    // Another browser (nothing in its storage): every answer is there.
    const second = await phone();
    const other = second.page;
    await gotoHydrated(other, link);
    await other.getByRole('heading', { level: 1, name: SAVED_ANSWERS_PAGE.title }).waitFor();
    const label = (field: keyof typeof ENROLLMENT_FIELD_TEXT) =>
      other.getByLabel(ENROLLMENT_FIELD_TEXT[field].label);
    await expect.poll(() => label('firstName').inputValue()).toBe('Lucía');
    expect(await label('lastName').inputValue()).toBe(`Ortega ${stamp}`);
    expect(await label('gradeLevel').inputValue()).toBe('4th-grade');
    expect(await label('studentNeeds').inputValue()).toBe('Dislexia. Le ayuda escuchar el texto.');
    await fits(other, 'Spanish saved answers page, 390 px');

    // Check the answers, change one, send.
    await label('email').fill(email);
    await other.getByRole('button', { name: CHECK_ANSWERS.continue }).click();
    await other.getByRole('heading', { name: CHECK_ANSWERS.title }).waitFor();
    await other.getByText(GRADE_LEVEL_LABELS['4th-grade'], { exact: true }).waitFor();
    await fits(other, 'Spanish check your answers, 390 px');
    await other
      .getByRole('link', {
        name: `${CHECK_ANSWERS.change} ${ENROLLMENT_FIELD_TEXT.gradeLevel.label}`,
      })
      .click();
    await expect
      .poll(() => label('gradeLevel').evaluate((element) => element === document.activeElement))
      .toBe(true);
    await label('gradeLevel').selectOption({ label: GRADE_LEVEL_LABELS['5th-grade'] });
    await other.getByRole('button', { name: CHECK_ANSWERS.continue }).click();
    await other.getByText(GRADE_LEVEL_LABELS['5th-grade'], { exact: true }).waitFor();
    await other.getByRole('button', { name: SUBMIT_LABEL }).click();
    await other.getByRole('heading', { name: RECEIVED_TITLE }).waitFor();
    // Sending deleted the saved answers: the page no longer says until when the link works.
    expect(await other.getByText(/Este enlace abre sus respuestas/).count()).toBe(0);
    // The toast lies over the header until it is closed, as toasts do: closed, the page fits.
    await other.getByRole('button', { name: TOAST_LABELS.dismiss }).click();
    await fits(other, 'Spanish saved answers page after sending, 390 px');

    // The confirmation arrives in Spanish; the saving link now opens nothing.
    const [confirmation] = await waitForMail(email, { subject: /^Su solicitud está en la lista/ });
    expect(confirmation!.text).toContain(`Lucía Ortega ${stamp}`);
    await gotoHydrated(other, link);
    await other.getByRole('heading', { name: SAVED_ANSWERS_PAGE.unknownTitle }).waitFor();
    await fits(other, 'Spanish saved answers page, link spent, 390 px');
    expect(second.errors).toEqual([]);
    await second.close();
  });
});
