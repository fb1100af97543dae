import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_OFFER_DAYS } from '../../../domain/admissions/admissions.ts';
import { offerToFamilyInput } from '../../../domain/admissions/schemas.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useOfferToFamily } from './api.ts';
import { OfferDaysField, OfferFormButtons } from './offer-form-parts.tsx';
import { offerOutcome } from './offer-toast.ts';
import { seatGroupTitle } from './seat-group-labels.ts';

const FIELDS = ['seatGroup', 'reason', 'days'] as const;

/** A seat for this one family out of rank order: which seats, why (for the history), how long. */
export function OfferToFamilyForm({
  entryId,
  groups,
  onDone,
}: {
  entryId: string;
  /** The family's seat groups that have a free seat. */
  groups: SeatGroupDto[];
  onDone: () => void;
}) {
  const [values, setValues] = useState({
    seatGroup: groups[0]?.id ?? '',
    reason: '',
    days: String(DEFAULT_OFFER_DAYS),
  });
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const offer = useOfferToFamily(values.seatGroup);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(offerToFamilyInput, {
      entryId,
      reason: values.reason,
      days: values.days.trim() === '' ? Number.NaN : Number(values.days),
    });
    if (!input) return;
    offer.mutate(input, offerOutcome(onDone, showServerErrors));
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <Field id={fieldId('seatGroup')} label="Seats" error={errors.seatGroup}>
        {(control) => (
          <Select
            {...control}
            value={values.seatGroup}
            onChange={(event) =>
              setValues((current) => ({ ...current, seatGroup: event.target.value }))
            }
          >
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {`${seatGroupTitle(group)} (${group.seatsFree} free)`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId('reason')}
        label="Reason for offering out of rank order"
        hint="Kept in this family's history and the audit log."
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.reason}
            onChange={(event) =>
              setValues((current) => ({ ...current, reason: event.target.value }))
            }
          />
        )}
      </Field>
      <OfferDaysField
        id={fieldId('days')}
        value={values.days}
        error={errors.days}
        onChange={(days) => setValues((current) => ({ ...current, days }))}
      />
      <OfferFormButtons
        pending={offer.isPending}
        label="Make the offer"
        pendingLabel="Making the offer..."
      />
    </form>
  );
}
