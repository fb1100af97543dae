import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as shared from '../src/domain/content/shared-view.ts';
import {
  NOT_ON_ALLOW_LIST_MESSAGE,
  VISITOR_PASS_HEADER,
  WRONG_PASSCODE_MESSAGE,
} from '../src/domain/sharing/link-protection.ts';
import { pdfPageTexts, pdfReadersPresent } from '../tests/pdf-readers.ts';
import { skipBecause } from '../tests/skip-reason.ts';
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
import { waitForMail } from './support/mailbox.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';

const baseUrl = laneBaseUrl();
const { GATE } = shared;
const NARROW = { width: 320, height: 720 };
/** The first admin's address (bootstrap-admin.ts): the maker of the links made here. */
const OWNER_EMAIL = 'admin@example.org';

type Link = { id: string; shareToken: string; shareUrl: string };

/**
 * Protected share links end to end (ADR 049): staff protect a link in the share dialog; a visitor
 * in a browser of their own passes a passcode, or confirms an address on the allow-list with a
 * code read from the real SMTP server; staff see who opened it and get the first-view mail;
 * downloads follow the link's choice, and the PDF carries the visitor's address on every page.
 */
describe.skipIf(withoutChromium())('protected share links', () => {
  let browser: Browser;
  let staff: Page;
  let api: ReturnType<typeof apiClient>;
  let documentId: string;
  const errors: string[][] = [];
  const stamp = Date.now().toString(36);
  const title = `Protected pilot NDA ${stamp}`;
  const domain = `hospital-${stamp}.example.org`;
  const visitorEmail = `ana.${stamp}@${domain}`;
  let verifiedVisitor: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(staff));
    const { headers } = await signInThroughApi(staff, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    ({ id: documentId } = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'A therapy pilot with a hospital',
      partnerCompany: 'Gulf Coast Pediatrics',
      partnerContact: 'Dr. Lee',
      partnerEmail: `lee.${stamp}@example.org`,
      content: 'Each party keeps shared records confidential for [DURATION] months.\n\n'.repeat(40),
    }));
  });
  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  /** A visitor on a phone of their own: no staff session, their own network address. */
  async function newVisitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: NARROW,
      extraHTTPHeaders: { 'x-forwarded-for': anotherVisitorAddress() },
    });
    const page = await context.newPage();
    errors.push(watchConsole(page));
    return { context, page };
  }

  async function openShareDialog() {
    await gotoHydrated(staff, `/admin/documents/${documentId}`);
    await staff.getByRole('heading', { level: 1, name: title }).waitFor();
    await staff.getByRole('button', { name: /^Share/ }).click();
    await staff.getByRole('menuitem', { name: 'Advanced Sharing' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Advanced Sharing' });
    await dialog.waitFor();
    return dialog;
  }

  async function createInDialog(fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
    const dialog = await openShareDialog();
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await staff.getByText('Share link created', { exact: true }).waitFor();
    const url = await dialog.getByLabel('New link').inputValue();
    return { dialog, path: new URL(url).pathname };
  }

  async function fitsNarrow(page: Page, label: string) {
    await expectNoAxeViolations(page, label);
    expect(await checkLayout(page), label).toEqual([]);
  }

  it('a passcode link: a wrong passcode is refused beside the field, the right one opens it', async () => {
    const passcode = `harbour-${stamp}`;
    const { dialog, path } = await createInDialog(async (form) => {
      await form.getByLabel('Link name (optional)').fill('Board pack');
      await form.getByLabel('Passcode (optional)', { exact: true }).fill(passcode);
    });
    await dialog.getByText('Passcode', { exact: true }).first().waitFor();
    await expectNoAxeViolations(staff, 'share dialog with a passcode link');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const { context, page } = await newVisitor();
    await gotoHydrated(page, path);
    await page.getByRole('heading', { level: 1, name: GATE.passcode.title }).waitFor();
    await page.getByText('Link: Board pack').waitFor();
    await fitsNarrow(page, 'passcode step, 320 px');

    await page.getByLabel(GATE.passcode.label, { exact: true }).fill('not-the-passcode');
    await page.getByRole('button', { name: GATE.open }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: WRONG_PASSCODE_MESSAGE }).count())
      .toBe(1);
    await page.getByLabel(GATE.passcode.label, { exact: true }).fill(passcode);
    await page.getByRole('button', { name: GATE.open }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    // The pass outlives a reload: the device is not asked again.
    await gotoHydrated(page, path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it('an allow-list link: the code comes by mail, the document opens, staff see the address', async () => {
    const { dialog, path } = await createInDialog(async (form) => {
      await form.getByLabel('Only these addresses (optional)').fill(domain);
      const check = form.getByLabel('Ask visitors to confirm their email address with a code');
      expect(await check.isChecked()).toBe(true);
      expect(await check.isDisabled()).toBe(true);
      await form.getByText(/On, because the link has an allow-list/).waitFor();
    });
    await dialog.getByText('Email check · Only 1 listed', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // An address outside the list gets no code.
    const stranger = await newVisitor();
    await gotoHydrated(stranger.page, path);
    await stranger.page.getByLabel(GATE.email.label).fill(`someone.${stamp}@example.org`);
    await stranger.page.getByRole('button', { name: GATE.email.send }).click();
    await stranger.page.getByRole('alert').filter({ hasText: NOT_ON_ALLOW_LIST_MESSAGE }).waitFor();
    await stranger.context.close();

    const { page } = await newVisitor();
    verifiedVisitor = page;
    await gotoHydrated(page, path);
    await page.getByRole('heading', { level: 1, name: GATE.email.title }).waitFor();
    await page.getByText(GATE.stayVerified(24)).waitFor();
    await fitsNarrow(page, 'email step, 320 px');
    await page.getByLabel(GATE.email.label).fill(visitorEmail);
    await page.getByRole('button', { name: GATE.email.send }).click();
    const codeHeading = page.getByRole('heading', { level: 1, name: GATE.code.title });
    await codeHeading.waitFor();
    // Focus moves to the new step's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(GATE.code.title);
    await page.getByText(GATE.code.sentTo(visitorEmail, 10)).waitFor();
    const code = page.getByLabel(GATE.code.label, { exact: true });
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await fitsNarrow(page, 'code step, 320 px');

    const [mail] = await waitForMail(visitorEmail, { timeoutMs: 30_000 });
    const mailed = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(mailed, mail!.text).toBeDefined();
    await code.fill(mailed!);
    await page.getByRole('button', { name: GATE.open }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(`Opened as ${visitorEmail}`).waitFor();

    // The maker hears of the first view, once.
    const [owned] = await waitForMail(OWNER_EMAIL, {
      subject: new RegExp(`^${visitorEmail.replaceAll('.', '\\.')} opened`),
      timeoutMs: 30_000,
    });
    expect(owned!.text).toContain(title);

    // Staff see the address among the link's visitors.
    const again = await openShareDialog();
    const row = again.getByRole('row').filter({ hasText: 'Email check · Only 1 listed' });
    await row.getByRole('button', { name: /^Visitors/ }).click();
    const visitors = staff.getByRole('dialog', { name: 'Visitors' });
    await visitors.getByText(visitorEmail).waitFor();
    await visitors
      .getByText(/first opened .+, 1 visit, .+ on the document, no downloads/)
      .waitFor();
    await expectNoAxeViolations(staff, 'visitors of a link');
    await visitors.getByRole('button', { name: 'Close', exact: true }).click();
    await again.getByRole('button', { name: 'Close', exact: true }).click();

    // The document's activity names the address with the view.
    await gotoHydrated(staff, `/admin/documents/${documentId}/comments`);
    await staff.getByText(`Verified address: ${visitorEmail}`).first().waitFor();
  });

  it('downloads off: no download buttons, and the files answer 403 even with the pass', async () => {
    const passcode = `lighthouse-${stamp}`;
    const link = await api.post<Link>(`/api/documents/${documentId}/share`, {
      accessLevel: 'view',
      passcode,
      allowDownload: false,
    });
    const { context, page } = await newVisitor();
    await gotoHydrated(page, new URL(link.shareUrl).pathname);
    await page.getByLabel(GATE.passcode.label, { exact: true }).fill(passcode);
    await page.getByRole('button', { name: GATE.open }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(shared.DOCUMENT_HEADER.downloadsOff).waitFor();
    expect(await page.getByRole('button', { name: /^Download/ }).count()).toBe(0);

    const pass = await page.evaluate(
      (key) => localStorage.getItem(key),
      `visitorPass:${link.shareToken}`,
    );
    expect(pass).toBeTruthy();
    for (const file of ['download', 'download.pdf']) {
      const response = await fetch(`${baseUrl}/api/shared/${link.shareToken}/${file}`, {
        headers: { [VISITOR_PASS_HEADER]: pass!, 'x-forwarded-for': anotherVisitorAddress() },
      });
      expect(response.status, file).toBe(403);
    }
    await context.close();
  });

  it('downloads on: the PDF from the button carries the visitor’s address on every page', async (context) => {
    const reason = 'pdftotext or qpdf is missing: apt-get install -y poppler-utils qpdf';
    if (skipBecause(!(await pdfReadersPresent()), reason)) return context.skip(reason);
    const page = verifiedVisitor;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const pages = await pdfPageTexts(readFileSync((await file.path())!));
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, text] of pages.entries()) {
      expect(text.replace(/\s+/g, ''), `page ${index + 1}`).toContain(visitorEmail);
    }
    // The staff list counts the download.
    await expect
      .poll(async () => {
        const links = await api.get<(Link & { allowList: string[] })[]>(
          `/api/documents/${documentId}/shares`,
        );
        const listed = links.find((link) => link.allowList.length > 0)!;
        const visitors = await api.get<{ email: string | null; downloads: number }[]>(
          `/api/share-links/${listed.id}/visitors`,
        );
        return visitors.find((visitor) => visitor.email === visitorEmail)?.downloads;
      })
      .toBe(1);
  });
});
