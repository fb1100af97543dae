import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PARTNERS } from '../src/server/demo/demo-content.ts';
import { CONSENT_REQUIRED_MESSAGE } from '../src/domain/esign/schemas.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, receivedMail } from './support/mailbox.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';

const baseUrl = laneBaseUrl();

/** The first mail to `to` at the real SMTP server (expect.poll works only inside a test). */
async function firstMailTo(to: string) {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const mail = receivedMail().find((received) => received.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} arrived at the SMTP server within 30 s`);
}

/**
 * Small things people noticed in the first week, as each person meets them at a phone's width
 * and a laptop's: the signer's "tick the box" message goes once the box is ticked; Pending
 * Signature is a calm badge, not an error's red; the family's status page sums up what they
 * sent and does not lead with a red Withdraw; the academy's sample page says it is a sample
 * where the greeting is; and no demo partner got mail from the demo data on this first start.
 */
describe.skipIf(withoutChromium())('small things people notice', () => {
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  const stamp = Date.now();
  let signingPath = '';
  let statusPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: baseUrl });
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    await page.close();
    api = apiClient(baseUrl, headers);

    // An NDA sent for signature: the signer's link comes from the real mail server.
    const signerEmail = `small.signer.${stamp}@example.org`;
    const { id } = await api.post<{ id: string }>('/api/documents', {
      title: `Small things NDA ${stamp}`,
      purpose: 'review classroom layouts',
      partnerCompany: `Small Things Learning ${stamp}`,
      partnerContact: 'Avery Chen',
      partnerEmail: signerEmail,
      content: 'Each party keeps shared designs confidential for [DURATION] months.',
    });
    await api.post(`/api/docusign/send/${id}`, { signerEmail, signerName: 'Avery Chen' });
    signingPath = linkPathIn(await firstMailTo(signerEmail), '/sign/');

    // A family's application, and the status link mailed to them.
    const familyEmail = `small.family.${stamp}@example.org`;
    const form = await fetch(`${baseUrl}/api/waiting-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
      body: JSON.stringify({
        campus: 'k12',
        firstName: 'Lena',
        lastName: `Ortiz ${stamp}`,
        email: familyEmail,
        phone: '(555) 010-0142',
        parentGuardianName: 'Ana Ortiz',
        gradeLevel: '4th-grade',
        enrollmentPreference: 'fall-2027',
        studentNeeds: 'Needs a quiet corner to work in.',
        heardAboutUs: 'website',
      }),
    });
    if (form.status !== 201)
      throw new Error(`Waiting-list form: ${form.status} ${await form.text()}`);
    statusPath = linkPathIn(await firstMailTo(familyEmail), '/waiting-list/status/');
  });
  afterAll(() => browser?.close());

  describe.each([390, 1280])('at %i px', (width) => {
    let page: Page;
    let consoleErrors: string[];

    beforeAll(async () => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height: 800 },
      });
      page = await context.newPage();
      consoleErrors = watchConsole(page);
    });
    afterAll(async () => {
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });

    it('takes the signing page\'s "tick the box" message away once the box is ticked', async () => {
      await page.goto(signingPath);
      await page.getByRole('textbox', { name: /^Full name/ }).fill('Avery Chen');
      await page.getByRole('button', { name: 'Sign agreement' }).click();
      const messages = page.getByText(CONSENT_REQUIRED_MESSAGE, { exact: true });
      await expect.poll(() => messages.count()).toBe(2);
      await page.getByRole('checkbox').check();
      await expect.poll(() => messages.count()).toBe(0);
      expect(await page.getByRole('alert').filter({ hasText: 'There is a problem' }).count()).toBe(
        0,
      );
      await expectNoAxeViolations(page, `signing page after ticking the box at ${width}`);
    });

    it('shows Pending Signature in a calm colour, apart from Expired', async () => {
      const admin = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height: 800 },
      });
      const adminPage = await admin.newPage();
      await signInThroughApi(adminPage, baseUrl, inject('adminPassword'));
      const colours = async (status: string) => {
        await adminPage.goto(`/admin/documents?status=${status}`);
        const badge = adminPage
          .getByRole('main')
          .getByText(status === 'pending' ? 'Pending Signature' : 'Expired', { exact: true })
          // The status filter's <option> has the same words; the badge is the one on screen.
          .filter({ visible: true })
          .first();
        await badge.waitFor();
        return badge.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, text: style.color };
        });
      };
      const pending = await colours('pending');
      const expired = await colours('expired');
      // amber-50 and amber-900 (8.7:1); Expired keeps red-50 and red-900.
      expect(pending).toEqual({ background: 'rgb(255, 251, 235)', text: 'rgb(120, 53, 15)' });
      expect(expired).toEqual({ background: 'rgb(254, 242, 242)', text: 'rgb(127, 29, 29)' });
      await admin.close();
    });

    it("sums up what the family sent, and Withdraw is not the page's red button", async () => {
      await page.goto(statusPath);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'What you sent us' }).waitFor();
      const fact = (label: string) =>
        main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
      expect(await fact('Grade')).toBe('4th grade');
      expect(await fact('Preferred start')).toBe('Fall 2027');
      expect(await fact('About your child’s needs')).toBe(
        'Sent. Only our admissions team reads it.',
      );
      expect(await main.textContent()).not.toContain('quiet corner');
      const withdraw = main.getByRole('button', { name: 'Withdraw from the waiting list' });
      const background = await withdraw.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      );
      expect(background).not.toBe('rgb(185, 28, 28)');
      await expectNoAxeViolations(page, `status page with its summary at ${width}`);
    });

    it('says the academy page is a sample where Maya is greeted', async () => {
      await page.goto('/nexus-learning?tab=home');
      const greeting = page.getByRole('heading', { name: 'Welcome back, Maya!' });
      await greeting.waitFor();
      const note = page.getByText(/^Sample page: what Maya, a sample learner, would see\./);
      await note.waitFor();
      const [noteBox, greetingBox] = [await note.boundingBox(), await greeting.boundingBox()];
      // Right above the greeting, where the reader meets it.
      expect(greetingBox!.y - (noteBox!.y + noteBox!.height)).toBeLessThan(60);
    });
  });

  it('delivered nothing to a demo partner on this first start with mail set up', () => {
    const demoAddresses = new Set(DEMO_PARTNERS.map((partner) => partner.email!.toLowerCase()));
    const toDemo = receivedMail().filter((mail) =>
      mail.to.some((address) => demoAddresses.has(address.toLowerCase())),
    );
    expect(toDemo.map((mail) => mail.subject)).toEqual([]);
  });
});
