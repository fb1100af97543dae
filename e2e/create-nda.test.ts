import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PURPOSE_HINT } from '../src/domain/documents/documents.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const PURPOSE = 'discuss a joint research project';
const DOCUMENT_PAGE = /\/admin\/documents\/[0-9a-f-]{36}$/;

/**
 * Creating an NDA as staff do in their first week: read the purpose hint, preview the merged
 * text, send it with a chosen access level and expiry, land on the new NDA with what was sent and
 * to whom; or save it as a draft; then invite someone with their own level and expiry. The mails
 * are read at the SMTP server the harness starts; the links are opened as the partner would.
 */
describe.skipIf(withoutChromium()).each([390, 1280])('Create NDA at %i px', (width) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const stamp = `${width}-${Date.now()}`;
  const partnerEmail = `rosa.${stamp}@helix.example.org`;
  const sentTitle = `Helix research NDA ${stamp}`;
  let sentPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
    page = await context.newPage();
    consoleErrors = watchConsole(page);
    await signInThroughApi(page, baseUrl, inject('adminPassword'));
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(consoleErrors).toEqual([]));

  async function openSidebarLink(name: string) {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    if (width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
  }

  const untilToastsGone = () =>
    expect
      .poll(() => page.locator('li[data-swipe-direction][data-state="open"]').count(), {
        timeout: 20_000,
      })
      .toBe(0);

  async function fillNewPartner(
    dialog: ReturnType<Page['getByRole']>,
    title: string,
    email: string,
  ) {
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Create new partner').check();
    await dialog.getByLabel('Company name').fill(`Helix Labs ${stamp}`);
    await dialog.getByLabel('Contact name').fill('Rosa Díaz');
    await dialog.getByLabel('Contact email').fill(email);
    await expect.poll(() => dialog.getByLabel('Content').inputValue()).toContain('[PURPOSE]');
  }

  it('from the sidebar: reads the purpose hint, previews the merged text, sends it and lands on the NDA with what was sent and to whom', async () => {
    await openSidebarLink('Create NDA');
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await dialog.waitFor();
    await fillNewPartner(dialog, sentTitle, partnerEmail);

    // The hint asks for the words that finish the template's sentence.
    const purpose = dialog.getByLabel('Purpose (optional)');
    const hintId = await purpose.getAttribute('aria-describedby');
    const hint = await page.locator(`[id="${hintId?.split(' ')[0]}"]`).textContent();
    expect(hint).toContain(PURPOSE_HINT);
    expect(hint).toContain('in order to');
    await purpose.fill(PURPOSE);

    await dialog.getByLabel('The link in the email lets them').selectOption({ label: 'Read only' });
    await dialog.getByLabel('The link stops working after').selectOption({ label: '7 days' });
    await dialog.getByLabel('Message').fill('Rosa, here is the NDA for our research project.');

    await dialog.getByRole('button', { name: 'Preview before sending' }).click();
    await dialog.getByRole('heading', { name: 'Check before sending' }).waitFor();
    const previewText = (await dialog.getByTestId('nda-preview-text').textContent()) ?? '';
    expect(previewText).toContain(`in order to ${PURPOSE}`);
    expect(previewText).toContain(`Helix Labs ${stamp}`);
    expect(previewText).not.toMatch(/\[(?:COMPANY|PARTNER|EFFECTIVE_DATE|DURATION|PURPOSE)\]/);
    const summary = (await dialog.textContent()) ?? '';
    expect(summary).toContain(partnerEmail);
    expect(summary).toContain('Read only');
    expect(summary).toContain('After 7 days');
    expect(await checkLayout(page)).toEqual([]);
    await expectNoAxeViolations(page, 'create NDA preview');

    // Back keeps everything typed; nothing was saved by previewing.
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    expect(await dialog.getByLabel('Purpose (optional)').inputValue()).toBe(PURPOSE);
    await dialog.getByRole('button', { name: 'Preview before sending' }).click();
    await dialog.getByRole('button', { name: 'Create and send NDA' }).click();

    await page.waitForURL(DOCUMENT_PAGE);
    sentPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: sentTitle }).waitFor();
    await page.getByText(`Sent to ${partnerEmail}`, { exact: true }).waitFor();
    const sent = page.getByRole('listitem').filter({ hasText: `NDA sent to ${partnerEmail}` });
    await sent.waitFor();
    const sentText = (await sent.textContent()) ?? '';
    expect(sentText).toContain('Read only');
    expect(sentText).toContain('Rosa, here is the NDA for our research project.');
    expect(sentText).not.toContain('Never');
    const agreement = (await page.getByRole('main').textContent()) ?? '';
    expect(agreement).toContain(`in order to ${PURPOSE}`);
    // A toast is drawn over the page for a few seconds; the layout is checked once it has gone.
    await untilToastsGone();
    expect(await checkLayout(page)).toEqual([]);
    await expectNoAxeViolations(page, 'new NDA page with what was sent');

    const [mail] = await waitForMail(partnerEmail);
    expect(mail!.text).toContain('Rosa, here is the NDA for our research project.');
    expect(mail!.text).toContain('The link works until');
    const link = linkPathIn(mail!, '/shared/');

    // The partner reads the merged text; a read-only link has no comment form.
    const partnerContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: 900 },
    });
    try {
      const partnerPage = await partnerContext.newPage();
      await partnerPage.goto(link);
      await partnerPage.getByRole('heading', { level: 1, name: sentTitle }).waitFor();
      const shared = (await partnerPage.getByRole('main').textContent()) ?? '';
      expect(shared).toContain(`with each other in order to ${PURPOSE} (the "Purpose")`);
      expect(await partnerPage.getByLabel('Comment', { exact: true }).count()).toBe(0);
    } finally {
      await partnerContext.close();
    }
    // The mail has reached the SMTP server; the page, opened again, says so.
    await page.reload();
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Handed to the mail server');
  });

  it('invites a collaborator with a chosen access level and expiry, listed with the sends', async () => {
    const guest = `sam.${stamp}@lab.example.org`;
    await page.goto(`${sentPath}/comments`);
    await page.getByRole('heading', { name: 'Invite a collaborator' }).waitFor();
    const invite = page.locator('form', {
      has: page.getByRole('button', { name: 'Send invitation' }),
    });
    await invite.getByLabel('Email address').fill(guest);
    await invite.getByLabel('The link lets them').selectOption({ label: 'Read and comment' });
    await invite.getByLabel('The link stops working after').selectOption({ label: '1 day' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${guest}`, { exact: true }).waitFor();

    const [mail] = await waitForMail(guest);
    expect(mail!.text).toContain('leave comments');
    expect(mail!.text).not.toContain('make changes to its text');
    expect(mail!.text).toContain('The link works until');

    await page.goto(sentPath);
    const item = page.getByRole('listitem').filter({ hasText: `Invitation sent to ${guest}` });
    await item.waitFor();
    expect(await item.textContent()).toContain('Read and comment');
    expect(await checkLayout(page)).toEqual([]);
  });

  it('from the dashboard: Save as draft saves it unsent and lands on the draft', async () => {
    const draftTitle = `Helix draft NDA ${stamp}`;
    const draftEmail = `draft.${stamp}@helix.example.org`;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create from Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await dialog.waitFor();
    await fillNewPartner(dialog, draftTitle, draftEmail);
    await dialog.getByRole('button', { name: 'Save as draft' }).click();

    await page.waitForURL(DOCUMENT_PAGE);
    await page.getByRole('heading', { level: 1, name: draftTitle }).waitFor();
    const header = page.getByRole('main');
    await header.getByText('Draft', { exact: true }).first().waitFor();
    await page.getByText('Not sent to anyone yet.', { exact: false }).waitFor();
    await untilToastsGone();
    expect(await checkLayout(page)).toEqual([]);
  });

  it('Cancel on the Create NDA page returns to the admin dashboard, not the public home page', async () => {
    await openSidebarLink('Create NDA');
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
