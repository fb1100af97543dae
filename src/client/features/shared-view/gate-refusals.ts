import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import type { SharedViewCopy } from './shared-view-copy.tsx';

/**
 * Why a gate step was refused, in the page's language. The English page shows the server's own
 * sentence (a wrong code, the wait after too many tries); other languages say the known ones by
 * status, never by reading the English.
 */
export function describeGateRefusal(
  error: unknown,
  { locale, words }: SharedViewCopy,
  { field, wrong }: { field: string; wrong: string },
): string {
  const status = readErrorStatus(error);
  if (locale === 'en') {
    const sentence = readFieldErrors(error)[field] ?? readServerMessage(error);
    if (sentence && status !== null && status < 500) return sentence;
  }
  if (status === 400) return wrong;
  if (status === 403) return words.GATE.email.notAllowed;
  if (status === 404 || status === 401) return words.REFUSALS.linkInvalid;
  if (status === 429) return words.GATE.tooMany;
  return words.GATE.failed;
}
