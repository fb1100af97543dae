import type { RefObject } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { SendForSignatureForm } from './send-for-signature-form.tsx';
import { useActionDialog } from './use-action-dialog.ts';

export interface SendForSignatureDialogProps {
  document: { id: string; title: string };
  signer: { name: string; email: string };
  /** "Send again" after a declined or voided request (its reason is shown in the panel). */
  isAgain: boolean;
  focusAfterSend: RefObject<HTMLElement | null>;
}

export function SendForSignatureDialog({
  document,
  signer,
  isAgain,
  focusAfterSend,
}: SendForSignatureDialogProps) {
  const dialog = useActionDialog(focusAfterSend);
  return (
    <Dialog {...dialog.root}>
      <DialogTrigger asChild>
        <Button>{isAgain ? 'Send again' : 'Send for Signature'}</Button>
      </DialogTrigger>
      <DialogContent
        title="Send for Signature"
        // Wide enough for a person's fields two by two; phones get the full width anyway.
        className="sm:max-w-2xl"
        description={`The signer gets an email with a link to read and sign "${document.title}". While it waits for the signature, the text of the NDA cannot be changed.`}
        onCloseAutoFocus={dialog.onCloseAutoFocus}
      >
        <SendForSignatureForm document={document} signer={signer} onSent={dialog.finish} />
      </DialogContent>
    </Dialog>
  );
}
