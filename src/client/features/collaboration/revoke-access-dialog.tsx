import { useState } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useRevokeAccess } from './api.ts';

/** The link a row's Revoke button asks about, named as the row names it, and that button. */
export type RevokeTarget = {
  linkId: string;
  linkName: string;
  description: string;
  button: HTMLElement;
};

export interface RevokeAccessDialogProps {
  documentId: string;
  target: RevokeTarget | null;
  onClose: () => void;
  /** Where focus goes when the button that opened the dialog has gone (access revoked). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Revoke asks first: the collaborator loses the document at once, for good. One
 * dialog for the whole list: it stays mounted while the revoked row goes, so its outcome is
 * always told.
 */
export function RevokeAccessDialog({
  documentId,
  target,
  onClose,
  fallbackFocus,
}: RevokeAccessDialogProps) {
  const revoke = useRevokeAccess(documentId);
  // What the dialog shows while it closes, and the button focus goes back to.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);

  function handleOpenChange(open: boolean) {
    if (open) return;
    revoke.reset();
    onClose();
  }

  function handleConfirm() {
    if (!shown) return;
    revoke.mutate(shown.linkId, {
      onSuccess: () => {
        toast({ title: 'Access Revoked', description: 'The link no longer opens the document.' });
        handleOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to revoke access',
          description: describeFailure(error),
        }),
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={handleOpenChange}
      title="Revoke access?"
      description={
        shown
          ? `The ${shown.linkName.toLowerCase()} (${shown.description}) will stop opening the document at once. It cannot be turned back on; you can share a new link instead.`
          : ''
      }
      confirmLabel="Revoke access"
      pendingLabel="Revoking..."
      isPending={revoke.isPending}
      error={revoke.error ? describeFailure(revoke.error) : null}
      onConfirm={handleConfirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const button = shown?.button;
        (button?.isConnected ? button : fallbackFocus())?.focus();
      }}
    />
  );
}
