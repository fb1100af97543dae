import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CountersignerDto } from '../src/domain/esign/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * Several signers (ADR 020), end to end with two: the admin sends an NDA with a countersigner from
 * staff and a copy address; the partner signs from their mail, then the countersigner from
 * theirs, each in a browser of their own; the admin downloads the sealed PDF, and /verify says it
 * is intact and names both signers.
 */
describe.skipIf(withoutChromium())('e-signature with two signers, in order', () => {
  let browser: Browser;
  let admin: Page;
  let api: ReturnType<typeof apiClient>;
  let documentId: string;
  let countersigner: CountersignerDto;
  let signedPdf: Buffer;
  const errors: string[][] = [];
  const stamp = Date.now();
  const title = `Two-signer NDA ${stamp}`;
  const partnerEmail = `morgan.lee.${stamp}@example.org`;
  const copyEmail = `records.${stamp}@example.org`;

  /** The link of the newest mail to `to` about this NDA that carries one. */
  async function signingPathFor(to: string): Promise<string> {
    let path: string | undefined;
    await expect
      .poll(async () => {
        const mails = (await mailsTo(api, to)).filter((mail) => mail.text.includes(title));
        path = mails
          .map((mail) => /\/sign\/[A-Za-z0-9_-]{43}\b/.exec(mail.text)?.[0])
          .find(Boolean);
        return path;
      })
      .toBeTruthy();
    return path!;
  }

  /** A person with only the mailed link: a browser context of their own, no session. */
  async function signAs(path: string, fullName: string): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(page));
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    await page.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await page.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await page.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })).newPage();
    errors.push(watchConsole(admin));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    const staff = await api.get<CountersignerDto[]>('/api/docusign/countersigners');
    if (!staff[0]) throw new Error('No staff account to countersign');
    countersigner = staff[0];
    ({ id: documentId } = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'Sharing sensory-room designs',
      partnerCompany: `Gulf Coast Makers ${stamp}`,
      partnerContact: 'Morgan Lee',
      partnerEmail,
      content: '[COMPANY] and [PARTNER] keep shared designs confidential for [DURATION] months.',
    }));
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const panel = () => admin.getByRole('region', { name: 'E-signature' });

  it('the admin sends it with a countersigner and a copy address', async () => {
    await admin.goto(`/admin/documents/${documentId}/signature`);
    await panel().getByRole('button', { name: 'Send for Signature' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send for Signature' });
    await dialog
      .getByLabel('Countersigner (optional)')
      .selectOption({ label: `${countersigner.name} (${countersigner.email})` });
    await dialog.getByRole('radio', { name: 'In this order' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'In this order' }).isChecked()).toBe(true);
    await dialog.getByLabel('Send a copy to (optional)').fill(copyEmail);
    await expectNoAxeViolations(admin, 'send dialog with a countersigner');
    await dialog.getByRole('button', { name: 'Send for Signature' }).click();
    await admin.getByText('Document Sent', { exact: true }).waitFor();

    const people = panel()
      .locator('dt', { hasText: /^People$/ })
      .locator('xpath=following-sibling::dd');
    await expect.poll(() => people.textContent()).toContain('Signer 1 of 2: Morgan Lee');
    const text = (await people.textContent()) ?? '';
    expect(text).toMatch(/Signer 1 of 2: Morgan Lee \([^)]+\)Sent /);
    expect(text).toContain(`Signer 2 of 2: ${countersigner.name}`);
    expect(text).toContain('Waiting for their turn');
    expect(text).toContain(`Copy: ${copyEmail}Gets a copy when everyone has signed`);

    // The panel with its people fits a phone, and stays accessible there.
    await admin.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await expectNoAxeViolations(admin, 'signature tab with two signers at 360 px');
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('the partner signs from their mail; then the countersigner from theirs', async () => {
    const partner = await signAs(await signingPathFor(partnerEmail), 'Morgan Lee');
    expect(await partner.getByText(/Others still have to sign this agreement/).count()).toBe(1);
    await expectNoAxeViolations(partner, 'signing page, others still to sign');

    const counter = await signAs(await signingPathFor(countersigner.email), countersigner.name);
    await counter.getByRole('link', { name: /Download the signed PDF/ }).waitFor();
  });

  it('the admin downloads the sealed PDF with both signers', async () => {
    await admin.reload();
    const status = panel()
      .locator('dt', { hasText: /^Status$/ })
      .locator('xpath=following-sibling::dd');
    await expect.poll(() => status.textContent()).toBe('Completed');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      panel().getByRole('button', { name: 'Download signed copy' }).click(),
    ]);
    signedPdf = await readFile((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(signedPdf)), {
      mergePages: true,
    });
    expect(text).toContain('Signer 1 of 2');
    expect(text).toContain('Signer 2 of 2');
    expect(text).toContain(`For Gulf Coast Makers ${stamp}`);
    // The copy address got the same PDF attached to its completion mail.
    await expect
      .poll(async () =>
        (await mailsTo(api, copyEmail)).some(
          (mail) => mail.text.includes(title) && mail.text.includes('is attached to this message'),
        ),
      )
      .toBe(true);
  });

  it('/verify says it is intact and names both signers', async () => {
    const visitor = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(visitor));
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.goto('/verify');
    await visitor.getByLabel('Signed agreement (PDF)').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: signedPdf,
    });
    await visitor.getByRole('button', { name: 'Check this PDF' }).click();
    const result = visitor.getByRole('region', { name: 'This agreement is genuine and unchanged' });
    await result.waitFor();
    const signers = await result.getByRole('listitem').allTextContents();
    expect(signers).toHaveLength(2);
    expect(signers[0]).toMatch(/^Morgan Lee, /);
    expect(signers[1]).toMatch(new RegExp(`^${countersigner.name}, `));
  });
});
