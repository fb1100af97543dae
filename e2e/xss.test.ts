import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

/** Markup people might type, on purpose or not. Each must appear as text and never run. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  'javascript:window.__xss=4//',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
];
const joined = PAYLOADS.join(' | ');

describe.skipIf(!inject('hasChromium'))('text people type is shown as text, never run', () => {
  let browser: Browser;
  let page: Page;
  let shareUrl: string;
  let documentId: string;
  let errors: string[];
  const dialogs: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    errors = watchConsole(page);
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    const api = apiClient(baseUrl, headers);
    const created = await api.post<{ id: string }>('/api/documents', {
      title: `XSS check ${PAYLOADS[0]}`,
      purpose: PAYLOADS[1],
      partnerCompany: `Partner ${PAYLOADS[2]}`,
      partnerContact: PAYLOADS[3],
      partnerEmail: 'xss-check@example.org',
      content: `Clause text ${joined}`,
    });
    documentId = created.id;
    const link = await api.post<{ shareToken: string; shareUrl: string }>(
      `/api/documents/${documentId}/share`,
      { accessLevel: 'comment', expiresAt: null },
    );
    shareUrl = new URL(link.shareUrl).pathname;
    await api.post(`/api/documents/${documentId}/comments`, {
      shareToken: link.shareToken,
      authorName: `Visitor ${PAYLOADS[4]}`,
      content: joined,
    });
  });
  afterAll(() => browser?.close());

  const expectInert = async (where: string) => {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss), where).toBeUndefined();
    expect(dialogs, where).toEqual([]);
    expect(await page.locator('img[src="x"], svg[onload], iframe[srcdoc]').count(), where).toBe(0);
  };

  it('on the admin pages', async () => {
    for (const path of ['/admin', '/admin/documents', `/admin/documents/${documentId}`]) {
      await page.goto(path);
      await page.getByText('XSS check <img src=x', { exact: false }).first().waitFor();
      await expectInert(path);
    }
    await page.getByText('window.__xss=2</script>', { exact: false }).first().waitFor();
  });

  it('on the public shared view, including comments', async () => {
    await page.goto(shareUrl);
    await page.getByRole('heading', { level: 1, name: /XSS check/ }).waitFor();
    await page.getByText(`Visitor ${PAYLOADS[4]}`).first().waitFor();
    await expectInert('shared view');
    expect(errors).toEqual([]);
  });
});
