import { useState } from 'react';
import type { FormEvent } from 'react';
import { voidEnvelopeInput } from '../../../domain/esign/schemas.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useVoidEnvelope } from './api.ts';
import { failureText, formLevelFailure } from './failure-text.ts';

const VOID_FIELDS = ['reason'] as const;

export interface VoidEnvelopeFormProps {
  document: { id: string; title: string };
  onVoided: () => void;
}

/** "Voiding requires a non-empty reason" (admin spec §5): checked here and on the server. */
export function VoidEnvelopeForm({ document, onVoided }: VoidEnvelopeFormProps) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(VOID_FIELDS);
  const voidEnvelope = useVoidEnvelope(document.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = validate(voidEnvelopeInput, { reason });
    if (!input) return;
    voidEnvelope.mutate(input.reason, {
      onSuccess: () => {
        toast({
          title: 'Document voided',
          description: `The signing request for "${document.title}" was cancelled.`,
        });
        onVoided();
      },
      onError: (error) => {
        const message = formLevelFailure(error, showServerErrors(error));
        if (message) setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
        toast({
          variant: 'destructive',
          title: 'Failed to void document',
          description: failureText(error),
        });
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={failure ? [...summary.errors, { message: failure.message }] : summary.errors}
        focusKey={`${summary.focusKey}-${failure?.attempt ?? 0}`}
      />
      <Field
        id={fieldId('reason')}
        label="Reason"
        hint="Kept in the NDA's history. With DocuSign, the signer sees it too."
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={voidEnvelope.isPending}>
          {voidEnvelope.isPending ? 'Voiding...' : 'Void request'}
        </Button>
      </div>
    </form>
  );
}
