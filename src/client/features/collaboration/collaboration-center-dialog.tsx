import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { CollaborationCenter } from './collaboration-center.tsx';

export interface CollaborationCenterDialogProps {
  /** The document to show; the dialog is open while there is one. */
  document: { id: string; title: string } | null;
  onClose: () => void;
  /** The button focus goes back to on close (the row's menu button: its item is gone by then). */
  returnFocusTo?: HTMLElement | null;
  /** The e-signature panel for this document; nothing is rendered while absent. */
  signaturePanel?: ReactNode;
}

/** "Collaboration Center" (admin spec §2): the e-signature panel and the collaboration panel. */
export function CollaborationCenterDialog({
  document,
  onClose,
  returnFocusTo,
  signaturePanel,
}: CollaborationCenterDialogProps) {
  const isOpen = document !== null;

  // The page clears `returnFocusTo` along with the document, so remember it while open.
  const wasOpen = useRef(isOpen);
  const focusTarget = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen) focusTarget.current = returnFocusTo ?? null;
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    const target = focusTarget.current;
    if (!closed || !target) return;
    // After Radix's own focus return, which it schedules when the dialog unmounts.
    const timer = setTimeout(() => target.focus());
    return () => clearTimeout(timer);
  }, [isOpen, returnFocusTo]);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {document ? (
        <DialogContent
          title="Collaboration Center"
          description={`${signaturePanel ? 'E-signature, comments' : 'Comments'}, invitations, activity and links for "${document.title}".`}
          // sm: so it wins over max-w-lg in DialogContent (class order in the attribute decides nothing).
          className="sm:max-w-4xl"
        >
          <CollaborationCenter documentId={document.id} signaturePanel={signaturePanel} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
