import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SUBMITTED_TITLE,
  noRankingMessage,
  rankingMessage,
} from '../src/domain/content/enrollment.ts';
import { LINK_REQUEST_ANSWER } from '../src/domain/content/enrollment-messages.ts';
import {
  INVITATION,
  LINK_REQUEST,
  positionMessage,
} from '../src/domain/content/waiting-list-status.ts';
import { ENROLLMENT_PREFILL_KEY } from '../src/client/lib/enrollment-prefill.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  LINK_EMAILED_AGAIN_MESSAGE,
  UNKNOWN_STATUS_LINK_MESSAGE,
} from '../src/domain/waiting-list/waiting-list.ts';
import { PRIORITY_REASON_MESSAGE } from '../src/domain/waiting-list/schemas.ts';
import type {
  WaitingListListEntryDto,
  WaitingListPageDto,
} from '../src/domain/waiting-list/dtos.ts';
import type { Campus } from '../src/domain/waiting-list/waiting-list.ts';
import { formatContactDay, invitationContactBy } from '../src/domain/waiting-list/invitation.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';
import { mailsTo } from './support/outbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

const baseUrl = laneBaseUrl();

/**
 * The waiting list end to end: a family joins the K-12 and the Bridge list, sees the exact toasts,
 * gets the mail and opens the private status link; a bad email shows the inline error and the
 * summary with focus; an admin filters, changes a status with a reason, exports CSV and deletes.
 *
 * The server allows 10 submissions per IP an hour and every request here comes from 127.0.0.1,
 * so this file sends exactly 3 (K-12, Bridge, the K-12 one again); invalid forms never leave the
 * browser. The only other e2e file that submits it, xss.test.ts, sends 1. "Email me my link" has
 * its own limit (10 an hour per IP): this file asks once, spanish-pages.test.ts once.
 */
