import { MIN_NDA_DURATION_MONTHS, PURPOSE_HINT } from '../../../domain/documents/documents.ts';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';

// The field groups that creating, editing and uploading an NDA share.

type TermsField = 'purpose' | 'effectiveDate' | 'duration';

export interface NdaTermsFieldsProps {
  values: Record<TermsField, string>;
  errors: Partial<Record<TermsField, string>>;
  fieldId: (field: TermsField) => string;
  onChange: (field: TermsField, value: string) => void;
  /** A draft being edited has a date already; a new NDA may leave it for today. */
  requireEffectiveDate?: boolean;
}

/** Purpose, then effective date and duration side by side. */
export function NdaTermsFields({
  values,
  errors,
  fieldId,
  onChange,
  requireEffectiveDate = false,
}: NdaTermsFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('purpose')}
        label="Purpose (optional)"
        hint={PURPOSE_HINT}
        autoComplete="off"
        value={values.purpose}
        error={errors.purpose}
        onChange={(event) => onChange('purpose', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('effectiveDate')}
          label="Effective date"
          type="date"
          required={requireEffectiveDate}
          value={values.effectiveDate}
          error={errors.effectiveDate}
          onChange={(event) => onChange('effectiveDate', event.target.value)}
        />
        <FormField
          id={fieldId('duration')}
          label="Duration (months)"
          type="number"
          inputMode="numeric"
          min={MIN_NDA_DURATION_MONTHS}
          step={1}
          required
          value={values.duration}
          error={errors.duration}
          onChange={(event) => onChange('duration', event.target.value)}
        />
      </div>
    </>
  );
}

export interface NdaContentFieldProps {
  id: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The agreement's text. */
export function NdaContentField({ id, hint, error, value, onChange }: NdaContentFieldProps) {
  return (
    <Field id={id} label="Content" hint={hint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          required
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface PartnerSelectProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (partnerId: string) => void;
  partners: readonly PartnerDto[] | undefined;
  isLoading: boolean;
}

/** The partner an NDA is with, chosen from the existing partners. */
export function PartnerSelect(props: PartnerSelectProps) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Select
          {...control}
          required
          disabled={props.isLoading}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{props.isLoading ? 'Loading partners...' : 'Choose a partner'}</option>
          {props.partners?.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.companyName}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
