import { useRef } from 'react';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { SendNdaForm } from './send-nda-form.tsx';

export interface SendNdaDialogProps {
  /** The draft to send; the dialog is open while there is one. */
  document: { id: string; title: string } | null;
  onClose: () => void;
  /**
   * Where focus goes once the NDA is sent: the Send button that opened the dialog is gone by
   * then (only drafts have one), and Radix would leave focus on the page.
   */
  focusAfterSend: (sent: { id: string }) => HTMLElement | null | undefined;
}

/** The Send dialog of a draft (All Documents rows, the document page). */
export function SendNdaDialog({ document, onClose, focusAfterSend }: SendNdaDialogProps) {
  // Set once sending worked; by the time focus moves, `document` is already null.
  const sent = useRef<{ id: string } | null>(null);
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Send NDA"
        description={
          document
            ? `"${document.title}" goes by email with your message and a link to the NDA. It is then marked as Sent.`
            : ''
        }
        onCloseAutoFocus={(event) => {
          const sentDocument = sent.current;
          sent.current = null;
          const target = sentDocument ? focusAfterSend(sentDocument) : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {document ? (
          <SendNdaForm
            document={document}
            onSent={() => {
              sent.current = document;
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
