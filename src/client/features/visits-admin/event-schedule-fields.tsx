import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { GROUP_HEADING, type EventFieldsProps } from './event-field-props.ts';
import { REPEATS, REPEAT_LABELS, type Repeat } from './event-values.ts';
import { NTH_WORDS, WEEKDAY_NAMES } from './schedule-words.ts';

const NTH_OPTIONS = [1, 2, 3, 4, -1] as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const REPEAT_HINTS: Partial<Record<Repeat, string>> = {
  'every-other-week':
    'Counted from the first day: make the first day one of its days, then every second week.',
  monthly: 'For example the second Tuesday of each month.',
};

/** When: how it repeats, from and to which day, at what time and for how long. */
export function EventScheduleFields({ values, errors, fieldId, onChange }: EventFieldsProps) {
  const { repeat } = values;
  const hasWeekday = repeat === 'weekly' || repeat === 'every-other-week' || repeat === 'monthly';
  return (
    <fieldset className="grid gap-4">
      <legend className={GROUP_HEADING}>When</legend>
      <Field
        label="Repeat"
        hint={REPEAT_HINTS[repeat]}
        id={fieldId('recurrence')}
        error={errors.recurrence}
      >
        {(control) => (
          <Select
            {...control}
            value={repeat}
            onChange={(event) => onChange('repeat', event.target.value as Repeat)}
          >
            {REPEATS.map((option) => (
              <option key={option} value={option}>
                {REPEAT_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {hasWeekday ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {repeat === 'monthly' ? (
            <Field
              label="Which one"
              id={fieldId('recurrence.nth')}
              error={errors['recurrence.nth']}
            >
              {(control) => (
                <Select
                  {...control}
                  value={values.nth}
                  onChange={(event) => onChange('nth', event.target.value)}
                >
                  <option value="">Choose</option>
                  {NTH_OPTIONS.map((nth) => (
                    <option key={nth} value={String(nth)}>
                      {capitalised(NTH_WORDS[nth])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
          <Field
            label="Day of the week"
            id={fieldId('recurrence.weekday')}
            error={errors['recurrence.weekday']}
          >
            {(control) => (
              <Select
                {...control}
                value={values.weekday}
                onChange={(event) => onChange('weekday', event.target.value)}
              >
                <option value="">Choose a day</option>
                {WEEKDAY_NAMES.map((name, day) => (
                  <option key={name} value={String(day)}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={repeat === 'once' ? 'Day' : 'First day'}
          type="date"
          id={fieldId('startsOn')}
          error={errors.startsOn}
          value={values.startsOn}
          onChange={(event) => onChange('startsOn', event.target.value)}
        />
        {repeat === 'once' ? null : (
          <FormField
            label="Last day (optional)"
            hint="Leave empty to keep it going."
            type="date"
            id={fieldId('endsOn')}
            error={errors.endsOn}
            value={values.endsOn}
            onChange={(event) => onChange('endsOn', event.target.value)}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Time"
          hint="On the 24-hour clock, Central Time: 10:00, 19:00."
          inputMode="numeric"
          autoComplete="off"
          id={fieldId('localTime')}
          error={errors.localTime}
          value={values.localTime}
          onChange={(event) => onChange('localTime', event.target.value)}
        />
        <FormField
          label="Length in minutes"
          hint="From 15 to 480."
          inputMode="numeric"
          autoComplete="off"
          id={fieldId('durationMinutes')}
          error={errors.durationMinutes}
          value={values.durationMinutes}
          onChange={(event) => onChange('durationMinutes', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
