import { HEALTHCARE_SHARE_KINDS } from '../../../domain/sharing/schemas.ts';
import { ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPES } from '../../../domain/sharing/sharing.ts';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { HEALTHCARE_KIND_LABELS } from './share-options.ts';

/** The healthcare sharing centre's form values, as the controls hold them. */
export type HealthcareValues = Record<
  'documentId' | 'accessLevel' | 'organizationType' | 'recipient',
  string
>;

type ChoiceField = 'documentId' | 'accessLevel' | 'organizationType';

export interface HealthcareChoiceFieldsProps {
  documents: readonly { id: string; title: string }[];
  values: HealthcareValues;
  errors: Partial<Record<keyof HealthcareValues, string>>;
  fieldId: (field: keyof HealthcareValues) => string;
  onChange: (field: ChoiceField, value: string) => void;
}

/** The three selects of the healthcare sharing centre: document, link type, organisation type. */
export function HealthcareChoiceFields({
  documents,
  values,
  errors,
  fieldId,
  onChange,
}: HealthcareChoiceFieldsProps) {
  const choices: {
    field: ChoiceField;
    label: string;
    hint?: string;
    options: [string, string][];
  }[] = [
    {
      field: 'documentId',
      label: 'Document',
      hint: 'The documents listed on this page.',
      options: [
        ['', 'Choose a document'],
        ...documents.map((document): [string, string] => [document.id, document.title]),
      ],
    },
    {
      field: 'accessLevel',
      label: 'Link type',
      options: HEALTHCARE_SHARE_KINDS.map((kind): [string, string] => [
        kind,
        HEALTHCARE_KIND_LABELS[kind],
      ]),
    },
    {
      field: 'organizationType',
      label: 'Organisation type',
      options: ORGANIZATION_TYPES.map((type): [string, string] => [
        type,
        ORGANIZATION_TYPE_LABELS[type],
      ]),
    },
  ];

  return (
    <>
      {choices.map(({ field, label, hint, options }) => (
        <Field key={field} id={fieldId(field)} label={label} hint={hint} error={errors[field]}>
          {(control) => (
            <Select
              {...control}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
            >
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
    </>
  );
}
