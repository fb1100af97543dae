import {
  GIFT_DESIGNATIONS,
  GIFT_FREQUENCIES,
  type GiftDesignation,
  type GiftFrequency,
} from '../../../domain/giving/giving.ts';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { useGivingCopy } from './giving-copy.tsx';

export function FrequencyFieldset({
  value,
  onChange,
}: {
  value: GiftFrequency;
  onChange: (value: GiftFrequency) => void;
}) {
  const { GIFT_FORM } = useGivingCopy().giving;
  return (
    <ChoiceCards
      legend={GIFT_FORM.frequencyLegend}
      name="frequency"
      options={GIFT_FREQUENCIES.map((frequency) => ({
        value: frequency,
        label: GIFT_FORM.frequencyLabels[frequency],
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** "Where it is needed most" first: it is the default, and most donors keep it. */
const DESIGNATION_ORDER: readonly GiftDesignation[] = [
  'general',
  ...GIFT_DESIGNATIONS.filter((designation) => designation !== 'general'),
];

export function DesignationField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: GiftDesignation;
  onChange: (value: GiftDesignation) => void;
}) {
  const { giving, designations } = useGivingCopy();
  return (
    <Field id={id} label={giving.GIFT_FORM.designationLabel} className="max-w-md">
      {(control) => (
        <Select
          {...control}
          name="designation"
          value={value}
          onChange={(event) => onChange(event.target.value as GiftDesignation)}
        >
          {DESIGNATION_ORDER.map((designation) => (
            <option key={designation} value={designation}>
              {designations.DESIGNATION_LABELS[designation]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
