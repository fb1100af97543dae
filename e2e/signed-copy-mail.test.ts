import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();

/**
 * A partner signs an NDA from the invitation at the real SMTP server, on a phone and on a
 * desktop; the completion mail that reaches the same server carries the sealed PDF itself, which
 * pdfsig accepts, and says how to check it at /verify; the partner checks it there.
 */
describe.skipIf(withoutChromium())('the signed copy arrives by mail', () => {
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    await admin.close();
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  const noSidewaysScroll = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  describe.each([390, 1280])('at %i px', (width) => {
    const title = `Signed copy NDA ${width} ${stamp}`;
    const partnerEmail = `sam.rivera.${width}.${stamp}@example.org`;
    let signer: Page;
    let attached: Buffer;

    it('the partner signs from the mailed link', async () => {
      const { id } = await api.post<{ id: string }>('/api/documents', {
        title,
        purpose: 'Sharing classroom sensor designs',
        partnerCompany: `Bayou Robotics ${width} ${stamp}`,
        partnerContact: 'Sam Rivera',
        partnerEmail,
        content: '[COMPANY] and [PARTNER] keep shared designs confidential for [DURATION] months.',
      });
      await api.post(`/api/docusign/send/${id}`, {});
      const [invitation] = await waitForMail(partnerEmail, { timeoutMs: 60_000 });
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height: 800 },
      });
      signer = await context.newPage();
      errors.push(watchConsole(signer));
      await signer.goto(linkPathIn(invitation!, '/sign/'));
      await signer.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      await signer.getByRole('textbox', { name: 'Full name' }).fill('Sam Rivera');
      await signer.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
      await signer.getByRole('button', { name: 'Sign agreement' }).click();
      await signer.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
      await noSidewaysScroll(signer, width);
    });

    it('the completion mail carries the sealed PDF and says how to check it', async () => {
      const [mail] = await waitForMail(partnerEmail, { subject: /You signed/, timeoutMs: 60_000 });
      expect(mail!.text).toContain('is attached to this message');
      expect(mail!.text).toMatch(/https?:\/\/[^\s]+\/verify\b/);
      expect(mail!.attachments).toHaveLength(1);
      const [file] = mail!.attachments;
      expect(file!.contentType).toBe('application/pdf');
      expect(file!.filename).toMatch(/\.pdf$/);
      attached = Buffer.from(file!.base64, 'base64');
      expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const dir = mkdtempSync(join(tmpdir(), 'signed-copy-e2e-'));
      try {
        writeFileSync(join(dir, 'attached.pdf'), attached);
        expect(execFileSync('pdfsig', [join(dir, 'attached.pdf')], { encoding: 'utf8' })).toContain(
          'Signature is Valid',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('/verify, opened as the mail says, finds the attached PDF genuine', async () => {
      await signer.goto('/verify');
      await signer.getByLabel('Signed agreement (PDF)').setInputFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: attached,
      });
      await signer.getByRole('button', { name: 'Check this PDF' }).click();
      const result = signer.getByRole('region', {
        name: 'This agreement is genuine and unchanged',
      });
      await result.waitFor();
      expect(await result.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Sam Rivera, /),
      ]);
      await noSidewaysScroll(signer, width);
      await expectNoAxeViolations(signer, `/verify with the mailed copy at ${width} px`);
    });
  });
});