describe.skipIf(withoutChromium())('enrollment journey', () => {
  let browser: Browser;
  let family: Page;
  let admin: Page;
  let api: ReturnType<typeof apiClient>;
  const errors: string[][] = [];
  const stamp = Date.now().toString(36);
  const k12 = {
    firstName: 'Maya',
    lastName: `Rivera ${stamp}`,
    email: `maya.${stamp}@example.org`,
  };
  const bridge = {
    firstName: 'Jordan',
    lastName: `Okafor ${stamp}`,
    email: `jordan.${stamp}@example.org`,
  };
  const expected: Partial<Record<Campus, { position: number; total: number }>> = {};
  const statusPaths: Partial<Record<Campus, string>> = {};
  /** The K-12 confirmation's link, replaced when the same student applied again. */
  let replacedK12Path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    family = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    admin = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    errors.push(watchConsole(admin), watchConsole(family));
    const { headers } = await signInThroughApi(admin, baseUrl, inject('adminPassword'));
    api = apiClient(baseUrl, headers);
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  /** A new, priority-1 entry goes to the end of its campus's active entries. */
  async function expectedRanking(campus: Campus) {
    const page = await api.get<WaitingListPageDto>('/api/waiting-list?pageSize=1');
    const active = page.counts.byCampus.find((row) => row.campus === campus)?.active ?? 0;
    return { position: active + 1, total: active + 1 };
  }

  async function findEntry(lastName: string): Promise<WaitingListListEntryDto> {
    const query = new URLSearchParams({ search: lastName });
    const page = await api.get<WaitingListPageDto>(`/api/waiting-list?${query.toString()}`);
    expect(page.entries).toHaveLength(1);
    return page.entries[0]!;
  }

  /** The prerendered tabs work only once React has taken over the page. */
  async function openEnrollment() {
    await gotoHydrated(family, '/enrollment');
    await family.getByRole('heading', { level: 1, name: 'Join the waiting list' }).waitFor();
    await family.waitForFunction(() => {
      const tab = document.querySelector('[role="tab"]');
      return tab !== null && Object.keys(tab).some((key) => key.startsWith('__reactProps'));
    });
  }

  const tab = (name: string) => family.getByRole('tab', { name, exact: true });
  const panel = (campus: Campus) =>
    family.getByRole('tabpanel', { name: campus === 'k12' ? 'K-12 Campus' : 'Bridge Campus' });
  const toastItem = () => family.locator('[role="region"][aria-label^="Notifications"] li');
  const isFocused = (selector: string) =>
    family.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);

  it('shows the inline error and a focused summary for a bad email, losing nothing typed', async () => {
    await openEnrollment();
    expect(await tab('K-12 Campus').getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(family, 'enrollment page, K-12 tab');

    const form = panel('k12');
    await form.getByLabel('Student’s first name').fill(k12.firstName);
    await form.getByLabel('Student’s last name').fill(k12.lastName);
    await form.getByLabel('Email address').fill('maya-at-example.org');
    await form.getByRole('button', { name: 'Continue' }).click();

    const message = 'Enter a valid email address, like name@example.org';
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect.poll(() => isFocused('[role="alert"]')).toBe(true);
    expect(await summary.getByRole('link', { name: message }).count()).toBe(1);
    const email = form.getByLabel('Email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
    const errorText = await family.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent).join(' '),
      describedBy,
    );
    expect(errorText).toContain(message);
    expect(await form.getByLabel('Student’s first name').inputValue()).toBe(k12.firstName);
    await expectNoAxeViolations(family, 'enrollment page, K-12 tab with errors');

    // The summary link takes the reader to the field.
    await summary.getByRole('link', { name: message }).click();
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);

    // Arrow keys move between the tabs; the other form has its own fields and errors.
    await tab('K-12 Campus').focus();
    await family.keyboard.press('ArrowRight');
    // The tab lives in the URL (?campus=), so the switch lands after a client-side navigation.
    await expect.poll(() => tab('Bridge Campus').getAttribute('aria-selected')).toBe('true');
    expect(await panel('k12').isVisible()).toBe(false);
    const bridgeForm = panel('bridge');
    await bridgeForm.getByRole('button', { name: 'Continue' }).click();
    await bridgeForm.getByRole('link', { name: "Enter the student's first name" }).waitFor();
    expect(await bridgeForm.getByLabel('Emergency contact (optional)').count()).toBe(1);
    expect(await bridgeForm.getByLabel('Parent or guardian’s name (optional)').count()).toBe(0);
    await expectNoAxeViolations(family, 'enrollment page, Bridge tab with errors');

    await tab('Bridge Campus').focus();
    await family.keyboard.press('ArrowLeft');
    await expect.poll(() => tab('K-12 Campus').getAttribute('aria-selected')).toBe('true');
    expect(await panel('k12').getByLabel('Email address').inputValue()).toBe('maya-at-example.org');
  });

  it('a family joins the K-12 list and sees its place; only that form empties', async () => {
    expected.k12 = await expectedRanking('k12');
    // Something typed in the other tab must survive this tab's success.
    await tab('Bridge Campus').click();
    await panel('bridge').getByLabel('Student’s first name').fill(bridge.firstName);
    await tab('K-12 Campus').click();

    const form = panel('k12');
    await form.getByLabel('Email address').fill(k12.email);
    await form.getByLabel('Parent or guardian’s name (optional)').fill('Ana Rivera');
    await form.getByLabel('Grade level (optional)').selectOption({ label: '3rd grade' });
    await form
      .getByLabel('When would the student like to start? (optional)')
      .selectOption({ label: 'Fall 2027' });
    await form
      .getByLabel('Learning needs and support (optional)')
      .fill('Dyslexia; audiobooks help.');
    await form
      .getByLabel('How did you hear about us? (optional)')
      .selectOption({ label: 'A teacher, therapist or doctor' });

    // Hold the answer back a moment to see the pending state.
    await family.route('**/api/waiting-list', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // The answers to check, as chosen, each with a "Change" link back to its field.
    await form.getByRole('button', { name: 'Continue' }).click();
    const check = form.getByRole('heading', {
      name: 'Check your answers before you send the application',
    });
    await check.waitFor();
    await expect
      .poll(() => check.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await form.getByText('3rd grade', { exact: true }).waitFor();
    await form.getByText('Fall 2027', { exact: true }).waitFor();
    expect(await form.getByText('Not given', { exact: true }).count()).toBe(2);
    await expectNoAxeViolations(family, 'enrollment page, check your answers');
    await form.getByRole('link', { name: 'Change Parent or guardian’s name (optional)' }).click();
    const parent = form.getByLabel('Parent or guardian’s name (optional)');
    expect(await parent.evaluate((element) => element === document.activeElement)).toBe(true);
    await parent.fill('Ana M. Rivera');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('Ana M. Rivera', { exact: true }).waitFor();

    await form.getByRole('button', { name: 'Submit application' }).click();
    const pending = form.getByRole('button', { name: 'Submitting...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);

    const { position, total } = expected.k12;
    await toastItem()
      .getByText(rankingMessage('k12', position, total))
      .waitFor();
    expect(await toastItem().getByText(SUBMITTED_TITLE, { exact: true }).count()).toBe(1);
    await family.unroute('**/api/waiting-list');
    expect(rankingMessage('k12', position, total)).toBe(
      `You are #${position} of ${total} applicants for K-12 Campus (NovaLearn Academy). Priority families receive early enrollment invitations.`,
    );

    expect(await form.getByLabel('Student’s first name').inputValue()).toBe('');
    expect(await form.getByLabel('Email address').inputValue()).toBe('');
    await form.getByRole('heading', { name: 'Thank you. Your application is in.' }).waitFor();
    await tab('Bridge Campus').click();
    expect(await panel('bridge').getByLabel('Student’s first name').inputValue()).toBe(
      bridge.firstName,
    );
  });

  it('a student joins the Bridge list', async () => {
    expected.bridge = await expectedRanking('bridge');
    const form = panel('bridge');
    await form.getByLabel('Student’s last name').fill(bridge.lastName);
    await form.getByLabel('Email address').fill(bridge.email);
    await form.getByLabel('Emergency contact (optional)').fill('Chi Okafor, 555-0100');
    await form
      .getByLabel('Program of interest (optional)')
      .selectOption({ label: 'Pharmaceutical systems' });
    await form
      .getByLabel('How did you hear about us? (optional)')
      .selectOption({ label: 'A college fair' });
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Submit application' }).click();

    const { position, total } = expected.bridge;
    await toastItem()
      .getByText(
        `You are #${position} of ${total} applicants for Bridge Campus (Nexus STEM College). Priority families receive early enrollment invitations.`,
      )
      .waitFor();
    expect(await toastItem().getByText(SUBMITTED_TITLE, { exact: true }).count()).toBe(1);
    expect(noRankingMessage('bridge')).toBe(
      "Thank you for your interest in Bridge Campus (Nexus STEM College). We'll contact you soon with next steps.",
    );
    await expectNoAxeViolations(family, 'enrollment page after a submission');
  });

  it('says "You are already on our list" without the place when the same student applies again', async () => {
    await tab('K-12 Campus').click();
    const form = panel('k12');
    await form.getByLabel('Student’s first name').fill(k12.firstName.toUpperCase());
    await form.getByLabel('Student’s last name').fill(k12.lastName);
    await form.getByLabel('Email address').fill(k12.email);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Submit application' }).click();
    await toastItem().getByText(ALREADY_REGISTERED_MESSAGE, { exact: true }).waitFor();
    const { position, total } = expected.k12!;
    await form.getByRole('heading', { name: ALREADY_REGISTERED_MESSAGE }).waitFor();
    await form.getByText(LINK_EMAILED_AGAIN_MESSAGE, { exact: true }).waitFor();
    // Anyone who knows the name and the address could send the form: the place is not shown.
    expect(await family.getByText(rankingMessage('k12', position, total)).count()).toBe(0);
    await expectNoAxeViolations(family, 'enrollment page after a repeated form');
  });

  it('mails the family a private status link that shows the place on the list', async () => {
    const linkIn = (text: string) => /\/waiting-list\/status\/[\w-]+/.exec(text)?.[0];
    for (const [campus, student] of [
      ['k12', k12],
      ['bridge', bridge],
    ] as const) {
      // Newest first: a confirmation per new entry; the repeated K-12 form mailed a new link.
      const mails = await mailsTo(api, student.email);
      expect(mails).toHaveLength(campus === 'k12' ? 2 : 1);
      const confirmation = mails.at(-1)!;
      const { position, total } = expected[campus]!;
      expect(confirmation.text).toContain(`number ${position} of ${total}`);
      expect(confirmation.text).not.toContain('Dyslexia');
      const path = linkIn(mails[0]!.text);
      expect(path).toBeDefined();
      statusPaths[campus] = path!;
      if (campus === 'k12') {
        expect(mails[0]!.subject).toBe('Your private link for the K-12 Campus (NovaLearn Academy)');
        replacedK12Path = linkIn(confirmation.text)!;
        expect(replacedK12Path).not.toBe(path);
        // Both mails left: the mail server received the confirmation and then the new link.
        const arrived = await waitForMail(student.email, { count: 2 });
        expect(arrived.map((mail) => linkPathIn(mail, '/waiting-list/status/'))).toEqual([
          replacedK12Path,
          path,
        ]);
      }
    }

    await gotoHydrated(family, statusPaths.k12!);
    await family
      .getByRole('heading', { level: 1, name: 'Your place on the waiting list' })
      .waitFor();
    const { position, total } = expected.k12!;
    await family.getByText(positionMessage(position, total), { exact: true }).waitFor();
    expect(positionMessage(position, total)).toBe(
      `You are number ${position} of ${total} on the waiting list`,
    );
    for (const text of [k12.firstName, 'K-12 Campus (NovaLearn Academy)', 'Waiting']) {
      await family.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await family.getByText(k12.lastName).count()).toBe(0);
    // The same address the mails give: mail comes from a no-reply sender.
    await family
      .getByText(/^Questions\? Write to \S+@\S+ and our admissions team will answer\.$/)
      .waitFor();
    expect(await family.locator('meta[name="robots"]').getAttribute('content')).toContain(
      'noindex',
    );
    await expectNoAxeViolations(family, 'waiting-list status page');
  });

  it('lets the family withdraw after confirming, and rejects an unknown or replaced link', async () => {
    await gotoHydrated(family, statusPaths.bridge!);
    await family.getByRole('button', { name: 'Withdraw from the waiting list' }).click();
    const dialog = family.getByRole('dialog', { name: 'Withdraw from the waiting list?' });
    await dialog.waitFor();
    await expectNoAxeViolations(family, 'withdraw dialog');
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
    await dialog.waitFor({ state: 'detached' });
    await family.getByText('Withdrawn', { exact: true }).first().waitFor();
    expect(await family.getByText(/^You are number/).count()).toBe(0);
    expect((await findEntry(bridge.lastName)).status).toBe('withdrawn');

    for (const path of ['/waiting-list/status/not-a-real-token', replacedK12Path]) {
      await gotoHydrated(family, path);
      await family.getByText(UNKNOWN_STATUS_LINK_MESSAGE, { exact: true }).waitFor();
    }
  });

  it('lets a family with a replaced link ask for a new one by email ("Email me my link")', async () => {
    await gotoHydrated(family, replacedK12Path);
    await family.getByText(UNKNOWN_STATUS_LINK_MESSAGE, { exact: true }).waitFor();
    const section = family.getByRole('region', { name: LINK_REQUEST.title });
    await section.waitFor();
    await expectNoAxeViolations(family, 'status page with a replaced link');

    // A typo is caught by the shared schema before anything is sent.
    const email = section.getByLabel(LINK_REQUEST.emailLabel);
    await email.fill('maya-at-example.org');
    await section.getByRole('button', { name: LINK_REQUEST.submit }).click();
    const message = 'Enter a valid email address, like name@example.org';
    await section.getByRole('link', { name: message }).waitFor();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(family, '"Email me my link" with an error');

    const before = (await mailsTo(api, k12.email)).length;
    // The family types the address as they remember it; case does not matter.
    await email.fill(k12.email.toUpperCase());
    await section.getByRole('button', { name: LINK_REQUEST.submit }).click();
    const answer = section.getByRole('status');
    await answer.getByText(LINK_REQUEST_ANSWER, { exact: true }).waitFor();
    await expect
      .poll(() => answer.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectNoAxeViolations(family, '"Email me my link" answered');

    // The new mail's link opens the application; the newest link is the only one that works.
    const mails = await mailsTo(api, k12.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('Your new private link for the K-12 Campus (NovaLearn Academy)');
    const fresh = /\/waiting-list\/status\/[\w-]+/.exec(mails[0]!.text)?.[0];
    expect(fresh).toBeDefined();
    await gotoHydrated(family, fresh!);
    await family.getByText(positionMessage(expected.k12!.position, expected.k12!.total)).waitFor();
    await gotoHydrated(family, statusPaths.k12!);
    await family.getByText(UNKNOWN_STATUS_LINK_MESSAGE, { exact: true }).waitFor();
    statusPaths.k12 = fresh!;
  });

  it('opens the tab named in the link and keeps text handed over by the pathway planner', async () => {
    await openEnrollment();
    const summary = 'Pathway: Computer science, Engineering design. Supports: quiet room.';
    await family.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      ENROLLMENT_PREFILL_KEY,
      JSON.stringify({ campus: 'k12', additionalInfo: summary }),
    ] as const);
    await gotoHydrated(family, '/enrollment?campus=bridge');
    await expect.poll(() => tab('Bridge Campus').getAttribute('aria-selected')).toBe('true');
    await tab('K-12 Campus').click();
    expect(new URL(family.url()).searchParams.get('campus')).toBe('k12');
    const additionalInfo = panel('k12').getByLabel('Anything else we should know? (optional)');
    await expect.poll(() => additionalInfo.inputValue()).toBe(summary);
    // Taken once: a reload starts with an empty form.
    expect(
      await family.evaluate((key) => sessionStorage.getItem(key), ENROLLMENT_PREFILL_KEY),
    ).toBeNull();
  });

  it('an admin filters the list, changes a status and priority with a reason', async () => {
    await gotoHydrated(admin, '/admin/waiting-list');
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Waiting List' })
      .waitFor();
    await admin.getByRole('heading', { level: 1, name: 'Waiting List' }).waitFor();
    await admin.getByRole('table', { name: 'Waiting list entries' }).waitFor();
    expect(await admin.getByRole('img', { name: /^Waiting per campus/ }).count()).toBe(1);
    await expectNoAxeViolations(admin, 'admin waiting list');

    // The list's own filter: the seats form above it has a Campus field too.
    await admin
      .getByRole('search', { name: 'Filter the waiting list' })
      .getByLabel('Campus', { exact: true })
      .selectOption({ label: 'K-12 Campus' });
    await admin.getByLabel('Search', { exact: true }).fill(k12.lastName);
    await admin.getByText('1 entry found.', { exact: true }).waitFor();
    const rows = admin.getByRole('table', { name: 'Waiting list entries' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.locator('td').first().textContent()).toBe(String(expected.k12!.position));
    expect(await row.textContent()).toContain('3rd grade');
    expect(new URL(admin.url()).searchParams.get('campus')).toBe('k12');
    await expectNoAxeViolations(admin, 'admin waiting list, filtered');

    await row.getByRole('link', { name: `${k12.firstName} ${k12.lastName}` }).click();
    await admin
      .getByRole('heading', { level: 1, name: `${k12.firstName} ${k12.lastName}` })
      .waitFor();
    await admin.getByText('Dyslexia; audiobooks help.').waitFor();
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Invited to enroll' });
    await admin.getByLabel('Priority', { exact: true }).fill('3');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    const reason = admin.getByLabel('Reason for the change');
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByText(PRIORITY_REASON_MESSAGE).count()).toBe(2);
    await expectNoAxeViolations(admin, 'waiting-list entry with an error');

    await reason.fill('Sibling already enrolled');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Entry updated', { exact: true }).waitFor();
    await admin.getByText('Reason: Sibling already enrolled').waitFor();
    // The history says what changed, old → new.
    const history = admin.getByRole('listitem').filter({ hasText: 'Reason: Sibling already' });
    await history.getByText(/^Status: Waiting →\s*to\s*Invited to enroll$/).waitFor();
    await history.getByText(/^Priority: 1 →\s*to\s*3$/).waitFor();
    const entry = await findEntry(k12.lastName);
    expect(entry).toMatchObject({ status: 'invited', priority: 3, position: null });
    await expectNoAxeViolations(admin, 'waiting-list entry with its history');
  });

  it('tells the invited family what happens now, by when and whom to contact', async () => {
    await gotoHydrated(family, statusPaths.k12!);
    const next = family.getByRole('region', { name: INVITATION.title });
    await next.waitFor();
    // Counted from the invitation, as the invitation mail counts it.
    const day = formatContactDay(invitationContactBy(new Date()), 'en-US');
    await next
      .getByText(
        new RegExp(`^If you have not heard from us by ${day}, write to \\S+@\\S+ or call .+\\.$`),
      )
      .waitFor();
    const [invitation] = await mailsTo(api, k12.email);
    expect(invitation!.subject).toBe('Invitation to enroll at the K-12 Campus (NovaLearn Academy)');
    expect(invitation!.text).toContain(`If you have not heard from us by ${day}, write to`);
    await expectNoAxeViolations(family, 'status page of an invited family');
  });

  it('an admin exports the filtered list as CSV, student needs only when ticked', async () => {
    await gotoHydrated(
      admin,
      `/admin/waiting-list?campus=k12&search=${encodeURIComponent(k12.lastName)}`,
    );
    await admin.getByText('1 entry found.', { exact: true }).waitFor();
    await admin.getByLabel('Include student needs').check();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waiting-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header!.split(',').slice(0, 7)).toEqual([
      'position',
      'campus',
      'status',
      'priority',
      'firstName',
      'lastName',
      'email',
    ]);
    expect(header).toContain('studentNeeds');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(k12.email);
    expect(lines[0]).toContain('Dyslexia; audiobooks help.');
  });

  it('an admin deletes an entry after confirming', async () => {
    const entry = await findEntry(bridge.lastName);
    await gotoHydrated(admin, `/admin/waiting-list/${entry.id}`);
    await admin.getByRole('button', { name: 'Delete entry' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete entry' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Waiting List' }).waitFor();
    await admin.getByText('Entry deleted', { exact: true }).waitFor();
    await expect(api.get(`/api/waiting-list/${entry.id}`)).rejects.toThrow(/404/);
  });
});
