import { useId, useState } from 'react';
import { declineOfferInput } from '../../../domain/admissions/schemas.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { SeatOfferCopy } from './seat-offer-copy.ts';

/**
 * Declining gives the seat away for good, so it asks first, with room for an optional reason.
 * "Keep the offer" has the focus; the server's sentence shows here if the answer is refused.
 */
export function DeclineOfferDialog({
  copy,
  isPending,
  error,
  onDecline,
}: {
  copy: SeatOfferCopy;
  isPending: boolean;
  error: string | null;
  onDecline: (reason: string | null) => void;
}) {
  const { DECLINE } = copy.offer;
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{DECLINE.button}</Button>}
      title={DECLINE.title}
      description={DECLINE.description}
      confirmLabel={DECLINE.confirm}
      pendingLabel={DECLINE.pending}
      isPending={isPending}
      error={error}
      labels={{ cancel: DECLINE.cancel, close: copy.dialogLabels.close }}
      onConfirm={() => {
        const parsed = declineOfferInput.safeParse({ reason });
        onDecline(parsed.success ? parsed.data.reason : null);
      }}
    >
      <Field id={reasonId} label={DECLINE.reasonLabel} hint={DECLINE.reasonHint}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
