import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

type EnvelopeStatus = { status: string; declineReason: string | null };

/**
 * The built-in signing page. An admin sends three NDAs for signature through the
 * API; the signer, in a browser context of their own (no login), opens each mailed link: signs
 * one by keyboard with a typed signature and downloads the PDF, declines one, signs one with a
 * drawing. Each state passes axe, and the admin API reports the outcome.
 */
describe.skipIf(withoutChromium())('built-in signing page journey', () => {
  let browser: Browser;
  let signerContext: BrowserContext;
  let signer: Page;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const stamp = Date.now();
  const ndas = {
    typed: { title: `Typed signing NDA ${stamp}`, id: '', path: '' },
    declined: { title: `Declined signing NDA ${stamp}`, id: '', path: '' },
    drawn: { title: `Drawn signing NDA ${stamp}`, id: '', path: '' },
  };

  /** Creates an NDA, sends it for signature, and returns its id and the mailed signing path. */
  async function sendNda(title: string, key: string) {
    const signerEmail = `avery.${key}.${stamp}@example.org`;
    const { id } = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'Sharing sensory-friendly classroom designs',
      partnerCompany: `Bayou Learning ${stamp}`,
      partnerContact: 'Avery Chen',
      partnerEmail: signerEmail,
      content:
        'First clause: each party keeps shared designs confidential.\n\n' +
        'Second clause: this lasts [DURATION] months.',
    });
    await api.post(`/api/docusign/send/${id}`, { signerEmail, signerName: 'Avery Chen' });
    const [invitation] = await mailsTo(api, signerEmail);
    const path = /\/sign\/[A-Za-z0-9_-]{43}\b/.exec(invitation?.text ?? '')?.[0];
    if (!path) throw new Error(`No signing link mailed to ${signerEmail}`);
    return { id, path };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    // A high-density screen, so the drawing box has to scale its bitmap to devicePixelRatio.
    signerContext = await browser.newContext({
      baseURL: baseUrl,
      acceptDownloads: true,
      deviceScaleFactor: 2,
    });
    signer = await signerContext.newPage();
    errors.push(watchConsole(signer));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    for (const [key, nda] of Object.entries(ndas))
      Object.assign(nda, await sendNda(nda.title, key));
  });
  afterAll(() => browser?.close());

  const heading1 = (name: string | RegExp) => signer.getByRole('heading', { level: 1, name });
  const focusedText = () => signer.evaluate(() => document.activeElement?.textContent ?? '');
  const statusOf = (id: string) => api.get<EnvelopeStatus>(`/api/docusign/status/${id}`);

  /** A zigzag with the mouse, as a person signs with a pointer. */
  async function drawOn(box: Locator) {
    const area = (await box.boundingBox())!;
    await signer.mouse.move(area.x + 30, area.y + area.height * 0.6);
    await signer.mouse.down();
    for (const [x, y] of [
      [120, 0.3],
      [200, 0.7],
      [300, 0.4],
    ] as const) {
      await signer.mouse.move(area.x + x, area.y + area.height * y, { steps: 8 });
    }
    await signer.mouse.up();
  }

  it('shows who asks whom to sign, and the agreement with its line breaks', async () => {
    await signer.goto(ndas.typed.path);
    await heading1(ndas.typed.title).waitFor();
    expect(await signer.title()).toContain('Sign an agreement');
    await signer.getByText('Avery Chen', { exact: true }).waitFor();
    await signer.getByText(`avery.typed.${stamp}@example.org`).waitFor();
    await signer.getByText('Sharing sensory-friendly classroom designs').waitFor();
    const agreement = signer.getByRole('region', { name: 'The agreement', exact: true });
    expect(await agreement.innerText()).toMatch(
      /keeps shared designs confidential\.\n\nSecond clause: this lasts \d+ months\./,
    );
    await expectNoAxeViolations(signer, 'signing page, typed signature');
  });

  it('lists every problem when the form is sent empty', async () => {
    await signer.getByRole('button', { name: 'Sign agreement' }).press('Enter');
    const summary = signer.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter your full name' }).waitFor();
    await summary.getByRole('link', { name: /Tick the box to agree/ }).waitFor();
    expect(await focusedText()).toContain('There is a problem');
    await expectNoAxeViolations(signer, 'signing page with errors');
  });

  it('signs with the keyboard only: typed name, Tab, Space, Enter', async () => {
    await signer.getByRole('textbox', { name: 'Full name' }).focus();
    await signer.keyboard.type('Avery Chen');
    await signer.keyboard.press('Tab');
    await signer.keyboard.type('Director');
    // Tab lands on the chosen method (typed, the default); the preview shows the name.
    await signer.keyboard.press('Tab');
    expect(await signer.getByRole('radio', { name: 'Type your signature' }).isChecked()).toBe(true);
    await signer.getByText('Preview of your signature').waitFor();
    await signer.keyboard.press('Tab');
    await signer.keyboard.press('Space');
    expect(
      await signer
        .getByRole('checkbox', { name: /sign this agreement electronically/ })
        .isChecked(),
    ).toBe(true);
    await signer.keyboard.press('Tab');
    expect(await focusedText()).toBe('Sign agreement');
    await signer.keyboard.press('Enter');

    await heading1(`You signed “${ndas.typed.title}”`).waitFor();
    expect(await focusedText()).toBe(`You signed “${ndas.typed.title}”`);
    await expectNoAxeViolations(signer, 'signed confirmation');
    expect((await statusOf(ndas.typed.id)).status).toBe('completed');
  });

  it('downloads the signed PDF', async () => {
    const link = signer.getByRole('link', { name: 'Download the signed PDF' });
    const [download] = await Promise.all([signer.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await download.failure()).toBeNull();

    const response = await signerContext.request.get(
      `${ndas.typed.path.replace('/sign/', '/api/sign/')}/download`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reopening a signed link says so and still offers the copy', async () => {
    await signer.goto(ndas.typed.path);
    await heading1(ndas.typed.title).waitFor();
    await signer.getByText('This agreement has already been signed.').waitFor();
    await signer.getByRole('link', { name: 'Download the signed PDF' }).waitFor();
    expect(await signer.getByRole('button', { name: 'Sign agreement' }).count()).toBe(0);
    await expectNoAxeViolations(signer, 'signed link reopened');
  });

  it('declines with a reason; reopening shows the closed message', async () => {
    await signer.goto(ndas.declined.path);
    await heading1(ndas.declined.title).waitFor();
    await signer.getByRole('button', { name: 'Decline to sign' }).click();
    // Focus starts in the reason box the button revealed.
    const reason = signer.getByLabel('Why are you declining?');
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await signer.getByRole('button', { name: 'Confirm decline' }).click();
    await signer.getByRole('link', { name: 'Enter a reason for declining' }).waitFor();
    await expectNoAxeViolations(signer, 'decline form with an error');
    await reason.fill('The effective date is wrong.');
    await signer.getByRole('button', { name: 'Confirm decline' }).click();

    await heading1('You declined to sign').waitFor();
    expect(await focusedText()).toBe('You declined to sign');
    await expectNoAxeViolations(signer, 'declined confirmation');
    const status = await statusOf(ndas.declined.id);
    expect(status).toMatchObject({
      status: 'declined',
      declineReason: 'The effective date is wrong.',
    });

    await signer.goto(ndas.declined.path);
    await signer.getByText('This agreement was declined, so it can no longer be signed.').waitFor();
    expect(await signer.getByRole('link', { name: 'Download the signed PDF' }).count()).toBe(0);
    await expectNoAxeViolations(signer, 'declined link reopened');
  });

  it('signs with a drawn signature', async () => {
    await signer.goto(ndas.drawn.path);
    await heading1(ndas.drawn.title).waitFor();
    await signer.getByRole('radio', { name: 'Draw your signature' }).check();
    const box = signer.getByRole('img', { name: 'Signature drawing box' });
    await box.waitFor();
    await signer.getByText(/Using a keyboard\?/).waitFor();
    await expectNoAxeViolations(signer, 'signing page, drawn signature');

    await signer.getByRole('textbox', { name: 'Full name' }).fill('Avery Chen');
    await signer.getByRole('checkbox', { name: /sign this agreement electronically/ }).check();
    await signer.getByRole('button', { name: 'Sign agreement' }).click();
    await signer
      .getByRole('link', { name: 'Draw your signature in the box, or type it instead.' })
      .waitFor();

    // The error summary took focus and scrolled the page: bring the box back into view.
    await box.scrollIntoViewIfNeeded();
    const clear = signer.getByRole('button', { name: 'Clear drawing' });
    expect(await clear.isEnabled()).toBe(false);
    await drawOn(box);
    await expect.poll(() => clear.isEnabled()).toBe(true);
    // Clear empties the box; the signature that counts is the one drawn after it.
    await clear.click();
    await expect.poll(() => clear.isEnabled()).toBe(false);
    await drawOn(box);
    await expect.poll(() => clear.isEnabled()).toBe(true);
    await signer.getByRole('button', { name: 'Sign agreement' }).click();

    await heading1(`You signed “${ndas.drawn.title}”`).waitFor();
    expect((await statusOf(ndas.drawn.id)).status).toBe('completed');
  });

  it('an unknown link says it is not valid, without console errors anywhere', async () => {
    await signer.goto(`/sign/${'A'.repeat(43)}`);
    await heading1('This link does not work').waitFor();
    await signer
      .getByText(
        'This signing link is not valid. Check that you opened the whole link from the email.',
      )
      .waitFor();
    await expectNoAxeViolations(signer, 'unknown signing link');
    for (const list of errors) expect(list).toEqual([]);
  });
});
