import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';

export interface ChoiceFieldProps<Value extends string> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  /** The empty first option ("Choose one"), in the page's language. */
  noChoiceLabel: string;
  onChange: (value: string) => void;
}

/**
 * An optional choice as a native select. It starts on "Choose one" (an empty value), so leaving
 * it alone sends no answer rather than the first option.
 */
export function ChoiceField<Value extends string>({
  id,
  name,
  label,
  hint,
  value,
  options,
  labels,
  noChoiceLabel,
  onChange,
}: ChoiceFieldProps<Value>) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <Select {...control} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{noChoiceLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
