import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as papers from '../src/domain/content/es/family-papers.ts';
import { ACCEPT, TASK_LIST } from '../src/domain/content/es/seat-offer.ts';
import { TOAST_LABELS } from '../src/domain/content/es/enrollment-messages.ts';
import type { SeatGroupDto } from '../src/domain/admissions/dtos.ts';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../src/domain/esign/esign.ts';
import { SIGN_FORM } from '../src/domain/content/es/signing.ts';
import { ASSENT_WORDS } from '../src/domain/esign/enrollment-agreement.ts';
import { DEMO_ENROLLMENT_TEMPLATES } from '../src/server/demo/demo-enrollment-templates.ts';
import {
  parseStartTerm,
  termFirstDay,
  upcomingTerms,
} from '../src/domain/start-terms/start-terms.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
// The furthest term the form takes today: no other journey offers its seats.
const TERM = upcomingTerms('k12', todayIsoDate(new Date())).at(-1)!;
const FIRST_DAY = termFirstDay(parseStartTerm(TERM)!).replaceAll('-', '');
const PHONE = { width: 390, height: 844 };
// A one-pixel PNG: a photo of a paper as a phone sends it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Papers and the steps after "yes", as a Spanish-speaking family on a phone and a staff member
 * at a desk meet them: two papers sent from the status link, read and marked by staff, a seat
 * offered and accepted on the status page, then the task list with the papers done and the first
 * day as a calendar file.
 */
