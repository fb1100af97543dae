import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SigningViewDto } from '../src/domain/esign/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * E-signature end to end with the built-in provider: the admin sends an NDA from the
 * e-signature panel; the signer opens the mailed link in a browser of their own and signs by
 * typing; the admin sees Completed and downloads the PDF, whose certificate of completion holds
 * the SHA-256 of the text that was sent and the three events (sent, opened, signed).
 */
describe.skipIf(withoutChromium())('e-signature journey: send, sign, download', () => {
  let browser: Browser;
  let admin: Page;
  let signer: Page;
  let api: ReturnType<typeof apiClient>;
  let documentId: string;
  let signingPath: string;
  /** The merged agreement text the signing page received: what the signer signed. */
  let signedContent: string;
  /** The signed PDF as the admin downloaded it. */
  let signedPdf: Buffer;
  const errors: string[][] = [];
  const stamp = Date.now();
  const title = `Signing journey NDA ${stamp}`;
  const signerEmail = `jordan.reyes.${stamp}@example.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })).newPage();
    // A separate context: the signer has no admin session, only the mailed link.
    signer = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(admin), watchConsole(signer));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    ({ id: documentId } = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'Sharing assistive-technology trial results',
      partnerCompany: `Hill Country Therapy ${stamp}`,
      partnerContact: 'Jordan Reyes',
      partnerEmail: signerEmail,
      content: '[COMPANY] and [PARTNER] keep shared results confidential for [DURATION] months.',
    }));
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const panel = () => admin.getByRole('region', { name: 'E-signature' });
  const statusText = (scope: Locator) =>
    scope.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd');

  it('the admin sends the NDA for signature from the document page', async () => {
    await admin.goto(`/admin/documents/${documentId}/signature`);
    await panel().getByRole('button', { name: 'Send for Signature' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send for Signature' });
    expect(await dialog.getByLabel('Signer email').inputValue()).toBe(signerEmail);
    await dialog.getByRole('button', { name: 'Send for Signature' }).click();
    await admin.getByText('Document Sent', { exact: true }).waitFor();
    await expect.poll(() => statusText(panel()).textContent()).toBe('Sent');

    const [invitation] = await mailsTo(api, signerEmail);
    const path = /\/sign\/[A-Za-z0-9_-]{43}\b/.exec(invitation?.text ?? '')?.[0];
    expect(path, 'the signing link in the mail').toBeTruthy();
    signingPath = path!;
  });

  it('the signer opens the mailed link in a fresh browser and signs by typing', async () => {
    const [viewResponse] = await Promise.all([
      signer.waitForResponse((response) => response.url().endsWith(`/api${signingPath}`)),
      signer.goto(signingPath),
    ]);
    const view = (await viewResponse.json()) as SigningViewDto;
    if (!view.canSign) throw new Error('The fresh link should be open for signing');
    signedContent = view.document.content;
    expect(signedContent).toContain(`Hill Country Therapy ${stamp}`);
    await signer.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    await expectNoAxeViolations(signer, 'signing page');
    await signer.getByRole('textbox', { name: 'Full name' }).fill('Jordan Reyes');
    await signer.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await signer.getByRole('button', { name: 'Sign agreement' }).click();
    await signer.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
    await expectNoAxeViolations(signer, 'signing page after signing');
  });

  it('the admin sees Completed and the PDF carries the certificate of completion', async () => {
    await admin.reload();
    await panel().getByRole('button', { name: 'Check status' }).click();
    await admin.getByText('Status updated', { exact: true }).waitFor();
    await expect.poll(() => statusText(panel()).textContent()).toBe('Completed');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      panel().getByRole('button', { name: 'Download signed copy' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    signedPdf = pdf;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });

    expect(text).toContain('Certificate of Completion');
    expect(text).toContain(`Document id: ${documentId}`);
    const hash = /Content SHA-256: ([0-9a-f]{64})/.exec(text)?.[1];
    expect(hash, 'the content hash on the certificate').toMatch(/^[0-9a-f]{64}$/);
    // Told in the organisation's time zone, with its abbreviation, as the mails are (ADR 014).
    const when = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T`;
    expect(text).toMatch(new RegExp(`Sent for signature: ${when}`));
    expect(text).toMatch(new RegExp(`Opened by the signer: ${when}`));
    expect(text).toMatch(new RegExp(`Signed: ${when}`));
    expect(text).toContain('Jordan Reyes');

    // The hash is the SHA-256 of the merged text the signer saw and signed.
    expect(createHash('sha256').update(signedContent, 'utf8').digest('hex')).toBe(hash);
  });

  it('anyone checks the PDF on /verify: ours and unchanged, who signed; one changed byte is caught', async () => {
    // The signer's browser: no admin session, as anyone the PDF is forwarded to.
    await signer.setViewportSize({ width: 360, height: 740 });
    await signer.goto('/verify');
    await signer.getByRole('heading', { level: 1, name: 'Verify a signed agreement' }).waitFor();
    const file = signer.getByLabel('Signed agreement (PDF)');
    const check = signer.getByRole('button', { name: 'Check this PDF' });

    await check.click();
    await signer.getByRole('link', { name: 'Choose the signed agreement (a PDF file)' }).waitFor();

    await file.setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: signedPdf,
    });
    await check.click();
    const result = signer.getByRole('region', { name: 'This agreement is genuine and unchanged' });
    await result.waitFor();
    expect(await result.textContent()).toContain(title);
    expect(await result.getByRole('listitem').textContent()).toMatch(/^Jordan Reyes, /);
    await expect
      .poll(() => signer.evaluate(() => document.activeElement?.id))
      .toBe('verify-result-heading');
    expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(signer, 'verify page with a result');

    const tampered = Buffer.from(signedPdf);
    const inAgreement = tampered.indexOf('/Contents') - 200;
    tampered[inAgreement] = tampered[inAgreement]! ^ 0x01;
    await file.setInputFiles({ name: 'edited.pdf', mimeType: 'application/pdf', buffer: tampered });
    await check.click();
    await signer
      .getByRole('region', { name: 'This PDF was changed after it was sealed' })
      .waitFor();
  });
});
