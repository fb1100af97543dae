import { AppError } from '../../../http/app-error.ts';

export type FetchFunction = typeof fetch;
export type DocusignRequestInit = {
  method: string;
  headers?: Record<string, string>;
  body?: string;
};

/** A DocuSign call that hangs must not hold an admin's request (and a worker) for minutes. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One HTTP call to DocuSign. Failures that are nobody's input error become AppErrors a person can
 * act on: unreachable, too slow, or DocuSign's rate limit (429, with the Retry-After it gave).
 */
export async function callDocusign(options: {
  fetch: FetchFunction;
  url: string;
  init: DocusignRequestInit;
}): Promise<Response> {
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      ...options.init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new AppError(504, 'DocuSign did not answer in time. Please try again in a moment.');
    }
    throw new AppError(
      502,
      "Could not reach DocuSign. Check the server's internet connection and DOCUSIGN_AUTH_SERVER, then try again.",
    );
  }
  if (response.status === 429) {
    await response.body?.cancel();
    const retryAfter = response.headers.get('retry-after');
    throw new AppError(503, 'DocuSign is busy; try again in a minute.', {
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
    });
  }
  return response;
}
