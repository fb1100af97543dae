import type { Locale } from '../../../domain/common/i18n.ts';
import type { FieldValueInput } from '../../../domain/esign/placed-fields.ts';
import { checkFieldValue, fieldErrorKey } from '../../../domain/esign/placed-fields.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignatureRecipient } from './esign.table.ts';
import type { EnvelopeDocument } from './signature-documents.ts';

/** One stored value: a signer's text, initials or tick ('true'/'false') in one field. */
export type FieldValueRow = {
  documentId: string;
  fieldId: string;
  recipientId: string;
  value: string;
};

const FIX_FIELDS_MESSAGE = {
  en: 'Some fields need your attention. Each one says what to do.',
  es: 'Algunos campos necesitan su atención. Cada uno dice qué hacer.',
} as const satisfies Record<Locale, string>;

const NOT_YOUR_FIELD_MESSAGE = {
  en: 'Reload the page: a value was sent for a field that is not yours.',
  es: 'Vuelva a cargar la página: se envió un valor para un campo que no es suyo.',
} as const satisfies Record<Locale, string>;

/**
 * Checks what a signer typed or ticked against their own fields on every PDF of the envelope
 * (ADR 050): each required field filled, each value of its field's kind, no value for a field
 * that is not theirs. Answers the rows to store, or a 400 naming every field to fix, in the
 * signer's language, keyed by fieldErrorKey so the page puts each message beside its field.
 */
export function checkSignerFieldValues(options: {
  documents: readonly EnvelopeDocument[];
  recipient: SignatureRecipient;
  values: readonly FieldValueInput[];
}): FieldValueRow[] {
  const { documents, recipient, values } = options;
  const language = recipient.language;
  const given = new Map(values.map((one) => [fieldErrorKey(one.documentId, one.fieldId), one]));
  const errors: Record<string, string[]> = {};
  const rows: FieldValueRow[] = [];
  for (const document of documents) {
    for (const field of document.fields) {
      const key = fieldErrorKey(document.id, field.id);
      const value = given.get(key);
      given.delete(key);
      if (field.recipientId !== recipient.id) {
        if (value) errors[key] = [NOT_YOUR_FIELD_MESSAGE[language]];
        continue;
      }
      const checked = checkFieldValue(field, value?.value, language);
      if (!checked.ok) errors[key] = [checked.message];
      else if (checked.stored !== null) {
        rows.push({
          documentId: document.id,
          fieldId: field.id,
          recipientId: recipient.id,
          value: checked.stored,
        });
      }
    }
  }
  for (const key of given.keys()) errors[key] = [NOT_YOUR_FIELD_MESSAGE[language]];
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, FIX_FIELDS_MESSAGE[language], { fieldErrors: errors });
  }
  return rows;
}
