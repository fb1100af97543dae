import { useState } from 'react';
import type { FormEvent } from 'react';
import { updateWaitingListEntryInput } from '../../../domain/waiting-list/schemas.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import {
  MAX_WAITING_LIST_PRIORITY,
  MIN_WAITING_LIST_PRIORITY,
  WAITING_LIST_STATUS_LABELS,
  WAITING_LIST_STATUSES,
} from '../../../domain/waiting-list/waiting-list.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateEntry } from './api.ts';

const FIELDS = ['status', 'priority', 'staffNotes', 'reason'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (entry: WaitingListEntryDto): Values => ({
  status: entry.status,
  priority: String(entry.priority),
  staffNotes: entry.staffNotes ?? '',
  reason: '',
});

/** Only what changed goes to the server, so the audit log records exactly that. */
function changesOf(entry: WaitingListEntryDto, values: Values): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.status !== entry.status) changes.status = values.status;
  if (values.priority.trim() !== String(entry.priority)) {
    changes.priority = values.priority.trim() === '' ? Number.NaN : Number(values.priority);
  }
  if (values.staffNotes.trim() !== (entry.staffNotes ?? '')) changes.staffNotes = values.staffNotes;
  return changes;
}

const NOTHING_CHANGED = 'Change the status, the priority or the staff notes before saving.';

/** Status, priority and staff notes, with a reason for the audit log. */
export function UpdateEntryForm({ entry }: { entry: WaitingListEntryDto }) {
  const [values, setValues] = useState(() => valuesOf(entry));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const update = useUpdateEntry(entry.id);
  const set = (field: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const changes = changesOf(entry, values);
    if (Object.keys(changes).length === 0) {
      setFormError(NOTHING_CHANGED);
      show({});
      return;
    }
    const input = validate(updateWaitingListEntryInput, { ...changes, reason: values.reason });
    if (!input) return;
    update.mutate(input, {
      onSuccess: (updated) => {
        setValues(valuesOf(updated));
        toast({ title: 'Entry updated', description: 'The change is saved and in the history.' });
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
        toast({
          variant: 'destructive',
          title: 'Failed to update entry',
          description: describeFailure(error),
        });
      },
    });
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">Update</h2>
      <form noValidate className="mt-4 grid gap-5" onSubmit={handleSubmit}>
        <ErrorSummary
          errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
          focusKey={summary.focusKey}
        />
        <Field id={fieldId('status')} label="Status" error={errors.status}>
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(e) => set('status', e.target.value)}
            >
              {WAITING_LIST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {WAITING_LIST_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={fieldId('priority')}
          label="Priority"
          hint={`From ${MIN_WAITING_LIST_PRIORITY} to ${MAX_WAITING_LIST_PRIORITY}. Higher is invited sooner; everyone starts at ${MIN_WAITING_LIST_PRIORITY}.`}
          type="number"
          inputMode="numeric"
          min={MIN_WAITING_LIST_PRIORITY}
          max={MAX_WAITING_LIST_PRIORITY}
          value={values.priority}
          error={errors.priority}
          onChange={(event) => set('priority', event.target.value)}
        />
        <Field
          id={fieldId('staffNotes')}
          label="Staff notes (optional)"
          hint="Only staff see these."
          error={errors.staffNotes}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={values.staffNotes}
              onChange={(event) => set('staffNotes', event.target.value)}
            />
          )}
        </Field>
        <FormField
          id={fieldId('reason')}
          label="Reason for the change"
          hint="Required when you change the priority. Saved in the history with your name."
          value={values.reason}
          error={errors.reason}
          onChange={(event) => set('reason', event.target.value)}
        />
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
