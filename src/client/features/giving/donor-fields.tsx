import { CountedTextarea } from '../../ui/counted-textarea.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useGivingCopy } from './giving-copy.tsx';
import { NOTE_MAX_LENGTH, type GiftField, type GiftValues } from './gift-values.ts';

type DonorField = Extract<
  GiftField,
  'firstName' | 'lastName' | 'email' | 'address' | 'city' | 'state' | 'zipCode' | 'note'
>;

export interface DonorFieldsProps {
  values: GiftValues;
  errors: Partial<Record<GiftField, string>>;
  fieldId: (field: GiftField) => string;
  onChange: (field: DonorField, value: string) => void;
}

const LEGEND = 'mb-2 text-lg font-semibold text-ink';

/**
 * Who gives, and where the receipt goes: name and email (required), the postal address
 * (optional, printed on the receipt) and a note. Autocomplete hints (WCAG 1.3.5) on every field
 * about the donor.
 */
export function DonorFields({ values, errors, fieldId, onChange }: DonorFieldsProps) {
  const { giving } = useGivingCopy();
  const { GIFT_FORM } = giving;
  const field = (name: DonorField, autoComplete: string) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    autoComplete,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const noteId = fieldId('note');

  return (
    <>
      <fieldset className="grid min-w-0 gap-4">
        <legend className={LEGEND}>{GIFT_FORM.donorLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('firstName', 'given-name')} label={GIFT_FORM.firstName} required />
          <FormField {...field('lastName', 'family-name')} label={GIFT_FORM.lastName} required />
        </div>
        <FormField
          {...field('email', 'email')}
          type="email"
          spellCheck={false}
          label={GIFT_FORM.email}
          hint={GIFT_FORM.emailHint}
          required
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-4" aria-describedby={`${noteId}-address-hint`}>
        <legend className={LEGEND}>{GIFT_FORM.addressLegend}</legend>
        <p id={`${noteId}-address-hint`} className="-mt-2 text-ink-muted">
          {GIFT_FORM.addressHint}
        </p>
        <FormField {...field('address', 'street-address')} label={GIFT_FORM.address} />
        <FormField
          {...field('city', 'address-level2')}
          label={GIFT_FORM.city}
          className="max-w-md"
        />
        {/* One per line, each as wide as its answer (GOV.UK's address pattern). */}
        <FormField
          {...field('state', 'address-level1')}
          label={GIFT_FORM.state}
          hint={GIFT_FORM.stateHint}
          className="max-w-40"
        />
        <FormField
          {...field('zipCode', 'postal-code')}
          label={GIFT_FORM.zipCode}
          className="max-w-48"
        />
      </fieldset>

      <CountedTextarea
        id={noteId}
        name="note"
        label={GIFT_FORM.note}
        hint={GIFT_FORM.noteHint}
        error={errors.note}
        value={values.note}
        max={NOTE_MAX_LENGTH}
        counter={giving.noteCounter}
        onChange={(note) => onChange('note', note)}
      />
    </>
  );
}
