import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import type { VerifyCopy, VerifyWords } from './verify-copy.ts';

type CheckFailure = keyof VerifyWords['CHECK_FAILURES'];

/** The refusals of POST /api/verify-signed-agreement, by status. */
const FAILURE_BY_STATUS: Record<number, CheckFailure> = {
  400: 'unreadable',
  413: 'tooLarge',
  415: 'notPdf',
  422: 'tooComplex',
  429: 'tooMany',
  503: 'unavailable',
};

/**
 * Why a check did not happen, in the page's language. The server words its refusals in English:
 * the English page shows its sentence as it is (it names the wait or the limit); other languages
 * say the known refusals by their status, never by reading the English.
 */
export function describeCheckFailure(error: unknown, { locale, words }: VerifyCopy): string {
  const failures = words.CHECK_FAILURES;
  if (isNetworkError(error)) return failures.network;
  const serverMessage = locale === 'en' ? readServerMessage(error) : null;
  if (serverMessage) return serverMessage;
  return failures[FAILURE_BY_STATUS[readErrorStatus(error) ?? 0] ?? 'unknown'];
}
