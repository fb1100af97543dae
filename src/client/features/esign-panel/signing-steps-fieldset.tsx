import { useId } from 'react';
import { MAX_SIGNING_STEP } from '../../../domain/esign/recipients.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ActingPerson, StepField } from './send-form-people.ts';

export interface SigningStepsFieldsetProps {
  people: readonly ActingPerson[];
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  onChange: (field: StepField, step: string) => void;
}

/** With "In numbered steps": a step for each person who signs or approves (not for copies). */
export function SigningStepsFieldset({
  people,
  errors,
  fieldId,
  onChange,
}: SigningStepsFieldsetProps) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-ink">Steps</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        People with the same step sign at the same time; step 2 starts when everyone in step 1 has
        signed.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {people.map((person) => (
          <FormField
            key={person.field}
            id={fieldId(person.field)}
            label={person.label}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SIGNING_STEP}
            step={1}
            className="min-w-0 wrap-anywhere"
            value={person.step ?? String(person.position)}
            error={errors[person.field]}
            onChange={(event) => onChange(person.field, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
