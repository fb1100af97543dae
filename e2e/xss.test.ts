import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { launchBrowser, withoutChromium } from './support/browser.ts';
import { createXssRecords } from './support/xss-records.ts';
import { ALL_PAYLOADS, watchForXss } from './support/xss.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * Text people type is shown as text and never runs: a corpus of markup (e2e/support/xss.ts) goes
 * into every field of partners, templates, NDAs, comments, a waiting-list entry, the CRM (donor,
 * gift, interaction, campaign) and a signing request, and into the signer's typed name. Each page
 * that shows them — admin pages, the shared view, the signing page, the family's status page —
 * is checked in Chromium: no dialog, no window flag, no injected element, no CSP violation.
 */
describe.skipIf(withoutChromium())('text people type is shown as text, never run', () => {
  let browser: Browser;
  let admin: Page;
  let visitor: Page;
  let adminInert: (where: string) => Promise<void>;
  let visitorInert: (where: string) => Promise<void>;
  let records: Awaited<ReturnType<typeof createXssRecords>>;
  const marker = `X${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    adminInert = await watchForXss(admin);
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    records = await createXssRecords(apiClient(baseUrl, headers), baseUrl, marker);
    // Link holders and signers have no session: a browser context of their own.
    visitor = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    visitorInert = await watchForXss(visitor);
  });
  afterAll(() => browser?.close());

  /** Opens the page, waits until it shows a record (so the check is about real content). */
  async function check(page: Page, path: string, inert: (where: string) => Promise<void>) {
    await page.goto(path);
    await page.getByText(marker, { exact: false }).first().waitFor();
    await inert(path);
  }

  it('on the NDA manager pages: dashboard, documents, partners, templates', async () => {
    for (const path of [
      '/admin',
      '/admin/documents',
      `/admin/documents/${records.documentId}`,
      // The document page's tabs: the comments are on their own tab.
      `/admin/documents/${records.documentId}/comments`,
      `/admin/documents/${records.documentId}/sharing`,
      '/admin/partners',
      `/admin/partners/${records.partnerId}`,
      '/admin/templates',
    ]) {
      await check(admin, path, adminInert);
    }
  });

  it('on the waiting-list pages, for an entry sent through the public form', async () => {
    await check(admin, `/admin/waiting-list?search=${marker}`, adminInert);
    await check(admin, `/admin/waiting-list/${records.entryId}`, adminInert);
    await check(visitor, records.statusPath, visitorInert);
  });

  it('in the CRM: donor list and profile with gifts, interactions and campaign', async () => {
    await check(admin, `/admin/crm?q=${marker}`, adminInert);
    await check(admin, `/admin/crm/donors/${records.donorId}`, adminInert);
  });

  it('on the public shared view, including comments', async () => {
    await check(visitor, records.sharePath, visitorInert);
  });

  it('on the signing page, with a signer name typed from the corpus', async () => {
    await check(visitor, records.signingPath, visitorInert);
    await visitor.getByRole('textbox', { name: 'Full name' }).fill(records.nextShort());
    await visitor.getByText('Preview of your signature').waitFor();
    await visitorInert('the signature preview');
    await visitor.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await visitor.getByRole('button', { name: 'Sign agreement' }).click();
    await visitor.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
    await visitorInert('the signed confirmation');
    await check(admin, `/admin/documents/${records.signedDocumentId}`, adminInert);
    await check(admin, `/admin/documents/${records.signedDocumentId}/signature`, adminInert);
  });

  it('would notice: the same corpus inserted as HTML fails the checks', async () => {
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const inert = await watchForXss(page);
    await page.goto('/about');
    await page.evaluate(
      (html) => document.body.insertAdjacentHTML('beforeend', html),
      ALL_PAYLOADS,
    );
    await expect(inert('a page with the corpus as HTML')).rejects.toThrow();
    await page.context().close();
  });
});
