import { API_PREFIX } from '../../domain/common/organisation.ts';
import { isAdminPath } from './admin-paths.ts';
import { clearStoredSession, readStoredToken } from './session-storage.ts';

/**
 * Request conventions of admin spec §7 and the error format of §8. Every call in the client goes
 * through here so the rules hold everywhere.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one request with the shared conventions and returns the raw Response, OK or not:
 * cookies always; a JSON content type only when there is a JSON body; the admin token only to
 * our API. A FormData body (a file upload) goes as it is: the browser writes its own multipart
 * content type with the boundary.
 */
export function sendRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  /** More headers, e.g. a share-link visitor's pass. */
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  const isFormData = typeof FormData !== 'undefined' && data instanceof FormData;
  const hasJsonBody = data !== undefined && !isFormData;
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  const token = readStoredToken();
  if (token && url.includes(API_PREFIX)) headers.Authorization = `Bearer ${token}`;

  return fetch(url, {
    method,
    headers,
    body: isFormData ? data : hasJsonBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
}

/** Any non-OK answer becomes `Error("<status>: <body text or status text>")`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/**
 * A 401 while a token is stored means the server no longer accepts that session: forget it, and
 * reload admin pages so the sign-in gate takes over instead of showing a half-broken screen.
 */
export function forgetSessionOnUnauthorized(res: Response): void {
  if (res.status !== 401 || !readStoredToken()) return;
  clearStoredSession();
  if (isAdminPath(window.location.pathname)) window.location.reload();
}

/** The one way the client calls the API for writes. Resolves only for OK answers. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const res = await sendRequest(method, url, data, extraHeaders);
  forgetSessionOnUnauthorized(res);
  await throwIfResNotOk(res);
  return res;
}
