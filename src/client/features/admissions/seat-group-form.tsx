import { seatsCount } from '../../../domain/admissions/offer-deadline-format.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { seatGroupInput } from '../../../domain/admissions/schemas.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { upcomingTerms } from '../../../domain/start-terms/start-terms.ts';
import {
  CAMPUS_SHORT_NAMES,
  CAMPUSES,
  type Campus,
} from '../../../domain/waiting-list/waiting-list.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSaveSeatGroup } from './api.ts';
import { placeChoices, seatGroupTitle } from './seat-group-labels.ts';

const FIELDS = ['campus', 'gradeOrProgram', 'startTerm', 'capacity'] as const;

/**
 * Seats for a campus × grade or program × start term: a new group, or (with `group`) the seats
 * and auto-advance of one that exists, whose campus, grade and term stay as they are.
 */
export function SeatGroupForm({ group, onSaved }: { group?: SeatGroupDto; onSaved?: () => void }) {
  // The terms a new group can take: each campus's next terms from today, in Texas (ADR 035).
  const [today] = useState(() => todayIsoDate(new Date()));
  const termsOf = (campus: Campus): string[] => upcomingTerms(campus, today);
  const [values, setValues] = useState({
    campus: (group?.campus ?? 'k12') as Campus,
    gradeOrProgram: group?.gradeOrProgram ?? placeChoices('k12')[0]![0],
    startTerm: group?.startTerm ?? termsOf('k12')[0]!,
    capacity: group ? String(group.capacity) : '',
    autoAdvance: group?.autoAdvance ?? true,
  });
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const save = useSaveSeatGroup();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(seatGroupInput, {
      ...values,
      capacity: values.capacity.trim() === '' ? Number.NaN : Number(values.capacity),
    });
    if (!input) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({
          title: 'Seats saved',
          description: `${seatGroupTitle(saved)}: ${seatsCount(saved.capacity)}, ${saved.seatsFree} free.`,
        });
        if (!group) setValues((current) => ({ ...current, capacity: '' }));
        onSaved?.();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Seats not saved',
            description: describeFailure(error),
          });
        }
      },
    });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      {group ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={fieldId('campus')} label="Campus" error={errors.campus}>
            {(control) => (
              <Select
                {...control}
                value={values.campus}
                onChange={(event) => {
                  const campus = event.target.value as Campus;
                  setValues((current) => ({
                    ...current,
                    campus,
                    gradeOrProgram: placeChoices(campus)[0]![0],
                    // A term the new campus can take stays chosen; otherwise its first term.
                    startTerm: termsOf(campus).includes(current.startTerm)
                      ? current.startTerm
                      : termsOf(campus)[0]!,
                  }));
                }}
              >
                {CAMPUSES.map((campus) => (
                  <option key={campus} value={campus}>
                    {CAMPUS_SHORT_NAMES[campus]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            id={fieldId('gradeOrProgram')}
            label={values.campus === 'k12' ? 'Grade' : 'Program'}
            error={errors.gradeOrProgram}
          >
            {(control) => (
              <Select
                {...control}
                value={values.gradeOrProgram}
                onChange={(event) =>
                  setValues((current) => ({ ...current, gradeOrProgram: event.target.value }))
                }
              >
                {placeChoices(values.campus).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={fieldId('startTerm')} label="Start term" error={errors.startTerm}>
            {(control) => (
              <Select
                {...control}
                value={values.startTerm}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    startTerm: event.target.value,
                  }))
                }
              >
                {termsOf(values.campus).map((term) => (
                  <option key={term} value={term}>
                    {termLabel(term)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
      <FormField
        id={fieldId('capacity')}
        label="Seats"
        hint="How many students this grade or program can take in this term."
        inputMode="numeric"
        className="max-w-40"
        value={values.capacity}
        error={errors.capacity}
        onChange={(event) => setValues((current) => ({ ...current, capacity: event.target.value }))}
      />
      <Checkbox
        label="Offer a freed seat to the next family automatically"
        hint="When a family declines or does not answer in time, the next family in line gets an offer."
        checked={values.autoAdvance}
        onChange={(event) =>
          setValues((current) => ({ ...current, autoAdvance: event.target.checked }))
        }
      />
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : group ? 'Save seats' : 'Add seats'}
      </Button>
    </form>
  );
}
