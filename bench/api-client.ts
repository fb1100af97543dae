import { BENCH_ADMIN } from './app-server.ts';

async function call<T>(url: string, init: RequestInit & { token?: string }): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Signs in through the real login endpoint, as the admin area does. */
export async function signIn(baseUrl: string): Promise<string> {
  const { token } = await call<{ token: string }>(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    body: JSON.stringify(BENCH_ADMIN),
  });
  return token;
}

/**
 * A view link to the newest document, made through the share dialog's endpoint, and the visitor
 * pass its first view gives a device (ADR 049): the shared-view scenario is a reader coming back,
 * as a browser sends its pass on every later view.
 */
export async function createShareLink(
  baseUrl: string,
  token: string,
): Promise<{ shareToken: string; visitorPass: string }> {
  const [document] = await call<{ id: string }[]>(`${baseUrl}/api/documents?limit=1`, { token });
  if (!document) throw new Error('The generated data set has no documents.');
  const link = await call<{ shareToken: string }>(`${baseUrl}/api/documents/${document.id}/share`, {
    method: 'POST',
    token,
    body: JSON.stringify({ accessLevel: 'view' }),
  });
  const view = await call<{ visitorPass: string | null }>(
    `${baseUrl}/api/shared/${link.shareToken}`,
    {},
  );
  if (!view.visitorPass) throw new Error('The first view of an open link gave no visitor pass.');
  return { shareToken: link.shareToken, visitorPass: view.visitorPass };
}
