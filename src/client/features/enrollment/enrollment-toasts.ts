import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/use-toast.ts';
import type { EnrollmentCopy } from './enrollment-copy.tsx';
import { submissionMessage } from './submission-result.tsx';

/** Public spec §8: the success toast, or "already on the list" for a repeated application. */
export function toastSubmitted(
  copy: EnrollmentCopy,
  campus: Campus,
  result: WaitingListSubmissionDto,
): void {
  toast({
    title: result.alreadyRegistered
      ? copy.messages.ALREADY_REGISTERED
      : copy.enrollment.SUBMITTED_TITLE,
    description: submissionMessage(copy, campus, result),
  });
}

/**
 * The server's own words ("Too many applications ... try again after 3:15 PM"), without the
 * final full stop, because the spec's sentence adds its own after it.
 */
export function describeSubmissionError(copy: EnrollmentCopy, error: unknown): string {
  const { NETWORK_ERROR, UNKNOWN_ERROR, serverErrorMessage } = copy.messages;
  if (isNetworkError(error)) return NETWORK_ERROR;
  const message = serverErrorMessage(
    readErrorStatus(error) ?? undefined,
    readServerMessage(error) ?? (error instanceof Error ? error.message : UNKNOWN_ERROR),
  );
  return message.trim().replace(/\.+$/, '');
}

/** Public spec §8: "Error: {message}. Please check all required fields and try again." */
export function toastSubmissionFailed(copy: EnrollmentCopy, error: unknown): void {
  // The spec's sentence stays word for word; when the connection failed, the plain reason and
  // what to do follow it, as "check all required fields" would send a parent to the wrong place.
  const spec = copy.enrollment.failureMessage(describeSubmissionError(copy, error));
  toast({
    variant: 'destructive',
    title: copy.enrollment.SUBMISSION_FAILED_TITLE,
    description: isNetworkError(error) ? `${spec} ${copy.enrollment.NETWORK_FAILURE_HELP}` : spec,
  });
}
