import { UNKNOWN_STATUS_LINK_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import type { EnrollmentCopy } from './enrollment-copy.tsx';

/**
 * What to tell the family when a papers request fails. The server answers in the language of the
 * application, so its message is shown as it is; a link that stopped working (a newer one was
 * mailed) gets the status page's own words, and a lost connection or a fault of ours the
 * section's "try again".
 */
export function describePaperError(copy: EnrollmentCopy, error: unknown): string {
  const failed = copy.papers?.PAPER_MESSAGES.failed ?? copy.status.STATUS_LOAD_FAILED;
  const status = readErrorStatus(error);
  const message = readServerMessage(error);
  if (status === 404 && (message === null || message === UNKNOWN_STATUS_LINK_MESSAGE)) {
    return copy.messages.UNKNOWN_STATUS_LINK;
  }
  if (status === null || status >= 500 || !message) return failed;
  return message;
}
