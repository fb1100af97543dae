import { useId, useState } from 'react';
import { z } from 'zod';
import { isoDate } from '../../../domain/common/text-fields.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { SessionRange } from './api.ts';
import { RANGE_CHOICES, RANGE_LABELS, type RangeChoice } from './session-range.ts';

const DATE_FIELDS = ['from', 'to'] as const;

const datesInput = z
  .object({
    from: z.string().min(1, 'Enter the first day').pipe(isoDate),
    to: z.string().min(1, 'Enter the last day').pipe(isoDate),
  })
  .refine((dates) => dates.from <= dates.to, {
    path: ['to'],
    message: 'The last day cannot be before the first day',
  });

export interface SessionRangeControlsProps {
  choice: RangeChoice;
  range: SessionRange;
  onChoose: (choice: RangeChoice) => void;
  onShowDates: (range: SessionRange) => void;
}

/**
 * This week, the next 30 days or two dates. The first two apply at once; dates apply with "Show
 * sessions", so a date typed one part at a time does not reload the list at every keystroke.
 */
export function SessionRangeControls({
  choice,
  range,
  onChoose,
  onShowDates,
}: SessionRangeControlsProps) {
  const name = useId();
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Show</legend>
        <div className="flex flex-wrap gap-2">
          {RANGE_CHOICES.map((option) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => onChoose(option)}
                className="size-5 accent-brand"
              />
              {RANGE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'dates' ? (
        // A new key per range: the fields follow Back and a changed address.
        <DatesForm key={`${range.from}-${range.to}`} range={range} onShowDates={onShowDates} />
      ) : null}
    </div>
  );
}

function DatesForm({
  range,
  onShowDates,
}: {
  range: SessionRange;
  onShowDates: (range: SessionRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const form = useFormErrors(DATE_FIELDS);
  return (
    <form
      noValidate
      aria-label="Choose dates"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const valid = form.validate(datesInput, draft);
        if (valid) onShowDates(valid);
      }}
    >
      <ErrorSummary {...form.summary} />
      <div className="flex flex-wrap items-end gap-4">
        <FormField
          label="First day"
          type="date"
          id={form.fieldId('from')}
          error={form.errors.from}
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <FormField
          label="Last day"
          type="date"
          id={form.fieldId('to')}
          error={form.errors.to}
          value={draft.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        <Button type="submit" variant="secondary">
          Show sessions
        </Button>
      </div>
    </form>
  );
}
