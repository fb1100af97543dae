import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();
const adminPassword = inject('adminPassword');

/** The NDA manager end to end in a real browser on the built server. */
describe.skipIf(withoutChromium())('NDA manager journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: (path: string) => Promise<unknown>;
  let consoleErrors: string[];
  const title = `Robotics lab pilot NDA ${Date.now()}`;
  const company = `Bayou Robotics ${Date.now()}`;
  const contactEmail = `avery.chen.${Date.now()}@example.org`;
  let mailedLink: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true });
    page = await context.newPage();
    consoleErrors = watchConsole(page);
    const { headers } = await signInThroughApi(page, baseUrl, adminPassword);
    api = async (path) => (await fetch(`${baseUrl}${path}`, { headers })).json();
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(consoleErrors).toEqual([]));

  const statValue = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
  const adminNav = () => page.getByRole('navigation', { name: 'Admin' });

  it('creates and sends an NDA with a new partner from the dashboard', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('dt', { hasText: 'Total NDAs' }).waitFor();
    const totalBefore = Number(await statValue('Total NDAs'));
    await expectNoAxeViolations(page, 'dashboard');

    await page.getByRole('button', { name: 'Create from Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await dialog.waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Create new partner').check();
    await dialog.getByLabel('Company name').fill(company);
    await dialog.getByLabel('Contact name').fill('Avery Chen');
    await dialog.getByLabel('Contact email').fill(contactEmail);
    await dialog.getByLabel('Template (optional)').selectOption({ label: 'Mutual NDA' });
    await expect.poll(() => dialog.getByLabel('Content').inputValue()).toContain('[PARTNER]');
    await dialog
      .getByLabel('Purpose (optional)')
      .fill('Testing classroom robots with our students');
    await expectNoAxeViolations(page, 'create NDA dialog');
    await dialog.getByRole('button', { name: 'Preview before sending' }).click();
    await dialog.getByRole('heading', { name: 'Check before sending' }).waitFor();
    await dialog.getByRole('button', { name: 'Create and send NDA' }).click();

    // "Send" sends: the toast says to whom, and the partner's contact gets the mail.
    await page.getByText('NDA Sent', { exact: true }).waitFor();
    await page.getByText(`Sent to ${contactEmail}`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Staff land on the new NDA's page.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const [mail] = await waitForMail(contactEmail);
    expect(mail!.text).toContain('Please review the non-disclosure agreement at the link below.');
    mailedLink = linkPathIn(mail!, '/shared/');
    // Recent Documents lists it, as Sent.
    await page.goto('/admin');
    const recentItem = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await recentItem.waitFor();
    expect(await recentItem.textContent()).toContain('Sent');
    await expect.poll(() => statValue('Total NDAs')).toBe(String(totalBefore + 1));
  });

  it('an admin opening the mailed link sees it as the partner would, without counting a view', async () => {
    await page.goto(mailedLink);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(/^You are signed in as staff/).waitFor();
    await page.getByText('Viewed 0 times', { exact: true }).waitFor();
    // The partner's activity list leaves out staff actions such as creating the link.
    await page.getByText('No activity yet.', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'shared view, staff preview');
    // Back to the admin area, where the next steps start.
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('finds it in All Documents by search and status filter, and downloads a real .docx', async () => {
    await adminNav().getByRole('link', { name: 'All Documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Documents' }).waitFor();
    await page.getByLabel('Search documents').fill(company.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sent');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + our NDA
    await expectNoAxeViolations(page, 'All Documents');

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Draft' });
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Sent' });
    await row.waitFor();

    // Download is in the row's "⋯" menu; Send (drafts) and the Share menu stay in view.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${title.replace(/[^a-zA-Z0-9]/g, '_')}.docx`);
    const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain(title);
    expect(xml).toContain(company);
  });

  it('the partner opens the mailed link: the NDA becomes Viewed', async () => {
    const partnerContext = await browser.newContext({ baseURL: baseUrl });
    try {
      const partnerPage = await partnerContext.newPage();
      const partnerErrors = watchConsole(partnerPage);
      await partnerPage.goto(mailedLink);
      await partnerPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await partnerPage.getByText('Viewed 1 time', { exact: true }).waitFor();
      // The fully merged agreement: names, dates and purpose filled in.
      const text = (await partnerPage.getByRole('main').textContent()) ?? '';
      expect(text).not.toMatch(/\[(?:COMPANY|PARTNER|EFFECTIVE_DATE|DURATION|PURPOSE)\]/);
      expect(text).toContain(company);
      expect(text).toContain('NovaLearn Institute Group');
      expect(text).toContain('Testing classroom robots with our students');
      // A comment link by default: the partner can comment.
      await partnerPage.getByLabel('Comment', { exact: true }).waitFor();
      expect(await partnerPage.getByText(/signed in as staff/).count()).toBe(0);
      expect(partnerErrors).toEqual([]);
    } finally {
      await partnerContext.close();
    }
    const found = (await api(`/api/documents?q=${encodeURIComponent(title)}`)) as {
      status: string;
    }[];
    expect(found.map((document) => document.status)).toEqual(['viewed']);
  });

  it('edits a template and uses it to start a new NDA', async () => {
    await adminNav().getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Templates', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Templates');

    await page.getByRole('button', { name: 'Edit One-way NDA' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Template' });
    await edit.getByLabel('Template name').fill('One-way NDA (reviewed)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Template Updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use Template One-way NDA (reviewed)' }).waitFor();
    const templates = (await api('/api/templates')) as { id: string; name: string }[];
    const reviewed = templates.find((template) => template.name === 'One-way NDA (reviewed)');
    expect(reviewed).toBeDefined();

    await page.getByRole('button', { name: 'Use Template One-way NDA (reviewed)' }).click();
    const create = page.getByRole('dialog', { name: 'Create NDA' });
    await create.waitFor();
    expect(await create.getByLabel('Template (optional)').inputValue()).toBe(reviewed!.id);
    expect(await create.getByLabel('Content').inputValue()).toContain('ONE-WAY');
    await create.getByRole('button', { name: 'Cancel' }).click();
  });

  it('uploads a text file as a draft and opens it for review', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.getByLabel('Partner').selectOption({ label: company });
    await upload.getByLabel('File').setInputFiles({
      name: 'Lab visit confidentiality.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Visitors keep what they see in the lab confidential.'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lab visit confidentiality' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/documents\/[0-9a-f-]{36}$/);
    await page.getByText('Visitors keep what they see in the lab confidential.').first().waitFor();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'document detail');
  });

  it('sends the draft from its page to an address, link level and message chosen in the dialog', async () => {
    const legalEmail = `legal.${Date.now()}@example.org`;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send NDA' });
    // It starts as the partner's contact.
    await expect.poll(() => send.getByLabel('Send to').inputValue()).toBe(contactEmail);
    await send.getByLabel('Send to').fill(legalEmail);
    await send.getByLabel('The link in the email lets them').selectOption({ label: 'Read only' });
    await send.getByLabel('Message').fill('Hello Avery, here is the lab visit agreement.');
    await expectNoAxeViolations(page, 'Send NDA dialog');
    await send.getByRole('button', { name: 'Send NDA' }).click();
    await page.getByText('Document Sent', { exact: true }).waitFor();
    await page.getByText(`Sent to ${legalEmail}`, { exact: true }).waitFor();
    await send.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    const [mail] = await waitForMail(legalEmail);
    expect(mail!.text).toContain('Hello Avery, here is the lab visit agreement.');
    expect(mail!.text).toContain('read the agreement and download it as a Word file');
  });

  it('shows partners and settings without accessibility problems', async () => {
    await adminNav().getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    await page.getByRole('link', { name: company }).waitFor();
    await expectNoAxeViolations(page, 'Partners');
    await page.getByRole('link', { name: company }).click();
    await page.getByRole('heading', { level: 1, name: company }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();
    await expectNoAxeViolations(page, 'partner detail');
    await adminNav().getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectNoAxeViolations(page, 'Settings');
  });
});
