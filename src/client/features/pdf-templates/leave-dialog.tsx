import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** Asked when a link would leave the editor with changes that are not saved. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="The changes to this template since it was last saved will be lost."
      confirmLabel="Leave without saving"
      pendingLabel="Leaving..."
      isPending={false}
      labels={{ cancel: 'Stay and keep editing', close: 'Close' }}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
