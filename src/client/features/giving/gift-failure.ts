import type { GivingContent } from '../../../domain/content/modules.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { fieldOfPath, type MessageTranslator } from '../../lib/use-form-errors.ts';
import { GIFT_FIELDS } from './gift-values.ts';

/**
 * The server's field messages, by form field. The server names a nested field by its path
 * ("tribute.name"); the form shows it where the schema check in the browser does (fieldOfPath).
 */
export function serverFieldMessages(
  error: unknown,
  translate: MessageTranslator,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, message] of Object.entries(readFieldErrors(error))) {
    const field = fieldOfPath(GIFT_FIELDS, path.split('.'));
    messages[field] ??= translate(field, 'server', message);
  }
  return messages;
}

/**
 * A failure that belongs to no field. Without a connection nothing was sent, and the donor is
 * told exactly that, not to check fields that are fine.
 */
export function describeGiftFailure(giving: GivingContent, error: unknown): string {
  if (isNetworkError(error)) return giving.NETWORK_FAILURE;
  return giving.refusalMessage(readErrorStatus(error), readServerMessage(error));
}
