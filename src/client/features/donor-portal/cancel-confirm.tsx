import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { PortalCopy } from './portal-copy.ts';

/**
 * "Cancel my monthly gift", with one confirm step that says plainly what happens: no more
 * charges; past gifts and statements stay. "Keep my monthly gift" has the focus when it opens.
 */
export function CancelConfirm(props: {
  copy: PortalCopy;
  isPending: boolean;
  error: string | null;
  onCancel: (done: () => void) => void;
  /** Once cancelled the button is gone: where the focus goes instead. */
  onClosedAfterCancel: () => void;
}) {
  const { copy } = props;
  const [open, setOpen] = useState(false);
  const [isCancelled, setIsCancelled] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="min-h-11">
          {copy.cancel}
        </Button>
      }
      title={copy.cancelTitle}
      description={copy.cancelText}
      confirmLabel={copy.cancelConfirm}
      pendingLabel={copy.working}
      isPending={props.isPending}
      error={open ? props.error : null}
      labels={{ cancel: copy.keep, close: copy.close }}
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
