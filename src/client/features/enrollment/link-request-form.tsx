import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { statusLinkRequestInput } from '../../../domain/waiting-list/schemas.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useRequestStatusLink } from './api.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { describeSubmissionError } from './enrollment-toasts.ts';

const FIELDS = ['email'] as const;

/**
 * "Email me my link": a family whose link is lost, replaced or broken types
 * their address and gets a new link for each open application by mail. The page says the server's
 * one answer, which is the same whether or not the address is on the list, and takes the focus.
 */
export function LinkRequestForm() {
  const copy = useEnrollmentCopy();
  const { LINK_REQUEST } = copy.status;
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    FIELDS,
    copy.messages.validationMessage,
  );
  const request = useRequestStatusLink();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (request.isSuccess) answerRef.current?.focus();
  }, [request.isSuccess]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(statusLinkRequestInput, { email, language: copy.locale });
    if (!input) return;
    request.mutate(input, {
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(`${describeSubmissionError(copy, error)}.`);
          show({});
        }
      },
    });
  }

  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-line pt-8">
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {LINK_REQUEST.title}
      </h2>
      <p className="mt-2 max-w-prose text-ink">{LINK_REQUEST.lead}</p>
      {request.isSuccess ? (
        // Our own copy of the answer, in the page's language (the server says the same).
        <p
          ref={answerRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-md border-4 border-brand bg-brand-soft p-4 text-brand-ink"
        >
          {copy.messages.LINK_REQUEST_ANSWER}
        </p>
      ) : (
        <form noValidate className="mt-4 grid max-w-md gap-4" onSubmit={handleSubmit}>
          <ReadyFieldset>
            <ErrorSummary
              errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
              focusKey={summary.focusKey}
              title={copy.messages.ERROR_SUMMARY_TITLE}
            />
            <FormField
              id={fieldId('email')}
              label={LINK_REQUEST.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div>
              <Button type="submit" disabled={request.isPending} className="min-h-11 text-lg">
                {request.isPending ? LINK_REQUEST.pending : LINK_REQUEST.submit}
              </Button>
            </div>
          </ReadyFieldset>
        </form>
      )}
    </section>
  );
}
