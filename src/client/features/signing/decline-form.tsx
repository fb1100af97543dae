import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { declineSigningInput } from '../../../domain/esign/schemas.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useDeclineSigning } from './api.ts';
import { explainFailure } from './signing-labels.ts';

const DECLINE_FIELDS = ['reason'] as const;

/** A required reason, then "Confirm decline". Focus starts in the reason box when it opens. */
export function DeclineForm({
  id,
  token,
  onDeclined,
  onCancel,
}: {
  id: string;
  token: string;
  onDeclined: (closed: SigningViewDto) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(DECLINE_FIELDS);
  const decline = useDeclineSigning(token);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    reasonRef.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const input = validate(declineSigningInput, { reason });
    if (!input) return;
    decline.mutate(input, {
      onSuccess: (closed) => onDeclined(closed),
      onError: (error) => {
        if (showServerErrors(error)) return;
        setProblem(
          explainFailure(
            error,
            'Something went wrong on our side, so the agreement was not declined. Please try again in a few minutes.',
          ),
        );
      },
    });
  }

  return (
    <form id={id} noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
      <ErrorSummary
        errors={problem ? [...summary.errors, { message: problem }] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field
        id={fieldId('reason')}
        label="Why are you declining?"
        hint="The sender reads this. For example: the dates are wrong, or someone else should sign."
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={reasonRef}
            name="reason"
            rows={4}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={decline.isPending}>
          {decline.isPending ? 'Declining...' : 'Confirm decline'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
