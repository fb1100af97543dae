import {
  SUBMISSION_FAILED_TITLE,
  SUBMITTED_TITLE,
  failureMessage,
} from '../../../domain/content/enrollment.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  type WaitingListSubmissionDto,
} from '../../../domain/waiting-list-schemas.ts';
import type { Campus } from '../../../domain/waiting-list.ts';
import { isNetworkError, readServerMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/use-toast.ts';
import { submissionMessage } from './submission-result.tsx';

/** Public spec §8: the success toast, or "already on the list" for a repeated application. */
export function toastSubmitted(campus: Campus, result: WaitingListSubmissionDto): void {
  toast({
    title: result.alreadyRegistered ? ALREADY_REGISTERED_MESSAGE : SUBMITTED_TITLE,
    description: submissionMessage(campus, result),
  });
}

/**
 * The server's own words ("Too many applications ... try again after 3:15 PM"), without the
 * final full stop, because the spec's sentence adds its own after it.
 */
export function describeSubmissionError(error: unknown): string {
  if (isNetworkError(error)) return 'Unable to connect to server';
  const message =
    readServerMessage(error) ?? (error instanceof Error ? error.message : 'Unknown error');
  return message.trim().replace(/\.+$/, '');
}

/** Public spec §8: "Error: {message}. Please check all required fields and try again." */
export function toastSubmissionFailed(error: unknown): void {
  toast({
    variant: 'destructive',
    title: SUBMISSION_FAILED_TITLE,
    description: failureMessage(describeSubmissionError(error)),
  });
}
