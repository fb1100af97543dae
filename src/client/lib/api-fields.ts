import { readErrorStatus } from './api-error.ts';

/** Server field errors, field name → first message (from a 400 `{ message, fieldErrors }` body). */
export type FieldErrors = Record<string, string>;

/**
 * Reads `fieldErrors` from an apiRequest error ("400: {json}") so a form can show the server's
 * messages next to its fields. Accepts `{ field: "message" }` and `{ field: ["message", ...] }`.
 * Returns an empty object for any other error.
 */
export function readFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof Error) || readErrorStatus(error) === null) return {};
  try {
    const parsed: unknown = JSON.parse(error.message.slice('000: '.length));
    if (typeof parsed !== 'object' || parsed === null || !('fieldErrors' in parsed)) return {};
    const { fieldErrors } = parsed;
    if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};

    const result: FieldErrors = {};
    for (const [field, value] of Object.entries(fieldErrors)) {
      const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
      if (typeof message === 'string' && message.trim() !== '') result[field] = message;
    }
    return result;
  } catch {
    return {};
  }
}

/** True when the error carries at least one field error. */
export const hasFieldErrors = (error: unknown) => Object.keys(readFieldErrors(error)).length > 0;
