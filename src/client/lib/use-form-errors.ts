import { useCallback, useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { isNetworkError, readServerMessage } from './api-error.ts';
import { readFieldErrors } from './api-fields.ts';

/**
 * A field's message from the field, zod's issue code (or 'server'), the original words and, for
 * a value too long or too large, the limit (so a translation can say it, as the English does).
 */
export type MessageTranslator = (
  field: string,
  code: string,
  message: string,
  limit?: number,
) => string;
const keepMessage: MessageTranslator = (_field, _code, message) => message;

/**
 * Error state of one form: messages next to fields, the error summary (with focus moved to it on
 * every failed attempt), from the shared zod schema before sending and from the server's
 * `fieldErrors` after. `fields` lists the form's fields in screen order, which is also the order
 * of the summary. `summary` is ready to spread into ui/error-summary.tsx.
 */
export function useFormErrors<Field extends string>(
  fields: readonly Field[],
  /** Rewrites each message, e.g. in the page's language (ADR 012); the schema's words otherwise. */
  translate: MessageTranslator = keepMessage,
) {
  const baseId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);

  const fieldId = useCallback((field: Field) => `${baseId}-${field}`, [baseId]);

  const show = useCallback(
    (next: Record<string, string>) => {
      const known: Partial<Record<Field, string>> = {};
      for (const field of fields) if (next[field]) known[field] = next[field];
      setErrors(known);
      setAttempt((count) => count + 1);
      return Object.keys(known).length > 0;
    },
    [fields],
  );

  /**
   * Takes one field's message away once the person has put it right (a box now ticked), from
   * beside the field and from the summary, without waiting for the next attempt.
   */
  const clear = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** Parses `values` with `schema`; shows its messages and returns null when they are invalid. */
  function validate<Schema extends z.ZodType>(schema: Schema, values: unknown) {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data as z.output<Schema>;
    }
    const messages: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = fieldOfPath(fields, issue.path.map(String));
      const limit = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
      messages[field] ??= translate(field, issue.code, issue.message, limit);
    }
    show(messages);
    return null;
  }

  /** Shows the server's field messages, if the error has any for this form's fields. */
  const showServerErrors = useCallback(
    (error: unknown) => {
      const messages = Object.entries(readFieldErrors(error)).map(
        ([field, message]) => [field, translate(field, 'server', message)] as const,
      );
      return show(Object.fromEntries(messages));
    },
    [show, translate],
  );

  const summary = useMemo(
    () => ({
      errors: fields.flatMap((field): { fieldId: string; message: string }[] => {
        const message = errors[field];
        return message ? [{ fieldId: fieldId(field), message }] : [];
      }),
      focusKey: attempt,
    }),
    [fields, errors, fieldId, attempt],
  );

  return { errors, fieldId, validate, show, clear, showServerErrors, summary };
}

/**
 * The form field an error belongs to: the whole path when the form has a field by that name
 * ("tribute.notify.email"), else the field the path starts with ("tribute.name" → "tribute").
 */
export function fieldOfPath(fields: readonly string[], path: readonly string[]): string {
  const whole = path.join('.');
  return fields.includes(whole) ? whole : (path[0] ?? '');
}

/** The description of a "Failed to ..." toast: the server's words when it sent some. */
export function describeFailure(error: unknown): string {
  if (isNetworkError(error)) return 'Unable to connect to server';
  if (Object.keys(readFieldErrors(error)).length > 0) {
    return 'Please correct the fields marked in the form.';
  }
  return readServerMessage(error) ?? 'Please try again.';
}
