import { isNetworkError, readServerMessage } from './api-error.ts';

/**
 * The words beside an item whose action failed: the server's own reason when it gave one (a 409
 * says why the reminder cannot go), else what was not done and what to try. `notDone` is the
 * sentence saying what did not happen: "The reminder was not sent."
 * (lib/use-form-errors.ts `describeFailure` words a toast's description instead.)
 */
export function notDoneWords(notDone: string, error: unknown): string {
  const serverMessage = readServerMessage(error);
  if (serverMessage) return serverMessage;
  if (isNetworkError(error)) {
    return `${notDone} The server could not be reached; check the connection and try again.`;
  }
  return `${notDone} Please try again.`;
}
