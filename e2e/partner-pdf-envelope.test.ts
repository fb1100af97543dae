import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { partnerPdf } from '../tests/partner-pdf-kit.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { checkLayout } from './support/layout-checks.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const run = promisify(execFile);

/**
 * A partner's own PDF signed in one envelope with an NDA (ADR 050), end to end: staff upload a
 * three-page PDF made here and place six fields for two signers in the editor; they send the NDA
 * with it to the partner's signer and a second signer; each signs from the mail that reached the
 * real SMTP server, the second with the keyboard alone; the sealed copy is read by pdftotext,
 * qpdf and pdfsig, and one changed byte breaks its seal.
 */
describe.skipIf(withoutChromium())(
  'a partner PDF with placed fields, in an envelope with an NDA',
  () => {
    let browser: Browser;
    let admin: Page;
    let api: ReturnType<typeof apiClient>;
    let documentId: string;
    let templateId: string;
    let folder: string;
    const errors: string[][] = [];
    const stamp = Date.now();
    const title = `Hospital NDA ${stamp}`;
    const pdfName = `Business Associate Agreement ${stamp}`;
    const partnerEmail = `dana.ortiz.${stamp}@example.org`;
    const secondEmail = `lee.park.${stamp}@example.org`;

    beforeAll(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'partner-pdf-'));
      browser = await launchBrowser();
      admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      errors.push(watchConsole(admin));
      const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
      api = apiClient(baseUrl, headers);
      ({ id: documentId } = await api.post<{ id: string }>('/api/documents', {
        title,
        purpose: 'Sharing therapy-room schedules',
        partnerCompany: `Harbor Children's Hospital ${stamp}`,
        partnerContact: 'Dana Ortiz',
        partnerEmail,
        content:
          '[COMPANY] and [PARTNER] keep shared schedules confidential for [DURATION] months.',
      }));
    });
    afterAll(async () => {
      await browser?.close();
      await rm(folder, { recursive: true, force: true });
    });
    afterEach(() => expect(errors.flat()).toEqual([]));

    /** Chooses whose field and which kind, then adds it to the page with the keyboard's button. */
    async function addField(signer: 1 | 2, kind: string, page: number) {
      await admin.getByRole('radio', { name: `Signer ${signer}`, exact: true }).check();
      await admin.getByRole('radio', { name: kind, exact: true }).check();
      await admin.getByRole('button', { name: `Add to page ${page}` }).click();
    }

    it('staff upload a three-page PDF and place six fields for two signers', async () => {
      await admin.goto('/admin/pdf-templates');
      await admin.getByRole('heading', { level: 1, name: 'PDF templates' }).waitFor();
      const file = path.join(folder, 'baa.pdf');
      await writeFile(file, await partnerPdf());
      await admin.getByLabel('PDF file').setInputFiles(file);
      await admin.getByRole('textbox', { name: 'Name' }).fill(pdfName);
      await admin.getByRole('button', { name: 'Upload PDF' }).click();
      await admin.waitForURL(/\/admin\/pdf-templates\/[0-9a-f-]{36}$/);
      templateId = admin.url().split('/').pop()!;
      await admin.getByRole('button', { name: 'Add to page 3' }).waitFor();
      await admin.getByRole('img', { name: 'Page 1 of 3 of the PDF' }).waitFor();

      await admin.getByRole('button', { name: 'Add a signer' }).click();
      await addField(1, 'Signature', 1);
      await addField(1, 'Date signed', 1);
      await addField(1, 'Text', 2);
      await admin.getByRole('textbox', { name: 'Label' }).fill('Department');
      await addField(2, 'Initials', 2);
      await addField(2, 'Full name', 3);
      await addField(2, 'Checkbox', 3);
      await admin.getByRole('textbox', { name: 'Label' }).fill('I have read the privacy notice');

      // A field moves by keyboard, one snap step (4 pt) per arrow key.
      const signature = admin.getByRole('button', { name: /^Signature for Signer 1 on page 1/ });
      await signature.focus();
      await admin.keyboard.press('ArrowDown');
      await admin.keyboard.press('ArrowDown');
      await admin.getByText(/^Moved to \d+, \d+$/).waitFor();
      await expectNoAxeViolations(admin, 'PDF template editor');

      await admin.getByRole('button', { name: 'Save template' }).click();
      await admin.getByText('Template saved', { exact: true }).waitFor();
      const saved = await api.get<{ fields: { kind: string; signer: number; page: number }[] }>(
        `/api/pdf-templates/${templateId}`,
      );
      expect(
        saved.fields.map((field) => `${field.signer} ${field.kind} p${field.page}`).sort(),
      ).toEqual([
        '1 date-signed p1',
        '1 signature p1',
        '1 text p2',
        '2 checkbox p3',
        '2 full-name p3',
        '2 initials p2',
      ]);
    });

    it('staff send the NDA with the PDF to the partner and a second signer', async () => {
      await admin.goto(`/admin/documents/${documentId}/signature`);
      const panel = admin.getByRole('region', { name: 'E-signature' });
      await panel.getByRole('button', { name: 'Send for Signature' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Send for Signature' });
      await dialog.getByRole('button', { name: 'Add a person' }).click();
      const person = dialog.getByRole('group', { name: /^Person 2/ });
      await person.getByRole('textbox', { name: 'Name' }).fill('Lee Park');
      await person.getByRole('textbox', { name: 'Email' }).fill(secondEmail);
      await dialog.getByLabel('Add a PDF').selectOption(templateId);
      await dialog.getByRole('button', { name: 'Add this PDF' }).click();
      await dialog.getByText("Signer 2's fields: Lee Park").waitFor();
      await dialog.getByRole('button', { name: 'Send for Signature' }).click();
      await admin.getByText('Document Sent', { exact: true }).waitFor();
      await panel.getByText(pdfName).first().waitFor();
    });

    it('the partner fills their fields and signs from the mail', async () => {
      const [invitation] = await waitForMail(partnerEmail, {
        subject: /Please sign/,
        timeoutMs: 60_000,
      });
      expect(invitation!.text).toContain(`"${pdfName}"`);
      const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      errors.push(watchConsole(page));
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(linkPathIn(invitation!, '/sign/'));
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      await page.getByRole('img', { name: `Page 2 of 3 of ${pdfName}` }).waitFor();
      await page.getByText('1 of 1 required fields left').waitFor();
      expect(await checkLayout(page)).toEqual([]);
      await expectNoAxeViolations(page, 'signing page with placed fields');

      await page.getByRole('textbox', { name: /Department/ }).fill('Pediatric Neurology');
      await page.getByRole('textbox', { name: 'Full name' }).fill('Dana Ortiz');
      await page.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
      await page.getByRole('button', { name: 'Sign agreement' }).click();
      await page.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
    });

    /** Presses Tab until the focused element is the one `name` describes (a keyboard user's way). */
    async function tabTo(page: Page, name: RegExp) {
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return '';
          const labels = (element as HTMLInputElement).labels;
          const label = labels?.[0]?.textContent ?? '';
          return `${element.getAttribute('aria-label') ?? ''} ${label} ${element.textContent ?? ''}`;
        });
        if (name.test(focused)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    }

    it('the second signer completes every field with the keyboard alone, and signs', async () => {
      const [invitation] = await waitForMail(secondEmail, {
        subject: /Please sign/,
        timeoutMs: 60_000,
      });
      const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      errors.push(watchConsole(page));
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(linkPathIn(invitation!, '/sign/'));
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      await page.getByText('2 of 2 required fields left').waitFor();

      // "Next field" leads to the first empty required field: the initials on page 2.
      await tabTo(page, /Next field/);
      await page.keyboard.press('Enter');
      await page.keyboard.type('L.P.');
      await tabTo(page, /Next field/);
      await page.keyboard.press('Enter');
      // The privacy checkbox, ticked with the space bar.
      await page.keyboard.press('Space');
      await page.getByText('All required fields are filled in.').waitFor();
      await tabTo(page, /Full name/);
      await page.keyboard.type('Lee Park');
      await tabTo(page, /sign this agreement electronically/);
      await page.keyboard.press('Space');
      await tabTo(page, /Sign agreement/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
      await expectNoAxeViolations(page, 'signing page, signed');
    });

    it('the sealed PDF shows each value on its page, passes qpdf and pdfsig, and a changed byte breaks it', async () => {
      const mails = await waitForMail(secondEmail, { subject: /signed/i, timeoutMs: 60_000 });
      const copy = mails.find((mail) => mail.attachments.length === 2);
      expect(copy, 'a copy mail with the NDA and the PDF attached').toBeTruthy();
      const attached = copy!.attachments.find((file) => file.filename.startsWith('Business_'))!;
      const file = path.join(folder, 'signed.pdf');
      await writeFile(file, Buffer.from(attached.base64, 'base64'));

      const pageText = async (page: number) =>
        (
          await run('pdftotext', [
            '-layout',
            '-enc',
            'UTF-8',
            '-f',
            `${page}`,
            '-l',
            `${page}`,
            file,
            '-',
          ])
        ).stdout;
      expect(await pageText(1)).toContain('Dana Ortiz');
      expect(await pageText(2)).toContain('Pediatric Neurology');
      expect(await pageText(2)).toContain('L.P.');
      expect(await pageText(3)).toContain('Lee Park');
      expect(await pageText(1)).not.toContain('Pediatric Neurology');
      expect(await pageText(3)).not.toContain('Pediatric Neurology');

      await run('qpdf', ['--check', file]);
      // The NDA beside it carries the one certificate, naming the PDF and its sealed copy's SHA-256.
      const nda = copy!.attachments.find((one) => one !== attached)!;
      const ndaFile = path.join(folder, 'nda.pdf');
      await writeFile(ndaFile, Buffer.from(nda.base64, 'base64'));
      const certificate = (await run('pdftotext', ['-enc', 'UTF-8', ndaFile, '-'])).stdout;
      expect(certificate).toContain('Documents in this envelope');
      expect(certificate).toContain(
        createHash('sha256').update(Buffer.from(attached.base64, 'base64')).digest('hex'),
      );
      expect((await run('pdfsig', [ndaFile])).stdout).toContain('Signature is Valid');
      expect((await run('pdfsig', [file])).stdout).toContain('Signature is Valid');

      const bytes = Buffer.from(attached.base64, 'base64');
      // A byte the seal covers: the middle of a small file may be the signature's own padding.
      const covered = bytes.indexOf('/Type') + 1;
      bytes[covered] = bytes[covered]! ^ 1;
      const changed = path.join(folder, 'changed.pdf');
      await writeFile(changed, bytes);
      const broken = await run('pdfsig', [changed]).then(
        (result) => result.stdout,
        (error: { stdout?: string }) => error.stdout ?? '',
      );
      expect(broken).not.toContain('Signature is Valid');
    });
  },
);
