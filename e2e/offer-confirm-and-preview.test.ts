import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, receivedMail, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();

// The one wording of a deadline (ADR 034), in English and in Spanish.
const EN_DEADLINE = /11:59 p\.m\. on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} \(Central Time\)/;
const ES_DEADLINE = /11:59 p\. m\. del [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4} \(hora central\)/;

const WIDTHS = [
  { width: 390, grade: '6th-grade', gradeLabel: '6th grade' },
  { width: 1280, grade: '7th-grade', gradeLabel: '7th grade' },
] as const;

/**
 * Staff see who gets an offer and the mail each family gets, in its language, before it goes
 * out; the deadline reads the same on the staff page, the family's page and in the mail; a
 * family's acceptance asks first, then mails the family the next steps and admissions staff a
 * notice; the entry's history names every mail, with a link to the outbox copy. Mails are read
 * at the SMTP server the harness starts. Once at 390 px and once at 1280 px.
 */
describe.skipIf(withoutChromium()).each(WIDTHS)(
  'offers at $width px: preview, one deadline, accept with a confirmation',
  ({ width, grade, gradeLabel }) => {
    let browser: Browser;
    let admin: Page;
    let api: ReturnType<typeof apiClient>;
    const errors: string[][] = [];
    const stamp = `${Date.now()}${width}`;
    const families = [
      { first: 'Ana', language: 'en', email: `ana.${stamp}@example.org` },
      { first: 'Bruno', language: 'es', email: `bruno.${stamp}@example.org` },
    ] as const;
    const ids: string[] = [];
    const viewport = { width, height: 800 };

    async function newPage(): Promise<Page> {
      const page = await (await browser.newContext({ baseURL: baseUrl, viewport })).newPage();
      errors.push(watchConsole(page));
      return page;
    }

    async function expectNoSidewaysScroll(page: Page) {
      const findings = await checkLayout(page);
      expect(findings.filter((finding) => finding.gate === 'sideways scroll')).toEqual([]);
    }

    beforeAll(async () => {
      browser = await launchBrowser();
      admin = await newPage();
      const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
      api = apiClient(baseUrl, headers);
      for (const family of families) {
        const { id } = await api.post<{ id: string }>('/api/waiting-list', {
          campus: 'k12',
          firstName: family.first,
          lastName: `Preview ${stamp}`,
          email: family.email,
          phone: '(555) 010-0199',
          parentGuardianName: 'Parent Preview',
          gradeLevel: grade,
          enrollmentPreference: 'fall-2027',
          heardAboutUs: 'website',
          language: family.language,
        });
        ids.push(id);
        const response = await fetch(`${baseUrl}/api/waiting-list/${id}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ priority: 10, reason: 'Offer preview journey test' }),
        });
        expect(response.status).toBe(200);
      }
    });
    afterAll(() => browser?.close());
    afterEach(() => expect(errors.flat()).toEqual([]));

    it('the "Offer seats" dialog lists the families in rank order and previews their mails', async () => {
      await admin.goto('/admin/waiting-list');
      const section = admin.getByRole('region', { name: 'Seats and offers' });
      await section.getByLabel('Grade').selectOption({ label: gradeLabel });
      await section.getByLabel('Start term').selectOption('fall-2027');
      await section.getByLabel('Seats').fill('2');
      await section.getByRole('button', { name: 'Add seats' }).click();
      await admin.getByText('Seats saved', { exact: true }).waitFor();
      const card = section.locator('div', {
        has: admin.getByRole('heading', { name: new RegExp(`${gradeLabel} · Fall 2027`) }),
      });
      await card.last().getByRole('button', { name: 'Offer seats' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Offer seats' });
      await dialog.getByText('The next families in rank order. 2 seats are free.').waitFor();

      const names = families.map((family) => `${family.first} Preview ${stamp}`);
      const list = dialog.getByRole('region', { name: 'Who gets an offer' }).locator('ol > li');
      await expect.poll(() => list.allTextContents()).toHaveLength(2);
      const items = await list.allTextContents();
      expect(items[0]).toContain(`${names[0]} · ${families[0].email} · mail in English`);
      expect(items[1]).toContain(`${names[1]} · ${families[1].email} · mail in Spanish`);
      await dialog.getByText('Making the offers emails these 2 families now.').waitFor();
      const until = (await dialog.getByText(/^They can answer until/).textContent()) ?? '';
      expect(until).toMatch(EN_DEADLINE);

      // One offer: the list shrinks to the first family in line.
      await dialog.getByLabel('Number of offers').fill('1');
      await expect.poll(() => list.allTextContents()).toHaveLength(1);
      await dialog.getByText('Making the offers emails this family now.').waitFor();
      await dialog.getByLabel('Number of offers').fill('2');
      await expect.poll(() => list.allTextContents()).toHaveLength(2);

      await dialog.getByText(`Preview the email to ${names[1]} (Spanish)`).click();
      const spanishPreview = dialog.locator('details[open]');
      await expect
        .poll(async () => (await spanishPreview.textContent()) ?? '')
        .toContain('Tenemos un lugar para');
      expect(await spanishPreview.textContent()).toMatch(ES_DEADLINE);
      await expectNoAxeViolations(admin, `offer seats dialog with preview at ${width}px`);
      await expectNoSidewaysScroll(admin);

      await dialog.getByRole('button', { name: 'Make offers' }).click();
      await admin.getByText('Offers made', { exact: true }).waitFor();
    });

    it('the deadline reads the same for staff, in the mails and on the family’s page', async () => {
      const [english] = await waitForMail(families[0].email, {
        subject: /A seat for your student/,
      });
      const [spanish] = await waitForMail(families[1].email, { subject: /Un lugar para su/ });
      const englishDeadline = EN_DEADLINE.exec(english!.text)?.[0];
      const spanishDeadline = ES_DEADLINE.exec(spanish!.text)?.[0];
      expect(englishDeadline).toBeTruthy();
      expect(spanishDeadline).toBeTruthy();

      await admin.goto(`/admin/waiting-list/${ids[0]}`);
      const offers = admin.locator('section, div').filter({
        has: admin.getByRole('heading', { name: 'Seat offers' }),
      });
      await expect
        .poll(async () => (await offers.last().textContent()) ?? '')
        .toContain(`answer by ${englishDeadline}`);

      // The history names the offer mail, with a link to its copy in the outbox.
      const mailLine = admin.getByText(`Email sent to ${families[0].email}:`, { exact: false });
      await mailLine.first().waitFor();
      await expectNoAxeViolations(admin, `entry with offer history at ${width}px`);
      await expectNoSidewaysScroll(admin);
      await admin
        .getByRole('link', { name: /Open the copy in the outbox/ })
        .first()
        .click();
      await admin.getByRole('heading', { name: 'The message you opened' }).waitFor();
      await expect
        .poll(async () => (await admin.locator('main').textContent()) ?? '')
        .toContain(`Please answer by ${englishDeadline}`);

      const family = await newPage();
      await family.goto(linkPathIn(english!, '/waiting-list/offer/'));
      await family.getByText(`Please answer by ${englishDeadline}.`).waitFor();
      const familia = await newPage();
      await familia.goto(linkPathIn(spanish!, '/es/waiting-list/offer/'));
      await familia
        .getByText(`Por favor, responda a más tardar a las ${spanishDeadline}.`)
        .waitFor();
      await family.close();
      await familia.close();
    });

    it('accepting asks first, then mails the family what happens next and notifies staff', async () => {
      const [english] = await waitForMail(families[0].email, {
        subject: /A seat for your student/,
      });
      const family = await newPage();
      await family.goto(linkPathIn(english!, '/waiting-list/offer/'));
      await family.getByRole('button', { name: 'Accept the seat' }).click();
      const dialog = family.getByRole('dialog', { name: 'Accept the seat?' });
      await dialog.getByText(/our admissions team will call you within 3 working days/).waitFor();
      await expectNoAxeViolations(family, `accept dialog at ${width}px`);
      // "Not yet" keeps the offer open: nothing was sent.
      await dialog.getByRole('button', { name: 'Not yet' }).click();
      await family.getByRole('button', { name: 'Accept the seat' }).waitFor();
      await family.getByRole('button', { name: 'Accept the seat' }).click();
      await dialog.getByRole('button', { name: 'Yes, accept the seat' }).click();
      await family.getByRole('heading', { level: 1, name: 'You accepted the seat' }).waitFor();
      const page = (await family.locator('main').textContent()) ?? '';
      const callBy = /will call you by ([A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4})/.exec(
        page,
      )?.[1];
      expect(callBy).toBeTruthy();
      await expectNoAxeViolations(family, `offer accepted at ${width}px`);
      await expectNoSidewaysScroll(family);

      const [accepted] = await waitForMail(families[0].email, { subject: /what happens next/ });
      expect(accepted!.subject).toMatch(/^You accepted a seat at the .+: what happens next$/);
      expect(accepted!.text).toContain(`will call you by ${callBy}`);
      expect(accepted!.text).toContain('Please have these ready for the call');

      const name = `${families[0].first} Preview ${stamp}`;
      await expect
        .poll(() => receivedMail().filter((mail) => mail.subject === `Seat accepted: ${name}`))
        .not.toHaveLength(0);
      const notice = receivedMail().find((mail) => mail.subject === `Seat accepted: ${name}`)!;
      expect(notice.text).toContain(`will call them by ${callBy}`);
      expect(notice.text).toContain(`/admin/waiting-list/${ids[0]}`);

      // The history names both mails of the acceptance.
      await admin.goto(`/admin/waiting-list/${ids[0]}`);
      await admin.getByText('Seat accepted by Family (offer link)').waitFor();
      await admin
        .getByText(/what happens next”/)
        .first()
        .waitFor();
      await admin.getByText(`: “Seat accepted: ${name}”`, { exact: false }).first().waitFor();
      await family.close();
    });

    it('a Spanish family accepts in Spanish and is mailed in Spanish', async () => {
      const [spanish] = await waitForMail(families[1].email, { subject: /Un lugar para su/ });
      const familia = await newPage();
      await familia.goto(linkPathIn(spanish!, '/es/waiting-list/offer/'));
      await familia.getByRole('button', { name: 'Aceptar el lugar' }).click();
      const dialog = familia.getByRole('dialog', { name: '¿Aceptar el lugar?' });
      await dialog.getByRole('button', { name: 'Sí, aceptar el lugar' }).click();
      await familia.getByRole('heading', { level: 1, name: 'Usted aceptó el lugar' }).waitFor();
      await familia.getByText(/le llamará a más tardar el [a-záéíóú]+, \d{1,2} de/).waitFor();
      // The SMTP spool keeps a non-ASCII subject MIME-encoded, so the mail is found by its text.
      const acceptedMail = () =>
        receivedMail().find(
          (mail) =>
            mail.to.includes(families[1].email) && mail.text.includes('Los próximos pasos:'),
        );
      await expect.poll(acceptedMail, { timeout: 20_000 }).toBeTruthy();
      const accepted = acceptedMail();
      expect(accepted?.text).toContain('Gracias. Usted aceptó el lugar para Bruno');
      await familia.close();
    });
  },
);
