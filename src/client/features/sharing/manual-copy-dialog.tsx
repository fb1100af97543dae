import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { CopyLinkField } from './copy-link-field.tsx';
import { useRestoreFocus } from './use-restore-focus.ts';

export interface ManualCopyDialogProps {
  /** The link to show; the dialog is open while there is one. */
  url: string | null;
  onClose: () => void;
  isCopied: boolean;
  onCopy: (url: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Shown when the browser would not let a quick-share link onto the clipboard. */
export function ManualCopyDialog({
  url,
  onClose,
  isCopied,
  onCopy,
  returnFocusTo,
}: ManualCopyDialogProps) {
  useRestoreFocus(url !== null, returnFocusTo);
  return (
    <Dialog open={url !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Copy the link"
        description="The link was created, but your browser did not allow copying it. Select the link and copy it, or try the Copy link button."
      >
        {url ? (
          <CopyLinkField
            label="New link"
            url={url}
            isCopied={isCopied}
            onCopy={() => onCopy(url)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
