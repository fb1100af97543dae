import {
  GIFT_DESIGNATIONS,
  GIFT_FREQUENCIES,
  TRIBUTE_KINDS,
  type GiftDesignation,
  type GiftFrequency,
  type TributeKind,
} from '../../../domain/giving/giving.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
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

export interface TributeFieldsetProps {
  kind: TributeKind | null;
  name: string;
  /** The id of the name field: the error summary links there. */
  nameId: string;
  error?: string;
  onKindChange: (kind: TributeKind | null) => void;
  onNameChange: (name: string) => void;
}

/** "In honour of" or "in memory of" someone; the name field appears only once one is chosen. */
export function TributeFieldset({
  kind,
  name,
  nameId,
  error,
  onKindChange,
  onNameChange,
}: TributeFieldsetProps) {
  const { GIFT_FORM } = useGivingCopy().giving;
  const options = [
    { value: 'none', label: GIFT_FORM.tributeNone },
    ...TRIBUTE_KINDS.map((value) => ({ value, label: GIFT_FORM.tributeLabels[value] })),
  ] as const;
  return (
    <ChoiceCards<TributeKind | 'none'>
      legend={GIFT_FORM.tributeLegend}
      name="tribute"
      options={options}
      value={kind ?? 'none'}
      onChange={(value) => onKindChange(value === 'none' ? null : value)}
      gridClassName="grid gap-2 sm:grid-cols-3"
    >
      {kind ? (
        <FormField
          id={nameId}
          name="tribute-name"
          className="mt-2 max-w-md"
          label={GIFT_FORM.tributeNameLabels[kind]}
          hint={GIFT_FORM.tributeNameHint}
          error={error}
          value={name}
          autoComplete="off"
          onChange={(event) => onNameChange(event.target.value)}
        />
      ) : null}
    </ChoiceCards>
  );
}
