import type { Locale } from '../../../../domain/common/i18n.ts';
import {
  FIELD_KIND_LABELS,
  MAX_INITIALS_LENGTH,
  MAX_TEXT_VALUE_LENGTH,
} from '../../../../domain/esign/placed-fields.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { SIGNING_COPY } from '../signing-copy.ts';
import { fieldControlId, type FieldValue, type OwnField } from './own-fields.ts';

/**
 * One of the signer's own fields as a form control: a text box for text and initials, a checkbox,
 * or, for what the page fills in at signing (signature, full name, date), a line saying so.
 * Required is said in words in the label, not by a mark alone.
 */
export function FieldControl({
  field,
  value,
  error,
  language,
  onChange,
  onFocus,
}: {
  field: OwnField;
  value: FieldValue;
  error?: string;
  language: Locale;
  onChange: (value: FieldValue) => void;
  onFocus: () => void;
}) {
  const words = SIGNING_COPY[language].PLACED_FIELDS;
  const id = fieldControlId(field);
  const name = field.label ?? FIELD_KIND_LABELS[language][field.kind];
  const label = field.required ? words.required(name) : name;

  if (field.kind === 'signature' || field.kind === 'full-name' || field.kind === 'date-signed') {
    // Focusable from script only: clicking its box on the page brings the reader here.
    return (
      <div id={id} tabIndex={-1} className="grid gap-0.5">
        <p className="text-sm font-semibold text-ink">{FIELD_KIND_LABELS[language][field.kind]}</p>
        <p className="text-ink-muted">{words.autoFilled[field.kind]}</p>
      </div>
    );
  }

  if (field.kind === 'checkbox') {
    const errorId = `${id}-error`;
    return (
      <div className="grid gap-1.5">
        <Checkbox
          id={id}
          label={label}
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onFocus={onFocus}
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <FormField
      id={id}
      label={label}
      error={error}
      maxLength={field.kind === 'initials' ? MAX_INITIALS_LENGTH : MAX_TEXT_VALUE_LENGTH}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      className={field.kind === 'initials' ? 'max-w-48' : undefined}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
    />
  );
}
