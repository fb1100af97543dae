import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { expectNoAxeViolations, launchBrowser, withoutChromium } from './support/browser.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';
import { laneBaseUrl } from './support/lanes.ts';

/**
 * Passkeys belong to a domain name, never to an IP address, and the server's PUBLIC_URL (the
 * relying party) is http://localhost:<port>: these journeys use that address.
 */
const baseUrl = laneBaseUrl().replace('127.0.0.1', 'localhost');
const adminPassword = inject('adminPassword');

/**
 * Sign-in beyond the password (ADR 018): an owner invites a fundraising colleague by email; the
 * colleague sets a password from the mail as it reached the SMTP server, adds a passkey (Chromium's
 * virtual authenticator), signs in with it, and sees only the CRM; then the authenticator app and
 * its recovery codes.
 */
describe.skipIf(withoutChromium())('staff sign-in: invitations, passkeys, codes', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const found of errors.splice(0)) expect(found).toEqual([]);
    for (const context of contexts.splice(0)) await context.close();
  });

  async function newPage() {
    const context = await browser.newContext({ baseURL: baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    // 401 answers to wrong codes are expected; the app shows them itself.
    errors.push(watchConsole(page));
    return page;
  }

  /** A platform authenticator that always verifies the user, as a fingerprint reader would. */
  async function addVirtualAuthenticator(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  }

  async function signInWithPassword(page: Page, username: string, password: string) {
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

  it('invites a colleague who sets a password from the mail, adds a passkey and signs in with it', async () => {
    const username = `giver${Date.now()}`;
    const email = `${username}@example.org`;
    const password = 'my own long password for work';

    const owner = await newPage();
    await signInThroughApi(owner, baseUrl, adminPassword);
    await owner.goto('/admin/settings/admin-accounts');
    await owner.getByRole('button', { name: 'Add admin' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add admin' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Full name').fill('Ada Giver');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('checkbox', { name: 'Fundraising' }).check();
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    await owner
      .getByText(`Invitation sent to ${email}. The link works for 72 hours.`)
      .first()
      .waitFor();

    // The mail as it arrived at the SMTP server, and the link in it.
    const [mail] = await waitForMail(email, { subject: /invited/ });
    expect(mail!.text).toContain(`Your username is: ${username}`);
    const link = linkPathIn(mail!, '/set-password/');

    const colleague = await newPage();
    await colleague.goto(link);
    await colleague.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await colleague
      .getByText(`Hello Ada Giver. Your username is "${username}".`, { exact: false })
      .waitFor();
    await expectNoAxeViolations(colleague, 'set-password page');
    await colleague.getByLabel('New password', { exact: true }).fill(password);
    await colleague.getByLabel('New password again').fill(password);
    await colleague.getByRole('button', { name: 'Set password' }).click();
    await colleague.getByRole('heading', { name: 'Your password is set' }).waitFor();

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'This link no longer works' }).waitFor();

    await colleague.getByRole('link', { name: 'Go to sign in' }).click();
    await signInWithPassword(colleague, username, password);
    await adminNav(colleague).waitFor();

    await addVirtualAuthenticator(colleague);
    await colleague.goto('/admin/settings/account');
    await colleague.getByLabel('Name for the new passkey').fill('Test laptop');
    await colleague.getByRole('button', { name: 'Add a passkey' }).click();
    await colleague.getByText('"Test laptop" can now sign you in.').first().waitFor();
    await colleague.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop').waitFor();
    await expectNoAxeViolations(colleague, 'account security settings');

    await signOut(colleague);
    await colleague.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await adminNav(colleague).waitFor();
    const links = await adminNav(colleague).getByRole('link').allTextContents();
    expect(links).toEqual(['Dashboard', 'Today', 'CRM', 'Learning Platform', 'Settings']);

    await colleague.goto('/admin/waiting-list');
    await colleague
      .getByRole('heading', { level: 1, name: "You don't have access to this page" })
      .waitFor();

    // Signed-in devices: this one is marked, and the passkey sign-in is listed.
    await colleague.goto('/admin/settings/account');
    const devices = colleague.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
  });

  it('signs in with an authenticator code after the password, and takes each recovery code once', async () => {
    const username = `coder${Date.now()}`;
    const password = 'another long password here';
    const owner = await signInThroughApi(await newPage(), baseUrl, adminPassword);
    const created = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        name: 'Cody Coder',
        email: `${username}@example.org`,
        password,
        roles: ['viewer'],
      }),
    });
    expect(created.status).toBe(201);

    const page = await newPage();
    await page.goto('/admin');
    await signInWithPassword(page, username, password);
    await adminNav(page).waitFor();
    await page.goto('/admin/settings/account');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = Secret.fromBase32((await page.getByTestId('totp-secret').textContent())!);
    await page.getByLabel('Code from the app').fill(TOTP.generate({ secret }));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('The authenticator app is on. Recovery codes left: 10 of 10.').waitFor();

    // Password, then a wrong code: refused, with what to do.
    await signOut(page);
    await signInWithPassword(page, username, password);
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    await expectNoAxeViolations(page, 'second step');
    const rightNext = TOTP.generate({ secret, timestamp: Date.now() + 30_000 });
    await page.getByLabel('Code').fill(rightNext === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code is not right.', { exact: false }).first().waitFor();
    // The code of the next 30 seconds: the one that turned the app on cannot be used twice.
    await page.getByLabel('Code').fill(rightNext);
    await page.getByRole('button', { name: 'Continue' }).click();
    await adminNav(page).waitFor();

    // A recovery code signs in once.
    await signOut(page);
    await signInWithPassword(page, username, password);
    await page.getByLabel('Code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await adminNav(page).waitFor();
    await signOut(page);
    await signInWithPassword(page, username, password);
    await page.getByLabel('Code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code is not right.', { exact: false }).first().waitFor();
    expect(await adminNav(page).count()).toBe(0);
  });

  it('answers "Forgot password?" the same way for any address', async () => {
    const page = await newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel('Email').fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('If a staff account uses that address', { exact: false }).waitFor();
  });
});