describe.skipIf(withoutChromium())('papers and the task list after an accepted seat', () => {
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let headers: Record<string, string>;
  let staff: Page;
  const stamp = Date.now().toString(36);
  const email = `documentos.${stamp}@example.org`;
  let id: string;
  let statusPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    ({ headers } = await signInThroughApi(staff, baseUrl, inject('adminPassword')));
    api = apiClient(baseUrl, headers);
  });
  afterAll(() => browser?.close());

  async function fits(page: Page, label: string) {
    await expectNoAxeViolations(page, label);
    expect(await checkLayout(page)).toEqual([]);
  }

  it('sends two papers, staff read them, the seat is accepted and the steps appear', async () => {
    ({ id } = await api.post<{ id: string }>('/api/waiting-list', {
      campus: 'k12',
      firstName: 'Mateo',
      lastName: `Documentos ${stamp}`,
      email,
      parentGuardianName: 'Rosa Documentos',
      gradeLevel: '9th-grade',
      enrollmentPreference: TERM,
      language: 'es',
    }));
    const [confirmation] = await waitForMail(email, { subject: /^Su solicitud está en la lista/ });
    statusPath = linkPathIn(confirmation!, '/es/waiting-list/status/');

    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const family = await context.newPage();
    const familyErrors = watchConsole(family);
    await gotoHydrated(family, statusPath);
    const section = family.getByRole('region', { name: papers.PAPERS_TITLE });
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const sent: [string, string, Buffer][] = [
      ['evaluation', 'evaluacion.pdf', Buffer.from(await pdf.save())],
      ['iep', 'iep-foto.png', PNG],
    ];
    for (const [kind, name, buffer] of sent) {
      await section.getByLabel(papers.UPLOAD_FORM.kindLabel).selectOption(kind);
      await section
        .getByLabel(papers.UPLOAD_FORM.fileLabel)
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      await section.getByRole('button', { name: papers.UPLOAD_FORM.submit }).click();
      await section.getByText(name, { exact: true }).waitFor();
    }
    await family.getByRole('button', { name: TOAST_LABELS.dismiss }).first().click();
    await fits(family, 'Spanish status page with two papers, 390 px');

    // Staff read both on the entry page and mark them.
    await gotoHydrated(staff, `/admin/waiting-list/${id}`);
    for (const [, name] of sent) {
      await staff.getByRole('button', { name: `Mark ${name} reviewed` }).click();
      await staff
        .getByRole('button', { name: `Mark ${name} reviewed` })
        .waitFor({ state: 'detached' });
    }
    await expectNoAxeViolations(staff, 'entry page with reviewed papers');

    // A seat for this family, offered out of rank order; the family accepts on its status page.
    const group = await api.put<SeatGroupDto>('/api/admissions/seat-groups', {
      campus: 'k12',
      gradeOrProgram: '9th-grade',
      startTerm: TERM,
      capacity: 1,
      autoAdvance: false,
    });
    await api.post(`/api/admissions/seat-groups/${group.id}/offers/family`, {
      entryId: id,
      reason: 'Papers and tasks journey test',
    });
    await gotoHydrated(family, statusPath);
    await family.getByRole('button', { name: ACCEPT.button }).click();
    await family.getByRole('button', { name: ACCEPT.confirm }).click();

    const steps = family.getByRole('region', { name: TASK_LIST.title });
    await steps.waitFor();
    const task = (name: string) => steps.getByRole('listitem').filter({ hasText: name });
    expect(await task(TASK_LIST.papers.name).textContent()).toContain(TASK_LIST.statuses.completed);
    expect(await task(TASK_LIST.agreement.name).textContent()).toContain(
      TASK_LIST.statuses['waiting-for-us'],
    );
    const download = family.waitForEvent('download');
    await steps.getByRole('link', { name: TASK_LIST.firstDay.download }).click();
    const file = readFileSync((await (await download).path())!, 'utf8');
    expect(file).toContain(`DTSTART;VALUE=DATE:${FIRST_DAY}`);
    expect(file).toContain('SUMMARY:Primer día en el Campus K-12 (NovaLearn Academy)');
    for (const close of await family.getByRole('button', { name: TOAST_LABELS.dismiss }).all()) {
      await close.click();
    }
    await fits(family, 'Spanish status page with the steps after yes, 390 px');

    // Staff see where the family stands.
    await gotoHydrated(staff, '/admin/waiting-list');
    const row = staff
      .getByRole('region', { name: 'Families with an accepted seat' })
      .getByRole('row')
      .filter({ hasText: `Mateo Documentos ${stamp}` });
    expect(await row.textContent()).toContain('Completed (2 of 2 read)');
    await expectNoAxeViolations(staff, 'waiting list with accepted seats');
    expect(familyErrors).toEqual([]);
    await context.close();
  });

  it('both guardians sign the enrollment agreement from their mails, with the learner’s yes', async () => {
    const father = `papa.${stamp}@example.org`;
    await api.post(
      '/api/templates',
      DEMO_ENROLLMENT_TEMPLATES.map((template) => ({
        name: `${template.name} ${stamp}`,
        content: template.content,
      }))[1],
    );

    // Staff send it from the entry page: the family's address and language are already there.
    await gotoHydrated(staff, `/admin/waiting-list/${id}`);
    const section = staff.getByRole('region', { name: 'Enrollment agreement' });
    await section
      .getByLabel('Template')
      .selectOption({ label: `Enrollment agreement (Spanish) ${stamp}` });
    expect(await section.getByLabel('Parent or guardian 1 email').inputValue()).toBe(email);
    await section.getByLabel('Add a second parent or guardian').check();
    await section.getByLabel('Parent or guardian 2 name').fill('Jorge Documentos');
    await section.getByLabel('Parent or guardian 2 email').fill(father);
    await section.getByLabel('Parent or guardian 2 language').selectOption('es');
    await section.getByRole('button', { name: 'Send for signature' }).click();
    await section.getByText(/Nobody has opened it yet/).waitFor();
    await expectNoAxeViolations(staff, 'entry page with the agreement sent');

    // Each guardian opens their own mail on their own phone.
    const subject = /^Por favor, firme: contrato de inscripción/;
    const [toMother] = await waitForMail(email, { subject, timeoutMs: 60_000 });
    const [toFather] = await waitForMail(father, { subject, timeoutMs: 60_000 });
    const signOnPhone = async (mail: typeof toMother, fullName: string, withAssent: boolean) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await gotoHydrated(page, linkPathIn(mail!, '/sign/'));
      await page
        .getByRole('heading', { level: 1, name: /Contrato de inscripción de Mateo/ })
        .waitFor();
      expect(await page.locator('main [lang="es"]').count()).toBeGreaterThan(0);
      if (withAssent) {
        const assent = page.getByRole('region', { name: /Mateo .* también puede decir que sí/ });
        expect(await assent.textContent()).toContain(ASSENT_WORDS.es);
        await assent.getByLabel('Tu nombre').fill('Mateo');
        await assent.getByRole('button', { name: 'Sí, estoy de acuerdo' }).click();
        await page.getByText('Gracias, Mateo. Tu sí quedó guardado con el contrato.').waitFor();
      }
      await fits(page, `Spanish signing page, 390 px${withAssent ? ', after the yes' : ''}`);
      await page.getByRole('textbox', { name: SIGN_FORM.fullName.label }).fill(fullName);
      await page.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENTS.es }).check();
      await page.getByRole('button', { name: SIGN_FORM.submit }).click();
      await page.getByRole('heading', { level: 1, name: /^Usted firmó/ }).waitFor();
      await fits(page, 'Spanish signing result, 390 px');
      expect(errors).toEqual([]);
      await context.close();
    };
    await signOnPhone(toMother, 'Rosa Documentos', true);
    await signOnPhone(toFather, 'Jorge Documentos', false);

    // Everyone signed: each guardian's copy at the SMTP server is the sealed PDF pdfsig accepts.
    await expect
      .poll(async () => (await waitForMail(father)).filter((mail) => mail.attachments.length > 0), {
        timeout: 60_000,
      })
      .toHaveLength(1);
    const [copy] = (await waitForMail(father)).filter((mail) => mail.attachments.length > 0);
    const dir = mkdtempSync(join(tmpdir(), 'enrollment-agreement-'));
    try {
      const file = join(dir, copy!.attachments[0]!.filename);
      writeFileSync(file, Buffer.from(copy!.attachments[0]!.base64, 'base64'));
      expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain('Signature is Valid');
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain('Signer 2 of 2');
      expect(text).toContain('Name written by the learner: Mateo');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The family's task list says the agreement is done; staff see it completed.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const family = await context.newPage();
    await gotoHydrated(family, statusPath);
    const steps = family.getByRole('region', { name: TASK_LIST.title });
    const agreementTask = steps.getByRole('listitem').filter({ hasText: TASK_LIST.agreement.name });
    expect(await agreementTask.textContent()).toContain(TASK_LIST.statuses.completed);
    await context.close();
    await gotoHydrated(staff, `/admin/waiting-list/${id}`);
    await staff.getByText(/Everyone has signed/).waitFor();
  });
});
