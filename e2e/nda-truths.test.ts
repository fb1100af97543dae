import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDto } from '../src/domain/documents/dtos.ts';
import type { ShareLinkDto } from '../src/domain/sharing/dtos.ts';
import type { TemplateDto } from '../src/domain/templates/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * Every claim true, in a real browser on the built server: the default
 * template is preselected, every placeholder is filled on the shared view, the signing page and
 * its mail name the same time in the organisation's time zone, deactivating, revoking and
 * deleting ask first, and a partner with NDAs can be archived and restored.
 */
describe.skipIf(withoutChromium())('every claim true', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let errors: string[];
  const stamp = Date.now();
  const signerEmail = `dana.${stamp}@example.org`;
  let document: DocumentDto;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl });
    page = await context.newPage();
    errors = watchConsole(page);
    const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    document = await api.post<DocumentDto>('/api/documents', {
      title: `Truthful NDA ${stamp}`,
      purpose: 'plan a joint robotics lab',
      partnerCompany: `Bayou Truth ${stamp}`,
      partnerContact: 'Dana Ortiz',
      partnerEmail: signerEmail,
      effectiveDate: '2026-03-08',
      duration: 18,
      content: '[COMPANY] and [PARTNER] agree from [EFFECTIVE_DATE] for [DURATION] months.',
    });
  });
  afterAll(() => browser?.close());

  it('opens Create NDA with the default template chosen and its text filled in', async () => {
    const templates = await api.get<TemplateDto[]>('/api/templates');
    const fallback = templates.find((template) => template.isDefault)!;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create from Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await expect
      .poll(() => dialog.getByLabel('Template (optional)').inputValue())
      .toBe(fallback.id);
    expect(await dialog.getByLabel('Content').inputValue()).toBe(fallback.content);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the partner the agreement with every placeholder filled in', async () => {
    const link = await api.post<ShareLinkDto>(`/api/documents/${document.id}/share`, {
      accessLevel: 'view',
    });
    const partner = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const partnerErrors = watchConsole(partner);
    await partner.goto(`/shared/${link.shareToken}`);
    const agreement = partner.getByRole('region', { name: 'Agreement' });
    await agreement.getByText(/agree from Mar 8, 2026 for 18 months\./).waitFor();
    expect(await agreement.innerText()).not.toMatch(/\[[A-Z_]+\]/);
    expect(await agreement.innerText()).toContain(`Bayou Truth ${stamp}`);
    expect(partnerErrors).toEqual([]);
    await partner.context().close();
  });

  it('gives the signing page and its mail the same sign-by time, with CST or CDT', async () => {
    await api.post(`/api/docusign/send/${document.id}`, {});
    const [invitation] = await mailsTo(api, signerEmail);
    const mailed = /The link works until (.+? C[SD]T)\./.exec(invitation!.text)?.[1];
    expect(mailed).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T$/);
    const path = /\/sign\/[A-Za-z0-9_-]{43}\b/.exec(invitation!.text)![0];
    const signer = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    await signer.goto(path);
    await signer.getByRole('heading', { level: 1, name: document.title }).waitFor();
    await signer.getByText(mailed!, { exact: true }).waitFor();
    await signer.context().close();

    // The admin's page tells its times the same way.
    await page.goto(`/admin/documents/${document.id}`);
    await page.getByRole('heading', { level: 1, name: document.title }).waitFor();
    await page
      .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T$/)
      .first()
      .waitFor();
  });

  it('asks before deactivating a link and before revoking access', async () => {
    const draft = await api.post<DocumentDto>('/api/documents', {
      title: `Confirm first NDA ${stamp}`,
      partnerId: document.partnerId,
      content: 'Both parties keep shared information confidential.',
    });
    await api.post(`/api/documents/${draft.id}/share`, { accessLevel: 'view' });
    await api.post(`/api/documents/${draft.id}/share`, { accessLevel: 'comment' });
    await page.goto(`/admin/documents/${draft.id}`);
    await page.getByRole('heading', { level: 1, name: draft.title }).waitFor();

    await page.getByRole('button', { name: /^Share/ }).click();
    await page.getByRole('menuitem', { name: 'Advanced Sharing' }).click();
    const sharing = page.getByRole('dialog', { name: 'Advanced Sharing' });
    await sharing.getByRole('button', { name: /^Deactivate View link/ }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate this link?' });
    await deactivate.waitFor();
    await expectNoAxeViolations(page, 'deactivate confirmation');
    await deactivate.getByRole('button', { name: 'Cancel' }).click();
    expect(await sharing.getByText('Active', { exact: true }).count()).toBe(2);
    await sharing.getByRole('button', { name: /^Deactivate View link/ }).click();
    await deactivate.getByRole('button', { name: 'Deactivate link' }).click();
    await page.getByText('Share link deactivated', { exact: true }).waitFor();
    await expect.poll(() => sharing.getByText('Active', { exact: true }).count()).toBe(1);
    await sharing.getByRole('button', { name: 'Close', exact: true }).click();

    // Revoking is in the Collaboration Center, on the Comments & activity tab.
    await page
      .getByRole('navigation', { name: 'Document sections' })
      .getByRole('link', { name: 'Comments & activity' })
      .click();
    await page.getByRole('button', { name: /^Revoke Comment link/ }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke access?' });
    await revoke.waitFor();
    await revoke.getByRole('button', { name: 'Revoke access' }).click();
    await page.getByText('Access Revoked', { exact: true }).waitFor();
    await page.getByText('No links are active.', { exact: true }).waitFor();
  });

  it('asks before deleting a draft, then deletes it', async () => {
    const draft = await api.post<DocumentDto>('/api/documents', {
      title: `Deleted draft NDA ${stamp}`,
      partnerId: document.partnerId,
      content: 'Both parties keep shared information confidential.',
    });
    await page.goto(`/admin/documents/${draft.id}`);
    await page.getByRole('button', { name: 'Delete draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.waitFor();
    // Cancel has the focus, so Enter straight away deletes nothing.
    expect(await page.evaluate(() => window.document.activeElement?.textContent)).toBe('Cancel');
    await expectNoAxeViolations(page, 'delete draft confirmation');
    await confirm.getByRole('button', { name: 'Delete draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Documents' }).waitFor();
    await page.getByText('Draft deleted', { exact: true }).waitFor();
    const left = await api.get<unknown[]>(`/api/documents?q=${encodeURIComponent(draft.title)}`);
    expect(left).toEqual([]);
  });

  it('archives a partner with NDAs and restores it from its page', async () => {
    const company = `Bayou Truth ${stamp}`;
    await page.goto(`/admin/partners/${document.partnerId}`);
    await page.getByRole('heading', { level: 1, name: company }).waitFor();
    await page.getByRole('button', { name: 'Archive Partner' }).click();
    await page.getByText('Partner Archived', { exact: true }).waitFor();
    await page.getByText('Archived', { exact: true }).waitFor();
    await page.getByRole('link', { name: document.title }).waitFor();
    await expectNoAxeViolations(page, 'archived partner');

    // Gone from the Create NDA picker.
    await page.goto('/admin/create');
    const dialog = page.getByRole('dialog', { name: 'Create NDA' });
    await dialog.waitFor();
    const picker = dialog.getByLabel('Existing partner');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(2);
    expect(await picker.locator('option').allTextContents()).not.toContain(company);

    // Listed with the archived partners, and restored from its page.
    await page.goto('/admin/partners');
    await page
      .getByRole('region', { name: 'Archived partners' })
      .getByRole('link', { name: company })
      .click();
    await page.getByRole('button', { name: 'Restore Partner' }).click();
    await page.getByText('Partner Restored', { exact: true }).waitFor();
    expect(await page.getByText('Archived', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
