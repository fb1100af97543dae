import type { ReactNode } from 'react';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES } from '../../../domain/common/i18n.ts';
import { STAFF_STAGES } from '../../../domain/crm/donor-status.ts';
import {
  DONOR_CAPACITIES,
  DONOR_CAPACITY_LABELS,
  DONOR_TYPES,
} from '../../../domain/crm/donors.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { DONOR_STATUS_LABELS, DONOR_TYPE_LABELS } from './crm-labels.ts';
import { DonorInterestsField } from './donor-interests-field.tsx';
import type { DonorField, DonorFormValues, DonorTextField } from './donor-values.ts';

export interface DonorFormFieldsProps {
  fields: readonly DonorField[];
  values: DonorFormValues;
  errors: Partial<Record<DonorField, string>>;
  fieldId: (field: DonorField) => string;
  onChange: <F extends DonorField>(field: F, value: DonorFormValues[F]) => void;
}

const TEXT_FIELDS: Partial<
  Record<DonorTextField, { label: string; type?: string; autoComplete?: string }>
> = {
  firstName: { label: 'First name (required)', autoComplete: 'off' },
  lastName: { label: 'Last name (required)', autoComplete: 'off' },
  email: { label: 'Email', type: 'email', autoComplete: 'off' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'off' },
  organization: { label: 'Organization' },
  title: { label: 'Job title' },
  assignedTo: { label: 'Assigned staff member' },
  nextFollowUp: { label: 'Next follow-up', type: 'date' },
  source: { label: 'Source' },
  address: { label: 'Street address' },
  city: { label: 'City' },
  state: { label: 'State' },
  zipCode: { label: 'ZIP code' },
};

const HINTS: Partial<Record<DonorField, string>> = {
  source: 'How the donor came to us, such as an event or a referral.',
  email: 'Leave it empty if the donor has none: letters are then kept to print and post.',
};

/** The donor form's fields, in the order given: Add Donor shows some, Edit shows all. */
export function DonorFormFields({
  fields,
  values,
  errors,
  fieldId,
  onChange,
}: DonorFormFieldsProps) {
  function render(field: DonorField): ReactNode {
    if (field === 'interests') {
      return (
        <DonorInterestsField
          id={fieldId('interests')}
          value={values.interests}
          error={errors.interests}
          onChange={(value) => onChange('interests', value)}
        />
      );
    }
    if (field === 'notes') {
      return (
        <Field id={fieldId('notes')} label="Notes" error={errors.notes}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={values.notes}
              onChange={(event) => onChange('notes', event.target.value)}
            />
          )}
        </Field>
      );
    }
    if (isChoice(field)) {
      return <ChoiceField field={field} {...{ values, errors, fieldId, onChange }} />;
    }
    const text = TEXT_FIELDS[field];
    return (
      <FormField
        id={fieldId(field)}
        label={text?.label ?? field}
        hint={HINTS[field]}
        type={text?.type ?? 'text'}
        autoComplete={text?.autoComplete}
        spellCheck={text?.type === 'email' ? false : undefined}
        required={text?.label.endsWith('(required)')}
        value={values[field]}
        error={errors[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  }

  return (
    <>
      {fields.map((field) => (
        <div key={field}>{render(field)}</div>
      ))}
    </>
  );
}

const CHOICES = {
  donorType: {
    label: 'Donor type (required)',
    empty: 'Choose a donor type',
    options: DONOR_TYPES.map((value) => [value, DONOR_TYPE_LABELS[value]]),
  },
  // Prospect, Donor and Lapsed follow the gifts; staff only choose a stage (crm-donor-status.ts).
  // "prospect" is how the API hears "no stage".
  status: {
    label: 'Stage',
    empty: null,
    hint: 'Prospect, Donor and Lapsed follow the gifts. Choose Cultivating or Solicited while you work toward a gift: the next completed gift ends the stage.',
    options: [
      ['prospect', 'None: the gifts decide'],
      ...STAFF_STAGES.map((value): [string, string] => [value, DONOR_STATUS_LABELS[value]]),
    ],
  },
  capacity: {
    label: 'Giving capacity',
    empty: 'Not assessed yet',
    options: DONOR_CAPACITIES.map((value) => [value, DONOR_CAPACITY_LABELS[value]]),
  },
  language: {
    label: 'Language for mail and letters',
    empty: null,
    hint: 'Thank-you letters, receipts, statements and pledge mail are written in it. Campaign text goes out as you typed it.',
    options: LOCALES.map((value) => [value, LANGUAGE_NAMES[value]]),
  },
} as const;

const isChoice = (field: DonorField): field is keyof typeof CHOICES => field in CHOICES;

function ChoiceField({
  field,
  values,
  errors,
  fieldId,
  onChange,
}: Omit<DonorFormFieldsProps, 'fields'> & { field: keyof typeof CHOICES }) {
  const choice = CHOICES[field];
  return (
    <Field
      id={fieldId(field)}
      label={choice.label}
      hint={'hint' in choice ? choice.hint : undefined}
      error={errors[field]}
    >
      {(control) => (
        <Select
          {...control}
          required={field === 'donorType'}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
        >
          {choice.empty ? <option value="">{choice.empty}</option> : null}
          {choice.options.map(([value, label]) => (
            // Each language is named in itself ("Español"), so screen readers say it in it.
            <option
              key={value}
              value={value}
              lang={field === 'language' ? HTML_LANG[value as keyof typeof HTML_LANG] : undefined}
            >
              {label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
