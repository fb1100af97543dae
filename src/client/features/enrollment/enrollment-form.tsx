import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import type { ParsedWaitingListInput } from '../../../domain/waiting-list/schemas.ts';
import { HONEYPOT_FIELD, type Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { HoneypotField } from '../../ui/honeypot-field.tsx';
import { useSubmitEnrollment } from './api.ts';
import { CheckAnswers } from './check-answers.tsx';
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
  type EnrollmentField,
  type EnrollmentValues,
} from './enrollment-values.ts';
import { SaveForLater } from './save-for-later.tsx';
import { SubmissionResult } from './submission-result.tsx';
import { useEnrollmentDraft } from './use-enrollment-draft.ts';

export interface EnrollmentFormProps {
  campus: Campus;
  /** Text another page handed over (the pathway summary); the family keeps or edits it. */
  initialAdditionalInfo?: string;
  /** The answers behind a saving link, and the link's key (ADR 046). */
  saved?: { token: string; answers: EnrollmentValues };
  /** Told when the form has been sent (the saved answers are then gone). */
  onSent?: () => void;
}

/**
 * One campus's form (public spec §4). "Continue" checks it with the shared schema and shows the
 * answers to check; the send button there sends it. On success only this form empties; on failure
 * everything typed stays and the error summary takes focus. Under it, "Save and come back later".
 */
export function EnrollmentForm({
  campus,
  initialAdditionalInfo = '',
  saved,
  onSent,
}: EnrollmentFormProps) {
  const [values, setValues] = useState<EnrollmentValues>(() =>
    saved ? saved.answers : { ...EMPTY_ENROLLMENT_VALUES, additionalInfo: initialAdditionalInfo },
  );
  /** The checked form, while its answers are shown to check; null while the form is shown. */
  const [checked, setChecked] = useState<ParsedWaitingListInput | null>(null);
  /** The field a "Change" link went back to: it takes focus once the form is back. */
  const changing = useRef<EnrollmentField | null>(null);
  /** Saved answers' key (from their link, or saved here); spent once the form is sent with it. */
  const [savedToken, setSavedToken] = useState(saved?.token ?? null);
  const [result, setResult] = useState<WaitingListSubmissionDto | null>(null);
  /** A server refusal that belongs to no field (rate limit, honeypot), kept in the summary. */
  const [formError, setFormError] = useState<string | null>(null);
  const [sendFailures, setSendFailures] = useState(0);
  const copy = useEnrollmentCopy();
  const { CHECK_ANSWERS, DRAFT_RESTORED } = copy.enrollment;
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    CAMPUS_FIELDS[campus],
    copy.messages.validationMessage,
  );
  const submit = useSubmitEnrollment();
  const honeypotId = useId();
  const draft = useEnrollmentDraft(
    saved ? `saved.${campus}` : campus,
    values,
    setValues,
    initialAdditionalInfo === '',
  );

  useEffect(() => {
    if (checked || !changing.current) return;
    document.getElementById(fieldId(changing.current))?.focus();
    changing.current = null;
  }, [checked, fieldId]);

  async function handleContinue(event: FormEvent<HTMLFormElement>) {
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
      toEnrollmentInput(campus, values, {
        honeypot: typeof honeypot === 'string' ? honeypot : '',
        language: copy.locale,
        savedToken,
      }),
    );
    if (input) setChecked(input);
  }

  function send() {
    if (!checked) return;
    setFormError(null);
    submit.mutate(checked, {
      onSuccess: (submitted) => {
        toastSubmitted(copy, campus, submitted);
        draft.discard();
        setSavedToken(null);
        setChecked(null);
        setResult(submitted);
        onSent?.();
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
    if (showServerErrors(error)) {
      // A field the server refused: back to the form, where its message is.
      setChecked(null);
      return;
    }
    setFormError(`${describeSubmissionError(copy, error)}.`);
    setSendFailures((count) => count + 1);
    show({});
  }

  return (
    <>
      {result ? <SubmissionResult campus={campus} result={result} /> : null}
      {checked ? (
        <CheckAnswers
          campus={campus}
          values={values}
          fieldId={fieldId}
          onChange={(field) => {
            changing.current = field;
            setChecked(null);
          }}
          onSend={send}
          sending={submit.isPending}
          error={formError}
          errorKey={sendFailures}
        />
      ) : (
        <form
          noValidate
          className="relative grid gap-6"
          onSubmit={(event) => void handleContinue(event)}
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
              <Button type="submit" className="min-h-11 text-lg">
                {CHECK_ANSWERS.continue}
              </Button>
            </div>
          </ReadyFieldset>
        </form>
      )}
      <SaveForLater
        campus={campus}
        values={values}
        savedToken={savedToken}
        onSaved={setSavedToken}
      />
    </>
  );
}
