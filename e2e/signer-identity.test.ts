import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();

/**
 * A signer's identity before signing (ADR 049): the admin ticks "Confirm each signer's identity"
 * when sending; the partner opens the mailed link, asks for the code, reads it from the mail that
 * reached the real SMTP server, types it, and only then signs. The sealed PDF's certificate says
 * how they proved who they are.
 */
describe.skipIf(withoutChromium())('a signer confirms a mailed code before signing', () => {
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let admin: Page;
  const errors: string[][] = [];
  const stamp = Date.now();
  const title = `Coded NDA ${stamp}`;
  const partnerEmail = `riley.code.${stamp}@example.org`;
  let documentId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(admin));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    ({ id: documentId } = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'Sharing sensory-room designs',
      partnerCompany: `Prairie Labs ${stamp}`,
      partnerContact: 'Riley Code',
      partnerEmail,
      content: '[COMPANY] and [PARTNER] keep shared designs confidential for [DURATION] months.',
    }));
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.flat()).toEqual([]));

  it('the admin asks for the code when sending', async () => {
    await admin.goto(`/admin/documents/${documentId}/signature`);
    const panel = admin.getByRole('region', { name: 'E-signature' });
    await panel.getByRole('button', { name: 'Send for Signature' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send for Signature' });
    const check = dialog.getByRole('checkbox', {
      name: "Confirm each signer's identity with a code sent by email",
    });
    expect(await check.isChecked()).toBe(false);
    await check.check();
    await dialog.getByRole('button', { name: 'Send for Signature' }).click();
    await admin.getByText('Document Sent', { exact: true }).waitFor();
    await panel.getByText('A code sent by email to each signer, before signing').waitFor();
  });

  it('the partner types the code from the mail, then signs', async () => {
    const [invitation] = await waitForMail(partnerEmail, {
      subject: /Please sign/,
      timeoutMs: 60_000,
    });
    const signer = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(signer));
    await signer.goto(linkPathIn(invitation!, '/sign/'));
    await signer.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    await signer.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(await signer.getByRole('button', { name: 'Sign agreement' }).count()).toBe(0);
    await expectNoAxeViolations(signer, 'signing page, code step');

    await signer.getByRole('button', { name: 'Send the code' }).click();
    await signer.getByText(/We sent a code to r•••@example\.org/).waitFor();
    const [codeMail] = await waitForMail(partnerEmail, {
      subject: /Your code to sign/,
      timeoutMs: 60_000,
    });
    const code = /^(\d{6})$/m.exec(codeMail!.text)?.[1];
    expect(code, 'the code in the mail').toBeTruthy();

    await signer.getByRole('textbox', { name: /Code from the email/ }).fill(code!);
    await signer.getByRole('button', { name: 'Confirm' }).click();
    await signer.getByText('You confirmed it is you, so you can sign now.').waitFor();
    await expectNoAxeViolations(signer, 'signing page, code confirmed');

    await signer.getByRole('textbox', { name: 'Full name' }).fill('Riley Code');
    await signer.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await signer.getByRole('button', { name: 'Sign agreement' }).click();
    await signer.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();
  });

  it('the sealed PDF says the signer confirmed a mailed code', async () => {
    const [mail] = await waitForMail(partnerEmail, { subject: /You signed/, timeoutMs: 60_000 });
    const [file] = mail!.attachments;
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: Buffer.from(file!.base64, 'base64'),
    })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'Identity check: Email link and a one-time code mailed to this address, confirmed',
    );
  });
});
