import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { CreateShareLinkForm } from './create-share-link-form.tsx';
import { ShareLinksTable } from './share-links-table.tsx';
import { useRestoreFocus } from './use-restore-focus.ts';

export interface ShareDialogProps {
  document: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes, when it was not opened by a DialogTrigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** "Advanced Sharing" (admin spec §2 Share dialog): create a link, see and deactivate links. */
export function ShareDialog({ document, open, onOpenChange, returnFocusTo }: ShareDialogProps) {
  useRestoreFocus(open, returnFocusTo);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Advanced Sharing"
        description={`Links to "${document.title}" open it without an account. Choose what the link allows and how long it works.`}
        // Wide enough at 1280px for every column of the links table, Deactivate included.
        className="sm:max-w-5xl"
      >
        <CreateShareLinkForm documentId={document.id} />
        {/* A heading, not a named <section>: the table's own region already carries this name. */}
        <h3 className="mt-8 mb-3 text-lg font-semibold">Existing links</h3>
        <ShareLinksTable documentId={document.id} />
      </DialogContent>
    </Dialog>
  );
}
