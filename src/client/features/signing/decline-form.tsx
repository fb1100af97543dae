import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { declineSigningInput } from '../../../domain/esign/schemas.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useDeclineSigning } from './api.ts';
import { SIGNING_COPY } from './signing-copy.ts';
import { explainFailure } from './signing-labels.ts';

const DECLINE_FIELDS = ['reason'] as const;

/** A required reason, then "Confirm decline". Focus starts in the reason box when it opens. */
export function DeclineForm({
  id,
  token,
  language,
  onDeclined,
  onCancel,
}: {
  id: string;
  token: string;
  language: Locale;
  onDeclined: (closed: SigningViewDto) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const copy = SIGNING_COPY[language];
  const words = copy.DECLINE;
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(
    DECLINE_FIELDS,
    copy.validationMessage,
  );
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
        setProblem(explainFailure(error, language, words.ourFault));
      },
    });
  }

  return (
    <form id={id} noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
      <ErrorSummary
        title={copy.ERROR_SUMMARY_TITLE}
        errors={problem ? [...summary.errors, { message: problem }] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field
        id={fieldId('reason')}
        label={words.reasonLabel}
        hint={words.reasonHint}
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
          {decline.isPending ? words.pending : words.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
