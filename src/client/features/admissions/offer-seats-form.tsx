import { seatsCount } from '../../../domain/admissions/offer-deadline-format.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_OFFER_DAYS } from '../../../domain/admissions/admissions.ts';
import { offerNextInput } from '../../../domain/admissions/schemas.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useOfferNext } from './api.ts';
import { OfferDaysField, OfferFormButtons } from './offer-form-parts.tsx';
import { OfferPreview } from './offer-preview.tsx';
import { offerOutcome } from './offer-toast.ts';

const FIELDS = ['count', 'days'] as const;

/** Offers to the next families in rank order: how many (at most the free seats), and for how long. */
export function OfferSeatsForm({ group, onDone }: { group: SeatGroupDto; onDone: () => void }) {
  const [values, setValues] = useState({
    count: String(group.seatsFree),
    days: String(DEFAULT_OFFER_DAYS),
  });
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const offer = useOfferNext(group.id);
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(offerNextInput, {
      count: number(values.count),
      days: number(values.days),
    });
    if (!input) return;
    offer.mutate(input, offerOutcome(onDone, showServerErrors));
  }

  // The preview follows the fields once they hold numbers the offer itself would take.
  const previewed = offerNextInput.safeParse({
    count: number(values.count),
    days: number(values.days),
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <FormField
        id={fieldId('count')}
        label="Number of offers"
        hint={`The next families in rank order. ${seatsCount(group.seatsFree)} ${group.seatsFree === 1 ? 'is' : 'are'} free.`}
        inputMode="numeric"
        className="max-w-40"
        value={values.count}
        error={errors.count}
        onChange={(event) => setValues((current) => ({ ...current, count: event.target.value }))}
      />
      <OfferDaysField
        id={fieldId('days')}
        value={values.days}
        error={errors.days}
        onChange={(days) => setValues((current) => ({ ...current, days }))}
      />
      {previewed.success ? (
        <OfferPreview groupId={group.id} count={previewed.data.count} days={previewed.data.days} />
      ) : null}
      <OfferFormButtons
        pending={offer.isPending}
        label="Make offers"
        pendingLabel="Making offers..."
      />
    </form>
  );
}
