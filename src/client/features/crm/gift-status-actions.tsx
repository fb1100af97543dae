import { useState } from 'react';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateDonation } from './gift-api.ts';
import { giftDescription } from './gift-description.ts';
import { MarkReceivedDialog } from './mark-received-dialog.tsx';

/**
 * A pending gift becomes completed when the money arrives, or cancelled when it will not. Both
 * are final on the server; cancelling asks first, as it takes the gift out of every total.
 */
export function GiftStatusActions({ gift }: { gift: DonationDto }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateDonation();
  const what = giftDescription(gift);

  function setStatus(status: 'completed' | 'cancelled') {
    update.mutate(
      { id: gift.id, changes: { status } },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast({
            title: status === 'completed' ? 'Gift completed' : 'Gift cancelled',
            description:
              status === 'completed'
                ? `${what} now counts toward the totals.`
                : `${what} was cancelled and counts toward nothing.`,
          });
        },
        onError: (error) => {
          if (status === 'completed') {
            toast({
              variant: 'destructive',
              title: 'Failed to update gift',
              description: describeFailure(error),
            });
          }
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <MarkReceivedDialog gift={gift} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) update.reset();
        }}
        trigger={
          <Button variant="secondary">
            Mark cancelled<span className="sr-only"> {what}</span>
          </Button>
        }
        title="Mark this gift cancelled?"
        description={`A cancelled gift counts toward nothing, and ${what} cannot be made pending again. To undo, record the gift anew.`}
        confirmLabel="Mark cancelled"
        pendingLabel="Saving..."
        isPending={update.isPending}
        error={update.error ? describeFailure(update.error) : null}
        onConfirm={() => setStatus('cancelled')}
      />
    </div>
  );
}
