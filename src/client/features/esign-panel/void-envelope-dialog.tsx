import type { RefObject } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { useActionDialog } from './use-action-dialog.ts';
import { VoidEnvelopeForm } from './void-envelope-form.tsx';

export interface VoidEnvelopeDialogProps {
  document: { id: string; title: string };
  focusAfterVoid: RefObject<HTMLElement | null>;
}

/** Offered only while the request is sent or delivered (admin spec §4). */
export function VoidEnvelopeDialog({ document, focusAfterVoid }: VoidEnvelopeDialogProps) {
  const dialog = useActionDialog(focusAfterVoid);
  return (
    <Dialog {...dialog.root}>
      <DialogTrigger asChild>
        <Button variant="secondary">Void</Button>
      </DialogTrigger>
      <DialogContent
        title="Void signature request"
        description={`The signer can no longer sign "${document.title}". The NDA goes back to Sent, so you can change it and send it for signature again.`}
        onCloseAutoFocus={dialog.onCloseAutoFocus}
      >
        <VoidEnvelopeForm document={document} onVoided={dialog.finish} />
      </DialogContent>
    </Dialog>
  );
}
