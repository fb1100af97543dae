import { useState } from 'react';
import { sendDocumentInput } from '../../../domain/sharing/link-delivery.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDocument, useSendDocument } from './api.ts';
import { SendNdaFields } from './send-nda-fields.tsx';
import { initialSendValues, SEND_NDA_FIELDS, toSendInput } from './send-nda-values.ts';

export interface SendNdaFormProps {
  document: { id: string; title: string };
  onSent: () => void;
  onCancel: () => void;
}

function recipientHint(partnerEmail: string | null | undefined, isLoading: boolean) {
  if (isLoading) return "Loading the partner's contact email...";
  if (partnerEmail)
    return "The partner's contact email. Change it to send the NDA to someone else.";
  return 'This partner has no contact email on file. Enter the address to send the NDA to.';
}

/**
 * Sends a draft: the recipient, starting as the partner's contact, gets the message and
 * a link to the NDA. The toast says whether the mail went out or the link has to be passed on.
 */
export function SendNdaForm({ document, onSent, onCancel }: SendNdaFormProps) {
  const detail = useDocument(document.id);
  const partnerEmail = detail.data?.partner?.email;
  const [values, setValues] = useState(initialSendValues);
  // The partner's address arrives after the dialog opens: fill it in once, unless typed over.
  const [hasPrefilled, setHasPrefilled] = useState(false);
  if (!hasPrefilled && detail.data) {
    setHasPrefilled(true);
    if (partnerEmail && !values.recipientEmail) {
      setValues((current) => ({ ...current, recipientEmail: partnerEmail }));
    }
  }
  const form = useFormErrors(SEND_NDA_FIELDS);
  const send = useSendDocument();

  function submit() {
    const input = form.validate(sendDocumentInput, toSendInput(values));
    if (!input) return;
    send.mutate(
      { id: document.id, input },
      {
        onSuccess: (sent) => {
          toastDelivery({
            title: 'Document Sent',
            delivery: sent.delivery,
            notMailedLead: 'Marked as sent.',
          });
          onSent();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({
            variant: 'destructive',
            title: 'Failed to send document',
            description: describeFailure(error),
          });
        },
      },
    );
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorSummary {...form.summary} />
      <SendNdaFields
        values={values}
        errors={form.errors}
        fieldId={form.fieldId}
        recipientHint={recipientHint(partnerEmail, detail.isPending)}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send NDA'}
        </Button>
      </div>
    </form>
  );
}
