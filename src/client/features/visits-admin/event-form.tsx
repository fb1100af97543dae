import { useState, type FormEvent } from 'react';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { recurrenceSchema } from '../../../domain/visits/recurrence.ts';
import { visitEventInput } from '../../../domain/visits/schemas.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { describeFailure, fieldOfPath, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSaveVisitEvent } from './api.ts';
import { EventAboutFields } from './event-about-fields.tsx';
import { EventPlaceFields } from './event-place-fields.tsx';
import { EventScheduleFields } from './event-schedule-fields.tsx';
import { EventSeatsFields } from './event-seats-fields.tsx';
import {
  EMPTY_EVENT_VALUES,
  EVENT_FIELDS,
  inputOf,
  translateEventMessage,
  valuesOf,
  type EventFormValues,
} from './event-values.ts';
import { scheduleWords } from './schedule-words.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The schedule in words as it will read, once the fields make one. */
function schedulePreview(values: EventFormValues): string | null {
  const recurrence = recurrenceSchema.safeParse(inputOf(values).recurrence);
  if (!recurrence.success || !TIME.test(values.localTime.trim()) || !values.startsOn) return null;
  return scheduleWords({
    recurrence: recurrence.data,
    startsOn: values.startsOn,
    localTime: values.localTime.trim(),
  });
}

/**
 * A visit's definition, checked with the shared schema before sending; messages beside each field
 * and in a summary that takes focus, the server's field messages the same way.
 */
export function EventForm({
  event,
  onSaved,
}: {
  event: VisitEventDto | null;
  onSaved: () => void;
}) {
  const [values, setValues] = useState(() => (event ? valuesOf(event) : EMPTY_EVENT_VALUES));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormErrors(EVENT_FIELDS, translateEventMessage);
  const save = useSaveVisitEvent(event?.id ?? null);
  const preview = schedulePreview(values);

  const onChange = <Key extends keyof EventFormValues>(key: Key, value: EventFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** The server names nested fields by path ("recurrence.everyWeeks"): each lands on its field. */
  function showFailure(error: unknown) {
    const messages: Record<string, string> = {};
    for (const [path, message] of Object.entries(readFieldErrors(error))) {
      messages[fieldOfPath(EVENT_FIELDS, path.split('.'))] ??= message;
    }
    if (form.show(messages)) return;
    setFormError(describeFailure(error));
    form.show({});
  }

  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    setFormError(null);
    const input = form.validate(visitEventInput, inputOf(values));
    if (!input) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({
          title: event ? 'Visit saved' : 'Visit added',
          description: `${saved.titleEn}: its sessions for the next 90 days are ready.`,
        });
        onSaved();
      },
      onError: (error) => {
        showFailure(error);
        toast({
          variant: 'destructive',
          title: 'Failed to save the visit',
          description: describeFailure(error),
        });
      },
    });
  }

  const fieldsProps = { values, errors: form.errors, fieldId: form.fieldId, onChange };
  return (
    <form noValidate className="grid gap-6" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...form.summary.errors] : form.summary.errors}
        focusKey={form.summary.focusKey}
      />
      <EventAboutFields {...fieldsProps} />
      <EventPlaceFields {...fieldsProps} />
      <EventScheduleFields {...fieldsProps} />
      <EventSeatsFields {...fieldsProps} />
      <p className="rounded-md bg-muted p-3 text-ink">
        {preview ? (
          <>
            <span className="font-semibold">Reads as:</span> {preview}
          </>
        ) : (
          'The schedule reads here once the repeat, day and time are filled in.'
        )}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : event ? 'Save visit' : 'Add visit'}
        </Button>
      </div>
    </form>
  );
}
