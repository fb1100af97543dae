import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { BookingCreatedDto, PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { asksPhone } from '../../../domain/visits/public-booking.ts';
import { HONEYPOT_FIELD } from '../../../domain/waiting-list/waiting-list.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { HoneypotField } from '../../ui/honeypot-field.tsx';
import { useBookVisit, visitUrl } from './api.ts';
import { BookingFields } from './booking-fields.tsx';
import {
  asksAccommodations,
  BOOKING_FIELDS,
  emptyBookingValues,
  toBookingInput,
  type BookingValues,
} from './booking-values.ts';
import { TimeChoice } from './time-choice.tsx';
import type { VisitsCopy } from './visits-copy-en.ts';

/**
 * A visit's booking form: checked with the shared schema in the browser (loaded on the first
 * send, like the give form's), then sent. On a refusal everything typed stays and the error
 * summary takes focus; a closed time (409) also refreshes the list of times.
 */
export function BookingForm(props: {
  copy: VisitsCopy;
  visit: PublicVisitDto;
  onBooked: (booking: BookingCreatedDto) => void;
}) {
  const { copy, visit, onBooked } = props;
  const [values, setValues] = useState<BookingValues>(() => emptyBookingValues(visit, copy.locale));
  /** A refusal that belongs to no field (network, closed, rate limit), kept in the summary. */
  const [formError, setFormError] = useState<string | null>(null);
  const book = useBookVisit();
  const queryClient = useQueryClient();
  const honeypotId = useId();
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    BOOKING_FIELDS,
    copy.form.validationMessage,
  );

  const chosen = visit.sessions.find((session) => session.id === values.sessionId);
  const willWait = chosen !== undefined && (chosen.isFull || values.partySize > chosen.seatsLeft);
  const change = (next: Partial<BookingValues>) =>
    setValues((current) => ({ ...current, ...next }));

  function fail(error: unknown) {
    if (showServerErrors(error)) return;
    const status = readErrorStatus(error);
    setFormError(
      isNetworkError(error)
        ? copy.form.network
        : copy.form.refusal(status, readServerMessage(error)),
    );
    // Moves focus to the summary again, now with only the form's own message.
    show({});
    if (status === 409) {
      void queryClient.invalidateQueries({ queryKey: [visitUrl(visit.slug, copy.locale)] });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    setFormError(null);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // zod loads when the form is first sent, not with the page: nothing needs it before then.
    let schemas;
    try {
      schemas = await import('../../../domain/visits/schemas.ts');
    } catch (error) {
      // Offline since the page loaded: said like any other failure to send.
      fail(error);
      return;
    }
    // A call needs a number to ring: checked here as the server checks it.
    const schema = asksPhone(visit) ? schemas.callBookingInput : schemas.bookingInput;
    const input = validate(schema, toBookingInput(values, visit));
    if (!input) return;
    book.mutate(
      // The server checks the same hidden field as the give and waiting-list forms'.
      { ...input, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '' },
      { onSuccess: onBooked, onError: fail },
    );
  }

  const submitLabel = book.isPending
    ? copy.form.sending
    : willWait
      ? copy.form.submitWaiting
      : copy.form.submit;

  return (
    <form noValidate className="relative grid gap-8" onSubmit={(event) => void handleSubmit(event)}>
      <ErrorSummary
        errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
        focusKey={summary.focusKey}
        title={copy.form.errorSummaryTitle}
      />
      <p className="text-ink-muted">{copy.form.requiredNote}</p>
      <TimeChoice
        copy={copy}
        sessions={visit.sessions}
        value={values.sessionId}
        onChange={(sessionId) => change({ sessionId })}
        id={fieldId('sessionId')}
        error={errors.sessionId}
      />
      <BookingFields
        copy={copy}
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={change}
        languages={visit.languages}
        asksAccommodations={asksAccommodations(visit)}
        asksPhone={asksPhone(visit)}
      />
      <HoneypotField id={honeypotId} name={HONEYPOT_FIELD} label={copy.form.honeypot} />
      <div className="border-t border-line pt-6">
        <Button type="submit" disabled={book.isPending} className="min-h-11 text-lg">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
