import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PledgeDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { formatDate } from '../../lib/format.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { toast } from '../../ui/use-toast.ts';
import { campaignsQuery } from './api.ts';
import { DONATION_STATUS_LABELS } from './crm-labels.ts';
import { useCreateDonation } from './gift-api.ts';
import { GiftFormFields } from './gift-form-fields.tsx';
import { GIFT_FIELDS, emptyGiftValues, readGift, type GiftField } from './gift-values.ts';

export interface RecordGiftDialogProps {
  donorId: string;
  donorName: string;
  pledges: readonly PledgeDto[];
}

/** Gift entry on the donor profile: a one-time gift (or a pledge payment), or a pledge. */
export function RecordGiftDialog({ donorId, donorName, pledges }: RecordGiftDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Record a gift</Button>
      </DialogTrigger>
      <DialogContent
        title="Record a gift"
        description={`A gift or pledge from ${donorName}. Only completed gifts count toward totals and campaign goals.`}
        className="max-w-2xl"
      >
        <GiftForm donorId={donorId} pledges={pledges} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function GiftForm({
  donorId,
  pledges,
  onSaved,
}: Omit<RecordGiftDialogProps, 'donorName'> & { onSaved: () => void }) {
  const [values, setValues] = useState(() => emptyGiftValues(todayIsoDate(new Date())));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, show, showServerErrors, summary } = useFormErrors(GIFT_FIELDS);
  const campaigns = useQuery(campaignsQuery());
  const createDonation = useCreateDonation();
  const openPledges = pledges.filter((pledge) => pledge.status === 'pending');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = readGift(donorId, values);
    if (!result.input) {
      show(result.errors);
      return;
    }
    createDonation.mutate(result.input, {
      onSuccess: (gift) => {
        const kind = gift.donationType === 'pledge' ? 'Pledge' : 'Gift';
        toast({
          title: `${kind} recorded`,
          description: `${formatExactDollars(gift.amountCents)} on ${formatDate(gift.giftDate)}, ${DONATION_STATUS_LABELS[gift.status].toLowerCase()}.`,
        });
        onSaved();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
        toast({
          variant: 'destructive',
          title: 'Failed to record gift',
          description: describeFailure(error),
        });
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      <GiftFormFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={(field: GiftField, value: string) =>
          setValues((current) => ({ ...current, [field]: value }))
        }
        campaigns={campaigns.data ?? []}
        openPledges={openPledges}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={createDonation.isPending}>
          {createDonation.isPending ? 'Saving...' : 'Save gift'}
        </Button>
      </div>
    </form>
  );
}
