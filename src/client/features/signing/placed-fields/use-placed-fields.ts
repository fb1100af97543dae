import { useCallback, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningDocumentDto } from '../../../../domain/esign/dtos.ts';
import type { FieldValueInput } from '../../../../domain/esign/placed-fields.ts';
import { readFieldErrors } from '../../../lib/api-fields.ts';
import type { FieldErrorItem } from '../../../ui/error-summary.tsx';
import {
  fieldControlId,
  nextFieldToFill,
  ownFieldsInOrder,
  problemOf,
  requiredToFill,
  takesValue,
  valueOf,
  type FieldValue,
  type FieldValues,
  type OwnField,
} from './own-fields.ts';

/** What the signing form needs from the placed fields to send them and show their problems. */
export interface PlacedFieldsForm {
  /** Marks every refused field; returns the values to send, or null when one is refused. */
  check: () => FieldValueInput[] | null;
  /** Shows the server's messages for these fields; true when it had any. */
  showServerErrors: (error: unknown) => boolean;
  /** The fields' problems in page order, for the form's error summary. */
  summaryErrors: FieldErrorItem[];
  setFullName: (fullName: string) => void;
}

/**
 * The values the signer gives their own fields on the envelope's PDFs, the problems shown beside
 * them, and where "Next field" goes. The page keeps it, because the fields sit above the signing
 * form and the initials follow the full name typed in it.
 */
export function usePlacedFields(documents: readonly SigningDocumentDto[], language: Locale) {
  const fields = useMemo(() => ownFieldsInOrder(documents), [documents]);
  const [values, setValues] = useState<FieldValues>({});
  const [fullName, setFullName] = useState('');
  // Field key → the server's message, or '' for a problem the page finds itself. Messages are
  // worked out when shown, so switching the language switches them too.
  const [marked, setMarked] = useState<Readonly<Record<string, string>>>({});
  const lastFocused = useRef<string | null>(null);

  const current = useCallback(
    (field: OwnField) => valueOf(field, values, fullName),
    [values, fullName],
  );

  const errorOf = useCallback(
    (field: OwnField): string | undefined => {
      const server = marked[field.key];
      if (server === undefined) return undefined;
      return problemOf(field, current(field), language) ?? (server || undefined);
    },
    [marked, current, language],
  );

  const setValue = useCallback(
    (field: OwnField, value: FieldValue) => {
      setValues((before) => ({ ...before, [field.key]: value }));
      // Once put right, a field's message goes at once, beside it and from the summary; it comes
      // back only with the next attempt, as the signing form's own messages do.
      if (problemOf(field, value, language) !== null) return;
      setMarked((before) => {
        if (before[field.key] === undefined) return before;
        const rest = { ...before };
        delete rest[field.key];
        return rest;
      });
    },
    [language],
  );

  const isLeft = useCallback(
    (field: OwnField) => problemOf(field, current(field), language) !== null,
    [current, language],
  );
  const required = requiredToFill(fields);

  const check = (): FieldValueInput[] | null => {
    const refused = fields.filter((field) => takesValue(field) && isLeft(field));
    setMarked(Object.fromEntries(refused.map((field) => [field.key, ''])));
    if (refused.length > 0) return null;
    return fields
      .filter(takesValue)
      .map((field) => ({ documentId: field.documentId, fieldId: field.id, value: current(field) }));
  };

  const showServerErrors = (error: unknown) => {
    const messages = readFieldErrors(error);
    const refused = fields.filter((field) => messages[field.key] !== undefined);
    setMarked(Object.fromEntries(refused.map((field) => [field.key, messages[field.key]!])));
    return refused.length > 0;
  };

  const summaryErrors = fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldControlId(field), message }] : [];
  });

  return {
    fields,
    fullName,
    valueOf: current,
    errorOf,
    setValue,
    /** Remembered so "Next field" goes on from where the signer is. */
    noteFocus: (field: OwnField) => {
      lastFocused.current = field.key;
    },
    requiredCount: required.length,
    leftCount: required.filter(isLeft).length,
    nextField: () => nextFieldToFill(fields, isLeft, lastFocused.current),
    form: { check, showServerErrors, summaryErrors, setFullName } satisfies PlacedFieldsForm,
  };
}

export type PlacedFields = ReturnType<typeof usePlacedFields>;
