import { AppError } from '../../../http/app-error.ts';
import { describeRetry } from '../../rate-limits/rate-limits.service.ts';

export type FetchFunction = typeof fetch;
export type DocusignRequestInit = {
  method: string;
  headers?: Record<string, string>;
  body?: string;
};

/** A DocuSign call that hangs must not hold an admin's request (and a worker) for minutes. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The burst limit counts calls per 30 seconds and sends no reset time. */
const BURST_WAIT_SECONDS = 30;
const DEFAULT_WAIT_SECONDS = 60;

/**
 * DocuSign's call limits (hourly per account, burst, per-envelope polling and updates). They come
 * with HTTP 429 or, for the per-envelope ones, HTTP 400 — so they are known by their error code.
 */
const LIMIT_ERROR_CODE = /^(HOURLY|BURST)_[A-Z_]*LIMIT_EXCEEDED$/;

export const isLimitErrorCode = (errorCode: string) => LIMIT_ERROR_CODE.test(errorCode);

/**
 * How long to wait: until X-RateLimit-Reset (the Unix time the hourly count starts again; DocuSign
 * documents no Retry-After), else 30 s for the burst limit, else a Retry-After if one came, else a
 * minute.
 */
function secondsToWait(response: Response, errorCode: string | undefined, now: Date): number {
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset * 1000 > now.getTime()) {
    return Math.ceil((reset * 1000 - now.getTime()) / 1000);
  }
  if (errorCode?.startsWith('BURST_')) return BURST_WAIT_SECONDS;
  const retryAfter = Number(response.headers.get('retry-after'));
  return Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_WAIT_SECONDS;
}

/** The error code of a DocuSign error answer, read from a copy so the answer stays readable. */
async function peekErrorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = (body as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : undefined;
}

/**
 * One HTTP call to DocuSign. Failures that are nobody's input error become AppErrors a person can
 * act on: unreachable, too slow, or one of DocuSign's call limits reached (503 with Retry-After).
 */
export async function callDocusign(options: {
  fetch: FetchFunction;
  url: string;
  init: DocusignRequestInit;
  now: () => Date;
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
  if (response.status !== 429 && response.status !== 400) return response;
  const errorCode = await peekErrorCode(response);
  if (response.status === 400 && !(errorCode && isLimitErrorCode(errorCode))) return response;
  await response.body?.cancel();
  const now = options.now();
  const seconds = secondsToWait(response, errorCode, now);
  const wait = describeRetry(new Date(now.getTime() + seconds * 1000), now);
  throw new AppError(
    503,
    `DocuSign's limit on requests has been reached; try again in ${wait.text}.`,
    { headers: { 'retry-after': String(wait.seconds) } },
  );
}
