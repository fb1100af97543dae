import { useId, useState } from 'react';
import { declineOfferInput } from '../../../domain/admissions-schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
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
  const [reason, setReason] = useState('');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">{DECLINE.button}</Button>
      </DialogTrigger>
      <DialogContent
        title={DECLINE.title}
        description={DECLINE.description}
        closeLabel={copy.dialogLabels.close}
      >
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
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
          <div role="alert" className="empty:hidden">
            {error ? (
              <p className="rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{DECLINE.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? DECLINE.pending : DECLINE.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
