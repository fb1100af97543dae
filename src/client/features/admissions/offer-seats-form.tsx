import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_OFFER_DAYS } from '../../../domain/admissions.ts';
import { offerNextInput, type SeatGroupDto } from '../../../domain/admissions-schemas.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useOfferNext } from './api.ts';
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

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <FormField
        id={fieldId('count')}
        label="Number of offers"
        hint={`The next families in rank order. ${group.seatsFree} seats are free.`}
        inputMode="numeric"
        className="max-w-40"
        value={values.count}
        error={errors.count}
        onChange={(event) => setValues((current) => ({ ...current, count: event.target.value }))}
      />
      <FormField
        id={fieldId('days')}
        label="Days to answer"
        hint="The offer can be answered until 11:59 PM (Texas time) on the last day."
        inputMode="numeric"
        className="max-w-40"
        value={values.days}
        error={errors.days}
        onChange={(event) => setValues((current) => ({ ...current, days: event.target.value }))}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={offer.isPending}>
          {offer.isPending ? 'Making offers...' : 'Make offers'}
        </Button>
      </div>
    </form>
  );
}
