import { useState } from 'react';
import type { FormEvent } from 'react';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { markGiftReceivedInput } from '../../../domain/crm/gift-received.ts';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { PAYMENT_METHODS } from '../../../domain/crm/donors.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { PAYMENT_METHOD_LABELS } from './crm-labels.ts';
import { useMarkGiftReceived } from './gift-api.ts';
import { giftDescription } from './gift-description.ts';

const FIELDS = ['receivedOn', 'paymentMethod', 'checkNumber'] as const;

/**
 * Mark completed: asks the day the money arrived, how it was paid and, for a check, its number.
 * The server checks the same rules (and that the day is not after today).
 */
export function MarkReceivedDialog({ gift }: { gift: DonationDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const [receivedOn, setReceivedOn] = useState(() => todayIsoDate(new Date()));
  const [method, setMethod] = useState<string>(gift.paymentMethod ?? 'check');
  const [checkNumber, setCheckNumber] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const mark = useMarkGiftReceived();
  const what = giftDescription(gift);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(markGiftReceivedInput, {
      receivedOn,
      paymentMethod: method,
      checkNumber: method === 'check' ? checkNumber : null,
    });
    if (!input) return;
    mark.mutate(
      { id: gift.id, input },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast({ title: 'Gift completed', description: `${what} now counts toward the totals.` });
        },
        onError: (error) => {
          if (showServerErrors(error)) return;
          setFormError(describeFailure(error));
          show({});
        },
      },
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          Mark completed<span className="sr-only"> {what}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Mark this gift completed"
        description={`When did the money for ${what} arrive, and how was it paid?`}
      >
        <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
          <ErrorSummary
            errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
            focusKey={summary.focusKey}
          />
          <FormField
            id={fieldId('receivedOn')}
            label="Date received"
            type="date"
            required
            value={receivedOn}
            error={errors.receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
          <Field id={fieldId('paymentMethod')} label="Payment method" error={errors.paymentMethod}>
            {(control) => (
              <Select
                {...control}
                required
                value={method}
                onChange={(event) => setMethod(event.target.value)}
              >
                {PAYMENT_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {method === 'check' ? (
            <FormField
              id={fieldId('checkNumber')}
              label="Check number"
              required
              autoComplete="off"
              value={checkNumber}
              error={errors.checkNumber}
              onChange={(event) => setCheckNumber(event.target.value)}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Saving...' : 'Mark completed'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
