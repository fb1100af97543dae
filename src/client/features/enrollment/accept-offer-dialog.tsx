import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { SeatOfferCopy } from './seat-offer-copy.ts';

/**
 * Accepting asks first, as declining does, and says what happens after: a mail with the next
 * steps and a call from admissions. The server's sentence shows here if the answer is refused.
 */
export function AcceptOfferDialog({
  copy,
  isPending,
  error,
  onAccept,
}: {
  copy: SeatOfferCopy;
  isPending: boolean;
  error: string | null;
  onAccept: () => void;
}) {
  const { ACCEPT } = copy.offer;
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>{ACCEPT.button}</Button>}
      title={ACCEPT.title}
      description={ACCEPT.description}
      confirmLabel={ACCEPT.confirm}
      pendingLabel={ACCEPT.pending}
      isPending={isPending}
      error={error}
      labels={{ cancel: ACCEPT.cancel, close: copy.dialogLabels.close }}
      onConfirm={onAccept}
    />
  );
}
