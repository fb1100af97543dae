import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { VisitsCopy } from './visits-copy-en.ts';

/**
 * "I can't come", with one confirm step that says what happens: the seat goes to another family.
 * "Keep my booking" has the focus when it opens, so Enter straight away cancels nothing.
 */
export function CancelBooking(props: {
  copy: VisitsCopy;
  isPending: boolean;
  error: string | null;
  onCancel: (done: () => void) => void;
  /** Once cancelled the button is gone: where the focus goes instead. */
  onClosedAfterCancel: () => void;
}) {
  const { booking } = props.copy;
  const [open, setOpen] = useState(false);
  const [isCancelled, setIsCancelled] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="min-h-11">
          {booking.cantCome}
        </Button>
      }
      title={booking.cancelTitle}
      description={booking.cancelText}
      confirmLabel={booking.cancelConfirm}
      pendingLabel={booking.working}
      isPending={props.isPending}
      error={open ? props.error : null}
      labels={{ cancel: booking.keep, close: booking.close }}
      onConfirm={() =>
        props.onCancel(() => {
          setIsCancelled(true);
          setOpen(false);
        })
      }
      onCloseAutoFocus={(event) => {
        if (!isCancelled) return;
        event.preventDefault();
        props.onClosedAfterCancel();
      }}
    />
  );
}
