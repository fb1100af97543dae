import type { Page } from 'playwright-core';
import type { apiClient } from './api.ts';
import { anotherVisitorAddress } from './visitor-address.ts';

type Signed = { token: string; user: unknown };

/** Keeps a session the way the sign-in form does: the token and the user in localStorage. */
async function storeSession(page: Page, signed: Signed) {
  await page.goto('/');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('adminToken', storedToken);
      localStorage.setItem('adminUser', storedUser);
    },
    [signed.token, JSON.stringify(signed.user)] as const,
  );
  return { token: signed.token, headers: { authorization: `Bearer ${signed.token}` } };
}

async function logIn(baseUrl: string, username: string, password: string, visitor?: string) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Signed;
}

/**
 * Signs in through the API and stores the session the way the sign-in form does (admin spec §4),
 * so journeys that are not about signing in start on the page they test. The form itself is
 * covered by e2e/sign-in.test.ts.
 */
export async function signInThroughApi(page: Page, baseUrl: string, password: string) {
  return storeSession(page, await logIn(baseUrl, 'admin', password));
}

/**
 * A colleague of their own for a journey: an owner adds them with these roles and a password,
 * and they are signed in on `page` as signInThroughApi does (from a visitor address of their own,
 * so the sign-in limit of the test runner's address is not spent).
 */
export async function signInAsNewColleague(
  page: Page,
  baseUrl: string,
  owner: ReturnType<typeof apiClient>,
  colleague: { username: string; name: string; password: string; roles: string[] },
) {
  const { username, password } = colleague;
  await owner.post('/api/users', { ...colleague, email: `${username}@example.org` });
  return storeSession(page, await logIn(baseUrl, username, password, anotherVisitorAddress()));
}
/** Collects console errors and page crashes; HTTP error answers the app expects do not count. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
