import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoomDetailDto } from '../src/domain/data-rooms/dtos.ts';
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
import { linkPathIn, waitForMail } from './support/mailbox.ts';

const baseUrl = laneBaseUrl();
const PHONE = { width: 390, height: 844 };

const hasPdfsig = (() => {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function boardPack(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) {
    pdf.addPage([400, 500]).drawText(`Board pack page ${page}`, { x: 30, y: 400, font, size: 14 });
  }
  return Buffer.from(await pdf.save());
}

/**
 * A data room behind a signed NDA (ADR 049): staff make a room with a strategy paper and a PDF
 * and invite an investor; the investor opens the invitation from the real SMTP server on a
 * phone, finds the room shut until they sign, signs the NDA, proves their address with the
 * mailed code, and opens a document; staff then see the sealed NDA beside the room's activity.
 */
describe.skipIf(withoutChromium())('data room: sign the NDA, then the room opens', () => {
  let browser: Browser;
  let staff: Page;
  let api: ReturnType<typeof apiClient>;
  const stamp = Date.now().toString(36);
  const roomName = `Series A diligence ${stamp}`;
  const investor = `investor.${stamp}@example.org`;
  let roomId: string;
  let roomPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await (await browser.newContext({ baseURL: baseUrl, acceptDownloads: true })).newPage();
    const { headers } = await signInThroughApi(staff, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    await api.post('/api/templates', {
      name: `Data room NDA ${stamp}`,
      content: '[COMPANY] and [PARTNER] keep everything in the data room confidential.',
    });
  });
  afterAll(() => browser?.close());

  it('staff create the room, add a paper and a PDF, and invite an investor', async () => {
    const errors = watchConsole(staff);
    await gotoHydrated(staff, '/admin/data-rooms');
    await staff.getByLabel('Room name').fill(roomName);
    await staff.getByLabel('NDA to sign first').selectOption({ label: `Data room NDA ${stamp}` });
    await staff.getByRole('button', { name: 'Create room' }).click();
    await staff.getByRole('heading', { level: 1, name: roomName }).waitFor();
    roomId = /\/admin\/data-rooms\/([0-9a-f-]{36})/.exec(staff.url())![1]!;

    await staff.getByLabel('Document').selectOption({ label: 'Healthcare Partnership Strategy' });
    await staff.getByLabel('Or a new folder').fill('Strategy');
    await staff.getByRole('button', { name: 'Add document' }).click();
    await staff.getByText('Strategy paper · Strategy').waitFor();

    await staff.getByLabel('PDF file').setInputFiles({
      name: 'board-pack.pdf',
      mimeType: 'application/pdf',
      buffer: await boardPack(),
    });
    await staff.getByLabel('Title').fill('Board pack');
    await staff.getByRole('button', { name: 'Upload PDF' }).click();
    await staff.getByText('Uploaded PDF · No folder · 2 pages').waitFor();

    await staff.getByLabel('Name', { exact: true }).fill('Ines Vidal');
    await staff.getByLabel('Email', { exact: true }).fill(investor);
    await staff.getByLabel('Organisation').fill('Vidal Capital');
    await staff.getByRole('button', { name: 'Invite', exact: true }).click();
    await staff.getByText(`Invited ${investor}`).waitFor();
    await staff.getByText('NDA sent, not signed yet').waitFor();
    await expectNoAxeViolations(staff, 'data room staff page');
    expect(errors).toEqual([]);
  });

  it('the investor finds the room shut, signs from the mail, confirms the code and opens a document', async () => {
    const [invitation] = await waitForMail(investor, {
      subject: /invited you to the data room/,
      timeoutMs: 60_000,
    });
    const [signingMail] = await waitForMail(investor, { subject: /^Please sign: NDA/ });
    roomPath = linkPathIn(invitation!, '/room/');
    const signingPath = linkPathIn(signingMail!, '/sign/');
    expect(invitation!.text).toContain(signingPath);

    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoHydrated(page, roomPath);
    await page.getByRole('heading', { level: 2, name: 'Sign the NDA first' }).waitFor();
    await expectNoAxeViolations(page, 'data room before signing, 390 px');
    expect(await checkLayout(page)).toEqual([]);

    // Before the NDA is completed, the room and each document answer 403.
    const room = await api.get<RoomDetailDto>(`/api/data-rooms/${roomId}`);
    const token = roomPath.split('/').pop()!;
    for (const path of [
      `/api/room/${token}/contents`,
      ...room.documents.map((document) => `/api/room/${token}/documents/${document.id}`),
      ...room.documents.map((document) => `/api/room/${token}/documents/${document.id}/download`),
    ]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(403);
    }

    await page.getByRole('link', { name: 'Read and sign the NDA' }).click();
    await page.waitForURL(`**${signingPath}`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ines Vidal');
    await page.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await page.getByRole('heading', { level: 1, name: /You signed/ }).waitFor();

    await gotoHydrated(page, roomPath);
    await page.getByRole('heading', { level: 2, name: 'Confirm your email address' }).waitFor();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const [codeMail] = await waitForMail(investor, { subject: /^Your code for the data room/ });
    const code = /: (\d{6})/.exec(codeMail!.text)![1]!;
    await page.getByLabel('Code from the email').fill(code);
    await page.getByRole('button', { name: 'Open the room' }).click();
    await page.getByText(`You are reading as ${investor}.`).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Strategy' }).waitFor();
    await expectNoAxeViolations(page, 'data room open, 390 px');
    expect(await checkLayout(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open: Healthcare Partnership Strategy' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Healthcare Partnership Strategy' })
      .waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await expectNoAxeViolations(page, 'data room document, 390 px');
    expect(await checkLayout(page)).toEqual([]);

    // The uploaded PDF opens as its text, read when staff uploaded it.
    await page.getByRole('button', { name: 'Back to the documents' }).click();
    await page.getByRole('button', { name: 'Open: Board pack' }).click();
    await page.getByText('Board pack page 2').waitFor();

    // The language switch: the page's own words in Spanish, the document's unchanged.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Descargar PDF' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff see the sealed NDA beside the activity, and pdfsig accepts it', async () => {
    await gotoHydrated(staff, `/admin/data-rooms/${roomId}`);
    await staff.getByText(/^NDA signed on /).waitFor();
    const activity = staff.getByRole('heading', { level: 2, name: 'Activity' }).locator('..');
    await activity.getByText(/read “Healthcare Partnership Strategy”/).waitFor();
    expect(await activity.textContent()).toContain(investor);
    await expectNoAxeViolations(staff, 'data room staff page with activity');

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Download the signed NDA of Ines Vidal' }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!hasPdfsig) return;
    const dir = mkdtempSync(join(tmpdir(), 'room-nda-'));
    try {
      const file = join(dir, 'nda.pdf');
      writeFileSync(file, pdf);
      expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain('Signature is Valid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('staff close the room, and it opens to nobody until they open it again', async () => {
    await gotoHydrated(staff, `/admin/data-rooms/${roomId}`);
    await staff.getByRole('button', { name: 'Close the room' }).click();
    const dialog = staff.getByRole('alertdialog').or(staff.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Close the room' }).click();
    await staff.getByText('This room is closed. Invitees cannot open it').waitFor();
    await expectNoAxeViolations(staff, 'a closed data room');
    const token = roomPath.split('/').pop()!;
    const gate = await (await fetch(`${baseUrl}/api/room/${token}`)).json();
    expect(gate).toMatchObject({ isOpen: false });
    await staff.getByRole('button', { name: 'Open the room again' }).click();
    await staff.getByRole('button', { name: 'Close the room' }).waitFor();
    expect(await (await fetch(`${baseUrl}/api/room/${token}`)).json()).toMatchObject({
      isOpen: true,
    });
  });
});
