import { anotherVisitorAddress } from './visitor-address.ts';

/**
 * A small client for the real API, for setting up journeys (admin actions done outside the UI).
 * Each client is its own visitor, so set-up never spends the per-address limits of the public
 * forms that the journeys themselves test.
 */
export function apiClient(baseUrl: string, headers: Record<string, string>) {
  const sent = { 'x-forwarded-for': anotherVisitorAddress(), ...headers };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? sent : { ...sent, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    delete: (path: string) => call<void>('DELETE', path),
    /** A multipart upload (fetch writes the boundary into the content type). */
    upload: async <T>(path: string, form: FormData): Promise<T> => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: sent,
        body: form,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
  };
}
