import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import { HONEYPOT_FIELD, type Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { HoneypotField } from '../../ui/honeypot-field.tsx';
import { useSubmitEnrollment } from './api.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { EnrollmentFields } from './enrollment-fields.tsx';
import {
  describeSubmissionError,
  toastSubmissionFailed,
  toastSubmitted,
} from './enrollment-toasts.ts';
import {
  CAMPUS_FIELDS,
  EMPTY_ENROLLMENT_VALUES,
  toEnrollmentInput,
  type EnrollmentValues,
} from './enrollment-values.ts';
import { SubmissionResult } from './submission-result.tsx';
import { useEnrollmentDraft } from './use-enrollment-draft.ts';

export interface EnrollmentFormProps {
  campus: Campus;
  /** Text another page handed over (the pathway summary); the family keeps or edits it. */
  initialAdditionalInfo?: string;
}

/**
 * One campus's form (public spec §4): checked with the shared schema before sending; on success
 * only this form empties, on failure everything typed stays and the error summary takes focus.
 */
export function EnrollmentForm({ campus, initialAdditionalInfo = '' }: EnrollmentFormProps) {
  const [values, setValues] = useState<EnrollmentValues>(() => ({
    ...EMPTY_ENROLLMENT_VALUES,
    additionalInfo: initialAdditionalInfo,
  }));
  const [result, setResult] = useState<WaitingListSubmissionDto | null>(null);
  /** A server refusal that belongs to no field (rate limit, honeypot), kept in the summary. */
  const [formError, setFormError] = useState<string | null>(null);
  const copy = useEnrollmentCopy();
  const { SUBMIT_LABEL, SUBMITTING_LABEL } = copy.enrollment;
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    CAMPUS_FIELDS[campus],
    copy.messages.validationMessage,
  );
  const submit = useSubmitEnrollment();
  const honeypotId = useId();
  const draft = useEnrollmentDraft(campus, values, setValues, initialAdditionalInfo === '');
  const { DRAFT_RESTORED } = copy.enrollment;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setResult(null);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // The schema (and zod with it) loads when the form is first sent, not with the page: it is
    // most of the page's script and nothing needs it before then (Lighthouse, ADR 011).
    let waitingListInput;
    try {
      ({ waitingListInput } = await import('../../../domain/waiting-list/schemas.ts'));
    } catch (error) {
      // Offline since the page loaded: said like any other failure to send.
      fail(error);
      return;
    }
    const input = validate(
      waitingListInput,
      toEnrollmentInput(campus, values, typeof honeypot === 'string' ? honeypot : '', copy.locale),
    );
    if (!input) return;
    submit.mutate(input, {
      onSuccess: (submitted) => {
        toastSubmitted(copy, campus, submitted);
        draft.discard();
        setResult(submitted);
      },
      onError: fail,
    });
  }

  /** The note and its button go away: focus moves to the first field, not to the page's top. */
  function emptyForm() {
    draft.discard();
    document.getElementById(fieldId(CAMPUS_FIELDS[campus][0]))?.focus();
  }

  function fail(error: unknown) {
    console.error(error);
    toastSubmissionFailed(copy, error);
    setResult(null);
    if (!showServerErrors(error)) {
      setFormError(`${describeSubmissionError(copy, error)}.`);
      show({});
    }
  }

  return (
    <>
      {result ? <SubmissionResult campus={campus} result={result} /> : null}
      <form
        noValidate
        className="relative grid gap-6"
        onSubmit={(event) => void handleSubmit(event)}
      >
        <ReadyFieldset>
          {draft.restored ? (
            <div
              role="status"
              className="grid max-w-prose justify-items-start gap-3 rounded-md border-2 border-brand bg-brand-soft p-3 text-brand-ink"
            >
              <p>{DRAFT_RESTORED.note}</p>
              <Button type="button" variant="secondary" onClick={emptyForm}>
                {DRAFT_RESTORED.clear}
              </Button>
            </div>
          ) : null}
          <ErrorSummary
            errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
            focusKey={summary.focusKey}
            title={copy.messages.ERROR_SUMMARY_TITLE}
          />
          <EnrollmentFields
            campus={campus}
            values={values}
            errors={errors}
            fieldId={fieldId}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          <HoneypotField
            id={honeypotId}
            name={HONEYPOT_FIELD}
            label={copy.messages.HONEYPOT_LABEL}
          />
          <div>
            <Button type="submit" disabled={submit.isPending} className="min-h-11 text-lg">
              {submit.isPending ? SUBMITTING_LABEL : SUBMIT_LABEL}
            </Button>
          </div>
        </ReadyFieldset>
      </form>
    </>
  );
}
