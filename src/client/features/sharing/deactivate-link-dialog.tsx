import { useState } from 'react';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeactivateShareLink } from './api.ts';

/** The link a row's Deactivate button asks about, and that button, for focus to return to. */
export type DeactivateTarget = { link: ShareLinkDto; button: HTMLElement };

export interface DeactivateLinkDialogProps {
  target: DeactivateTarget | null;
  onClose: () => void;
  /** Where focus goes when the button that opened the dialog has gone (the link is now off). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Deactivate asks first: whoever holds the link loses the document at once, and a
 * deactivated link cannot be switched back on. One dialog for the whole table: it stays mounted
 * while the deactivated row changes under it, so its outcome is always told.
 */
export function DeactivateLinkDialog({
  target,
  onClose,
  fallbackFocus,
}: DeactivateLinkDialogProps) {
  const deactivate = useDeactivateShareLink();
  // What the dialog shows while it closes, and the button focus goes back to.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const link = shown?.link;

  function handleOpenChange(open: boolean) {
    if (open) return;
    deactivate.reset();
    onClose();
  }

  function handleConfirm() {
    if (!link) return;
    deactivate.mutate(link, {
      onSuccess: () => {
        toast({
          title: 'Share link deactivated',
          description: 'The link no longer opens the document.',
        });
        handleOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to deactivate share link',
          description: describeFailure(error),
        }),
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={handleOpenChange}
      title="Deactivate this link?"
      description={`${link?.recipient ? `${link.recipient} and anyone` : 'Anyone'} who has this link will no longer be able to open the document. A deactivated link cannot be turned back on; you can create a new one.`}
      confirmLabel="Deactivate link"
      pendingLabel="Deactivating..."
      isPending={deactivate.isPending}
      error={deactivate.error ? describeFailure(deactivate.error) : null}
      onConfirm={handleConfirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const button = shown?.button;
        (button?.isConnected ? button : fallbackFocus())?.focus();
      }}
    />
  );
}
