import { LOCALES } from '../../../domain/common/i18n.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { GROUP_HEADING, type EventFieldsProps } from './event-field-props.ts';
import { LANGUAGE_LABELS } from './visit-labels.ts';

/** Seats, when booking closes and the languages the visit is held in. */
export function EventSeatsFields({ values, errors, fieldId, onChange }: EventFieldsProps) {
  const languagesErrorId = `${fieldId('languages')}-error`;
  return (
    <fieldset className="grid gap-4">
      <legend className={GROUP_HEADING}>Seats and languages</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Seats"
          hint="People, not families: a family of three takes three."
          inputMode="numeric"
          autoComplete="off"
          id={fieldId('capacity')}
          error={errors.capacity}
          value={values.capacity}
          onChange={(event) => onChange('capacity', event.target.value)}
        />
        <FormField
          label="Booking closes, hours before the start"
          hint="0 keeps booking open until the start."
          inputMode="decimal"
          autoComplete="off"
          id={fieldId('cutoffMinutes')}
          error={errors.cutoffMinutes}
          value={values.cutoffHours}
          onChange={(event) => onChange('cutoffHours', event.target.value)}
        />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.languages ? languagesErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-ink">Languages it is held in</legend>
        {LOCALES.map((language, index) => (
          <Checkbox
            key={language}
            id={index === 0 ? fieldId('languages') : undefined}
            label={LANGUAGE_LABELS[language]}
            checked={values.languages.includes(language)}
            aria-invalid={errors.languages ? true : undefined}
            onChange={(event) =>
              onChange(
                'languages',
                event.target.checked
                  ? [...values.languages, language]
                  : values.languages.filter((chosen) => chosen !== language),
              )
            }
          />
        ))}
        {errors.languages ? (
          <p id={languagesErrorId} className="text-sm font-medium text-danger">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
