import type { Page } from 'playwright-core';

/**
 * Signs in through the API and stores the session the way the sign-in form does (admin spec §4),
 * so journeys that are not about signing in start on the page they test. The form itself is
 * covered by e2e/sign-in.test.ts.
 */
export async function signInThroughApi(page: Page, baseUrl: string, password: string) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('adminToken', storedToken);
      localStorage.setItem('adminUser', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { token, headers: { authorization: `Bearer ${token}` } };
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
