import type { Browser, Download, Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * The e-signature panel in the Collaboration Center and on the document page (send, check, void,
 * send again, download the signed copy) with the built-in provider, and the generated Word
 * downloads of All Documents.
 */
describe.skipIf(withoutChromium())('e-signature panel journey', () => {
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let api: ReturnType<typeof apiClient>;
  const stamp = Date.now();
  const title = `Esign panel NDA ${stamp}`;
  const signedTitle = `Esign signed NDA ${stamp}`;
  const signerEmail = `morgan.diaz.${stamp}@example.org`;
  let signedId: string;

  const createNda = (ndaTitle: string, email: string) =>
    api.post<{ id: string }>('/api/documents', {
      title: ndaTitle,
      purpose: 'Sharing robotics curriculum drafts',
      partnerCompany: `Bayou Robotics ${stamp}`,
      partnerContact: 'Morgan Diaz',
      partnerEmail: email,
      content: 'Each party keeps the other party’s information confidential for [DURATION] months.',
    });

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true });
    page = await context.newPage();
    consoleErrors = watchConsole(page);
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    await createNda(title, signerEmail);

    // The second NDA is signed through the public API, as the signer's browser would.
    const signedEmail = `signer.${stamp}@example.org`;
    signedId = (await createNda(signedTitle, signedEmail)).id;
    await api.post(`/api/docusign/send/${signedId}`, {});
    const [invitation] = await mailsTo(api, signedEmail);
    const token = /\/sign\/([A-Za-z0-9_-]{43})\b/.exec(invitation?.text ?? '')?.[1];
    if (!token) throw new Error(`No signing link mailed to ${signedEmail}`);
    await api.post(`/api/sign/${token}`, {
      fullName: 'Morgan Diaz',
      signatureType: 'typed',
      consent: true,
    });
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(consoleErrors).toEqual([]));

  const panelIn = (scope: Page | Locator) => scope.getByRole('region', { name: 'E-signature' });
  const statusOf = (panel: Locator) =>
    panel.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd');
  const toast = (text: string) => page.getByText(text, { exact: true });
  const saved = async (download: Download) => readFile((await download.path())!);

  it('shows the panel in the Collaboration Center, with the built-in provider notice', async () => {
    await page.goto(`/admin/documents?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Collaboration Center' }).click();
    const dialog = page.getByRole('dialog', { name: 'Collaboration Center' });
    const panel = panelIn(dialog);
    await panel.waitFor();
    await expect.poll(() => statusOf(panel).textContent()).toBe('Not sent for signature');
    // Which way signing goes, in words; the server's setting names are for owners, in Settings.
    await panel.getByText(/sent for signature through the built-in e-signature/).waitFor();
    expect(await panel.getByText(/DOCUSIGN_/).count()).toBe(0);
    await panel.getByRole('link', { name: 'Settings › Integrations' }).waitFor();
    await panel.getByText('Built-in signing', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Void' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Download signed copy' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'Collaboration Center with the e-signature panel');
  });

  it('sends for signature from a prefilled dialog, showing field errors first', async () => {
    const panel = panelIn(page.getByRole('dialog', { name: 'Collaboration Center' }));
    await panel.getByRole('button', { name: 'Send for Signature' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for Signature' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Signer name').inputValue()).toBe('Morgan Diaz');
    expect(await dialog.getByLabel('Signer email').inputValue()).toBe(signerEmail);
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(`Please sign: ${title}`);
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('');
    await expectNoAxeViolations(page, 'Send for Signature dialog');

    await dialog.getByLabel('Signer email').fill('not an address');
    await dialog.getByRole('button', { name: 'Send for Signature' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByText('Enter a valid email address, like name@example.org').waitFor();
    await expectNoAxeViolations(page, 'Send for Signature dialog with an error');

    await dialog.getByLabel('Signer email').fill(signerEmail);
    await dialog.getByLabel(/^Message/).fill('Please sign by Friday.');
    await dialog.getByRole('button', { name: 'Send for Signature' }).click();
    await toast('Document Sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => statusOf(panel).textContent()).toBe('Sent');
    await panel.getByText(`Morgan Diaz (${signerEmail})`).waitFor();
    // The Send button is gone, so focus moves to the panel's heading rather than the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('E-signature');
    expect(await panel.getByRole('button', { name: /^Send/ }).count()).toBe(0);
  });

  it('checks the status on demand', async () => {
    const panel = panelIn(page.getByRole('dialog', { name: 'Collaboration Center' }));
    await panel.getByRole('button', { name: 'Check status' }).click();
    await toast('Status updated').waitFor();
    expect(await statusOf(panel).textContent()).toBe('Sent');
  });

  it('voids only with a reason, then offers Send again', async () => {
    const panel = panelIn(page.getByRole('dialog', { name: 'Collaboration Center' }));
    await panel.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void signature request' });
    await dialog.getByRole('button', { name: 'Void request' }).click();
    await dialog.getByRole('alert').getByText('Enter a reason for voiding').waitFor();
    expect(await dialog.getByLabel('Reason').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'Void dialog with an error');

    await dialog.getByLabel('Reason').fill('The partner asked for a different signer.');
    await dialog.getByRole('button', { name: 'Void request' }).click();
    await toast('Document voided').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => statusOf(panel).textContent()).toBe('Voided');
    await panel.getByText('The partner asked for a different signer.').waitFor();
    await panel.getByRole('button', { name: 'Send again' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Void' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'e-signature panel after voiding');
  });

  it('shows a signed NDA as Completed on its page and downloads the signed PDF', async () => {
    await page.goto(`/admin/documents/${signedId}`);
    await page.getByRole('heading', { level: 1, name: signedTitle }).waitFor();
    // The panel has a tab of its own on the document page, at its own address.
    await page
      .getByRole('navigation', { name: 'Document sections' })
      .getByRole('link', { name: 'Signature' })
      .click();
    await page.waitForURL(`**/admin/documents/${signedId}/signature`);
    const panel = panelIn(page.getByRole('main'));
    await panel.getByRole('button', { name: 'Check status' }).click();
    await toast('Status updated').waitFor();
    await expect.poll(() => statusOf(panel).textContent()).toBe('Completed');
    expect(await panel.getByRole('button', { name: /^(Send|Void)/ }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download signed copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await saved(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(page, 'document page with a completed signature');
  });

  it('downloads a generated Word document from All Documents', async () => {
    await page.goto('/admin/documents');
    const section = page.getByRole('region', { name: 'Generated documents' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section
        .getByRole('button', { name: 'Download Board Member Agreement (on letterhead)' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('Board_Member_Agreement_Letterhead.docx');
    expect((await saved(download)).subarray(0, 2).toString('latin1')).toBe('PK');
    await expectNoAxeViolations(page, 'All Documents with generated documents');
  });

  it("names DocuSign's four server settings to an owner on Settings › Integrations", async () => {
    await page.goto('/admin/settings/integrations');
    const main = page.getByRole('main');
    await main.getByText('DocuSign is not set up.').waitFor();
    for (const setting of [
      'DOCUSIGN_INTEGRATION_KEY',
      'DOCUSIGN_USER_ID',
      'DOCUSIGN_ACCOUNT_ID',
      'DOCUSIGN_PRIVATE_KEY',
    ]) {
      await main.getByText(setting, { exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, 'Settings › Integrations without DocuSign');
  });
});
