import { vi } from 'vitest';

/** A request a component sent, as the fake API saw it. */
export interface FakeRequest {
  method: string;
  /** The path without the query string, e.g. "/api/today". */
  path: string;
  /** The JSON body, parsed; undefined when the request had none. */
  body: unknown;
}

type Answer = Response | undefined;

/** A JSON answer; an undefined body answers with no body at all, as a 204 does. */
export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stands in for the API at fetch: `answer` gives the response to each request, or undefined for
 * one the test does not expect, which gets a 404 naming it so that a missing route fails loudly.
 * Every request is recorded in `asked`, in the order it was sent.
 */
export function fakeApi(answer: (request: FakeRequest) => Answer | Promise<Answer>) {
  const asked: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      asked.push(request);
      return (
        (await answer(request)) ??
        json({ message: `The fake API has no ${request.method} ${request.path}` }, 404)
      );
    }),
  );
  return { asked };
}
