import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import type { SigningOrder } from '../../../domain/esign/recipients.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { ChoiceCards, type ChoiceCard } from '../../ui/choice-cards.tsx';

export type GuardianValues = { name: string; email: string; language: Locale };
type GuardianField = keyof GuardianValues;
export type GuardianFieldKey = `guardians.${0 | 1}.${GuardianField}`;

/** Name, email and language of one parent or guardian who signs the enrollment agreement. */
export function GuardianFields({
  index,
  value,
  errors,
  fieldId,
  onChange,
}: {
  index: 0 | 1;
  value: GuardianValues;
  errors: Partial<Record<GuardianFieldKey, string>>;
  fieldId: (field: GuardianFieldKey) => string;
  onChange: (field: GuardianField, value: string) => void;
}) {
  const who = `Parent or guardian ${index + 1}`;
  const key = (field: GuardianField): GuardianFieldKey => `guardians.${index}.${field}`;
  return (
    <div className="grid gap-4">
      <FormField
        id={fieldId(key('name'))}
        label={`${who} name`}
        autoComplete="off"
        value={value.name}
        error={errors[key('name')]}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <FormField
        id={fieldId(key('email'))}
        label={`${who} email`}
        hint="Their signing link goes to this address."
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={value.email}
        error={errors[key('email')]}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <Field
        id={fieldId(key('language'))}
        label={`${who} language`}
        hint="Their emails and signing page are in this language."
        error={errors[key('language')]}
      >
        {(control) => (
          <Select
            {...control}
            value={value.language}
            onChange={(event) => onChange('language', event.target.value)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

const ORDERS: ChoiceCard<SigningOrder>[] = [
  {
    value: 'parallel',
    label: 'Both at once',
    hint: 'Both get their link now and can sign in any order.',
  },
  {
    value: 'sequential',
    label: 'In this order',
    hint: 'Parent or guardian 1 signs first. Parent or guardian 2 gets their link after that.',
  },
];

/** "Both at once" or "In this order", for two parents or guardians. */
export function GuardianOrderFieldset({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SigningOrder;
  onChange: (value: SigningOrder) => void;
}) {
  return <ChoiceCards id={id} legend="Order" options={ORDERS} value={value} onChange={onChange} />;
}
