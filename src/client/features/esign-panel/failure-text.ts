import { readServerMessage } from '../../lib/api-error.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';

/** A "Failed to ..." toast's description (admin spec §8): the server's own words when it sent some. */
export const failureText = (error: unknown) => readServerMessage(error) ?? describeFailure(error);

/** A failure that belongs to no one field (a 409, a lost connection), for the form's summary. */
export const formLevelFailure = (error: unknown, hasFieldErrors: boolean) =>
  hasFieldErrors ? null : failureText(error);
