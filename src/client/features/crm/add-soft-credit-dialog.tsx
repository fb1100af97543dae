import { useState } from 'react';
import type { FormEvent } from 'react';
import { dollarsToCents } from '../../../domain/common/dollar-input.ts';
import { addSoftCreditInput } from '../../../domain/crm/credit-schemas.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import {
  SOFT_CREDIT_KIND_LABELS,
  SOFT_CREDIT_KINDS,
  type SoftCreditKind,
} from '../../../domain/crm/soft-credit-kinds.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAddSoftCredit } from './credit-api.ts';
import { DonorPicker } from './donor-picker.tsx';

const FIELDS = ['donorId', 'kind', 'amountCents'] as const;

export interface SoftCreditGift {
  id: string;
  donorId: string;
  amountCents: number;
}

export interface AddSoftCreditDialogProps {
  gift: SoftCreditGift;
  /** Donors already credited on this gift: the server refuses them a second time. */
  creditedIds: readonly string[];
}

/** Credits another person with a gift; the money still counts once, for the donor who gave it. */
export function AddSoftCreditDialog({ gift, creditedIds }: AddSoftCreditDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          Add soft credit
          <span className="sr-only"> to the gift of {formatExactDollars(gift.amountCents)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add soft credit"
        description="Credit someone else with this gift, such as a spouse or the person who asked for it. The money still counts once, for the donor who gave it."
      >
        <SoftCreditForm gift={gift} creditedIds={creditedIds} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SoftCreditForm({
  gift,
  creditedIds,
  onSaved,
}: AddSoftCreditDialogProps & { onSaved: () => void }) {
  const [donorId, setDonorId] = useState('');
  const [kind, setKind] = useState<SoftCreditKind>('spouse');
  const [amount, setAmount] = useState((gift.amountCents / 100).toFixed(2));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const add = useAddSoftCredit(gift.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const amountCents = dollarsToCents(amount);
    if (amountCents === null) {
      show({ amountCents: 'Enter the amount in dollars and cents, such as 50 or 50.25' });
      return;
    }
    // The whole gift is the server's default: sending nothing keeps it so if the gift changes.
    const input = validate(addSoftCreditInput, {
      donorId,
      kind,
      amountCents: amountCents === gift.amountCents ? undefined : amountCents,
    });
    if (!input) return;
    add.mutate(input, {
      onSuccess: (credit) => {
        toast({ title: 'Soft credit added', description: `${credit.donorName} is credited.` });
        onSaved();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      <DonorPicker
        id={fieldId('donorId')}
        label="Person to credit (required)"
        value={donorId}
        onChange={setDonorId}
        excludeIds={[gift.donorId, ...creditedIds]}
        error={errors.donorId}
      />
      <Field id={fieldId('kind')} label="Why they are credited (required)" error={errors.kind}>
        {(control) => (
          <Select
            {...control}
            value={kind}
            onChange={(event) => setKind(event.target.value as SoftCreditKind)}
          >
            {SOFT_CREDIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {SOFT_CREDIT_KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        id={fieldId('amountCents')}
        label="Amount credited, in dollars"
        hint={`The whole gift is ${formatExactDollars(gift.amountCents)}.`}
        inputMode="decimal"
        value={amount}
        error={errors.amountCents}
        onChange={(event) => setAmount(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add soft credit'}
        </Button>
      </div>
    </form>
  );
}
