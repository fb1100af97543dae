import { useState } from 'react';
import type { FormEvent } from 'react';
import { sendForSignatureInput } from '../../../domain/esign-schemas.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/field.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSendForSignature } from './api.ts';
import { failureText, formLevelFailure } from './failure-text.ts';

const SEND_FIELDS = ['signerName', 'signerEmail', 'subject', 'message'] as const;

export interface SendForSignatureFormProps {
  document: { id: string; title: string };
  /** The partner's contact, or the signer of the last request when sending again. */
  signer: { name: string; email: string };
  onSent: () => void;
}

/** Mounted on open, so every opening starts from the defaults. */
export function SendForSignatureForm({ document, signer, onSent }: SendForSignatureFormProps) {
  const defaultSubject = `Please sign: ${document.title}`;
  const [values, setValues] = useState({
    signerName: signer.name,
    signerEmail: signer.email,
    subject: defaultSubject,
    message: '',
  });
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(SEND_FIELDS);
  const send = useSendForSignature(document.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // An untouched subject goes as null: the server writes the same default, and the 100
    // characters a typed subject may have would otherwise refuse a long title.
    const input = validate(sendForSignatureInput, {
      ...values,
      subject: values.subject.trim() === defaultSubject.trim() ? null : values.subject,
    });
    if (!input) return;
    send.mutate(input, {
      onSuccess: (envelope) => {
        toast({
          title: 'Document Sent',
          description: `"${document.title}" was sent to ${envelope.signerEmail} for signature.`,
        });
        onSent();
      },
      onError: (error) => {
        const message = formLevelFailure(error, showServerErrors(error));
        if (message) setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
        toast({
          variant: 'destructive',
          title: 'Failed to send document',
          description: failureText(error),
        });
      },
    });
  }

  const change = (field: (typeof SEND_FIELDS)[number], value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={failure ? [...summary.errors, { message: failure.message }] : summary.errors}
        focusKey={`${summary.focusKey}-${failure?.attempt ?? 0}`}
      />
      <FormField
        id={fieldId('signerName')}
        label="Signer name"
        hint="Starts as the partner's contact. Change it if someone else signs."
        autoComplete="off"
        spellCheck={false}
        value={values.signerName}
        error={errors.signerName}
        onChange={(event) => change('signerName', event.target.value)}
      />
      <FormField
        id={fieldId('signerEmail')}
        label="Signer email"
        hint="The signing link is sent to this address."
        type="email"
        autoComplete="off"
        required
        value={values.signerEmail}
        error={errors.signerEmail}
        onChange={(event) => change('signerEmail', event.target.value)}
      />
      <FormField
        id={fieldId('subject')}
        label="Subject"
        autoComplete="off"
        value={values.subject}
        error={errors.subject}
        onChange={(event) => change('subject', event.target.value)}
      />
      <Field
        id={fieldId('message')}
        label="Message (optional)"
        hint="Shown to the signer in the email, above the link."
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send for Signature'}
        </Button>
      </div>
    </form>
  );
}
