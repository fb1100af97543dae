import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { cancelEnrollmentAgreementInput } from '../../../domain/esign/enrollment-agreement.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCancelEnrollmentAgreement } from './enrollment-agreement-api.ts';

const FIELDS = ['reason'] as const;

function CancelForm({ entryId, onCancelled }: { entryId: string; onCancelled: () => void }) {
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const cancel = useCancelEnrollmentAgreement(entryId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(cancelEnrollmentAgreementInput, { reason });
    if (!input) return;
    cancel.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Enrollment agreement cancelled',
          description: 'Its signing links no longer work.',
        });
        onCancelled();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field
        id={fieldId('reason')}
        label="Reason"
        hint="Kept in this family's history."
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
          <Button variant="secondary">Keep the agreement</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel the agreement'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Cancel this agreement", asking for a reason. After it succeeds the button is gone (the send
 * form takes its place), so focus goes to `focusAfter` instead of falling to the page.
 */
export function CancelEnrollmentAgreement({
  entryId,
  focusAfter,
}: {
  entryId: string;
  focusAfter: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const isDone = useRef(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) isDone.current = false;
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-fit">
          Cancel this agreement
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel this agreement"
        description="The signing links stop working. You can send a new agreement after that."
        onCloseAutoFocus={(event) => {
          if (!isDone.current) return;
          event.preventDefault();
          focusAfter();
        }}
      >
        <CancelForm
          entryId={entryId}
          onCancelled={() => {
            isDone.current = true;
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
