import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningDocumentDto, SigningFieldDto } from '../../../../domain/esign/dtos.ts';
import {
  checkFieldValue,
  fieldErrorKey,
  inReadingOrder,
  initialsOf,
  isAutoFilled,
} from '../../../../domain/esign/placed-fields.ts';

/**
 * The signer's own fields across the envelope's PDFs, in the order they meet them: document by
 * document, each in reading order. `key` is the field's key in the server's fieldErrors.
 */
export type OwnField = SigningFieldDto & { documentId: string; key: string };

export type FieldValue = string | boolean;
/** What the signer typed or ticked, by field key; an initials field absent here is not edited. */
export type FieldValues = Readonly<Record<string, FieldValue>>;

export function ownFieldsInOrder(documents: readonly SigningDocumentDto[]): OwnField[] {
  return documents.flatMap((document) =>
    inReadingOrder(document.fields.filter((field) => field.mine)).map((field) => ({
      ...field,
      documentId: document.id,
      key: fieldErrorKey(document.id, field.id),
    })),
  );
}

/** The id of a field's form control: the page image and the error summary point at it. */
export const fieldControlId = (field: Pick<OwnField, 'documentId' | 'id'>) =>
  `placed-field-${field.documentId}-${field.id}`;

export const takesValue = (field: Pick<OwnField, 'kind'>) => !isAutoFilled(field.kind);

/**
 * A field's value as the page shows and sends it: what was typed or ticked, else empty, except
 * that initials follow the full name typed in the signing form until the signer edits them.
 */
export function valueOf(field: OwnField, values: FieldValues, fullName: string): FieldValue {
  const value = values[field.key];
  if (value !== undefined) return value;
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'initials') return initialsOf(fullName);
  return '';
}

/** The required fields the signer fills in themselves (the others fill at signing). */
export const requiredToFill = (fields: readonly OwnField[]) =>
  fields.filter((field) => field.required && takesValue(field));

/**
 * The message for a field whose value would be refused, in the page's language; null when the
 * value is fine.
 */
export function problemOf(field: OwnField, value: FieldValue, language: Locale): string | null {
  const result = checkFieldValue(field, value, language);
  return result.ok ? null : result.message;
}

/**
 * The field "Next field" moves to: the first required one still empty after `afterKey` (the
 * field last focused), else the first one still empty from the top; null when none is left.
 */
export function nextFieldToFill(
  fields: readonly OwnField[],
  isLeft: (field: OwnField) => boolean,
  afterKey: string | null,
): OwnField | null {
  const position = fields.findIndex((field) => field.key === afterKey);
  const left = requiredToFill(fields).filter(isLeft);
  return left.find((field) => fields.indexOf(field) > position) ?? left[0] ?? null;
}
