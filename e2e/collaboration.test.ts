import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

type Link = { id: string; shareToken: string; shareUrl: string };

/**
 * Sharing end to end: an admin shares a comment link and an edit link; a recipient in a separate
 * browser context (no login) reads, comments and edits; the admin sees the comment, the activity
 * and the redline; a view-only link has no form; a deactivated link shows Access Denied.
 */
describe.skipIf(withoutChromium())('sharing and collaboration journey', () => {
  let browser: Browser;
  let admin: Page;
  let recipientContext: BrowserContext;
  let recipient: Page;
  let api: ReturnType<typeof apiClient>;
  let documentId: string;
  const links: Record<'view' | 'comment' | 'edit', Link> = {} as never;
  const errors: string[][] = [];
  const title = `Hospital data-sharing NDA ${Date.now()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    recipientContext = await browser.newContext({ baseURL: baseUrl });
    recipient = await recipientContext.newPage();
    errors.push(watchConsole(admin), watchConsole(recipient));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
    const created = await api.post<{ id: string }>('/api/documents', {
      title,
      purpose: 'Sharing anonymised therapy outcomes',
      partnerCompany: 'Gulf Coast Pediatrics',
      partnerContact: 'Dr. Lee',
      partnerEmail: 'lee@example.org',
      content: 'Each party keeps shared records confidential for [DURATION] months.',
    });
    documentId = created.id;
    await api.post(`/api/documents/${documentId}/send`);
    for (const level of ['view', 'comment', 'edit'] as const) {
      links[level] = await api.post<Link>(`/api/documents/${documentId}/share`, {
        accessLevel: level,
        expiresAt: null,
      });
    }
  });
  afterAll(() => browser?.close());

  const open = (page: Page, link: Link) => page.goto(new URL(link.shareUrl).pathname);

  it('the admin creates a link in the Advanced Sharing dialog', async () => {
    await admin.goto('/admin/documents');
    await admin.getByRole('button', { name: `Share ${title}` }).click();
    await admin.getByRole('menuitem', { name: 'Advanced Sharing' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Advanced Sharing' });
    await dialog.getByLabel('Access level').selectOption('comment');
    await dialog.getByLabel('Expires after').selectOption('7');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await admin.getByText('Share link created', { exact: true }).waitFor();
    expect(await dialog.getByLabel('New link').inputValue()).toMatch(/\/shared\/[\w-]{43}$/);
    await expectNoAxeViolations(admin, 'Advanced Sharing dialog');
  });

  it('a view-only link shows the document without a comment form', async () => {
    await open(recipient, links.view);
    await recipient.getByRole('heading', { level: 1, name: title }).waitFor();
    await recipient.getByText('This link does not allow comments.').waitFor();
    expect(await recipient.getByLabel('Comment', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(recipient, 'shared view, view link');
  });

  it('the recipient comments through a comment link; only the comment field clears', async () => {
    await open(recipient, links.comment);
    await recipient.getByRole('heading', { level: 1, name: title }).waitFor();
    await recipient.getByText('Gulf Coast Pediatrics').first().waitFor();
    await recipient.getByRole('button', { name: 'Post Comment' }).click();
    await recipient.getByText('Please enter your name and comment', { exact: true }).waitFor();
    await recipient.getByLabel('Your name').fill('Dr. Lee');
    await recipient.getByLabel('Email (optional)').fill('lee@example.org');
    await recipient
      .getByLabel('Comment', { exact: true })
      .fill('Please add a data-retention clause.');
    await recipient.getByRole('button', { name: 'Post Comment' }).click();
    await recipient.getByText('Comment added', { exact: true }).waitFor();
    await recipient.getByText('Please add a data-retention clause.').first().waitFor();
    expect(await recipient.getByLabel('Comment', { exact: true }).inputValue()).toBe('');
    expect(await recipient.getByLabel('Your name').inputValue()).toBe('Dr. Lee');
    await expectNoAxeViolations(recipient, 'shared view, comment link');
  });

  it('the recipient edits the text through an edit link', async () => {
    await open(recipient, links.edit);
    await recipient.getByRole('heading', { name: 'Edit the agreement' }).waitFor();
    await recipient.getByLabel('Your name').fill('Dr. Lee');
    const editor = recipient.getByLabel('Agreement text');
    await editor.fill(
      'Each party keeps shared records confidential for [DURATION] months. ' +
        'Records are deleted after 24 months.',
    );
    await recipient.getByRole('button', { name: 'Save changes' }).click();
    await recipient.getByText('Changes saved', { exact: true }).waitFor();
    await recipient.getByText('Records are deleted after 24 months.').first().waitFor();
    await expectNoAxeViolations(recipient, 'shared view, edit link');
  });

  it('the admin sees the comment, the activity and the redline', async () => {
    // Comments and versions are tabs of the document page, each at its own address.
    await admin.goto(`/admin/documents/${documentId}/comments`);
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.getByText('Please add a data-retention clause.').first().waitFor();
    const collaboration = admin.getByRole('region', { name: 'Collaboration Center' });
    await collaboration
      .getByText(/Dr\. Lee/)
      .first()
      .waitFor();
    await admin
      .getByRole('navigation', { name: 'Document sections' })
      .getByRole('link', { name: 'Versions' })
      .click();
    const compare = admin.getByRole('region', { name: 'Compare versions' });
    await compare.getByText(/changes? from version 1 to version 2/).waitFor();
    const added = (await compare.locator('ins').allTextContents()).join('');
    expect(added).toContain('Records are deleted after 24 months.');
    await expectNoAxeViolations(admin, 'document detail with versions');
  });

  it('a deactivated link shows Access Denied, which passes axe', async () => {
    await api.delete(`/api/share-links/${links.comment.id}`);
    await open(recipient, links.comment);
    await recipient.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await recipient
      .getByText('This document link is invalid, expired, or has been deactivated.')
      .waitFor();
    await recipient.getByRole('link', { name: 'Go to Home' }).waitFor();
    await expectNoAxeViolations(recipient, 'shared view, access denied');
    for (const list of errors) expect(list).toEqual([]);
  });
});
