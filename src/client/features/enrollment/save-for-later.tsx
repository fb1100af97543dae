import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SavedApplicationReceiptDto } from '../../../domain/waiting-list/saved-application-schemas.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { describeSubmissionError } from './enrollment-toasts.ts';
import type { EnrollmentValues } from './enrollment-values.ts';
import { useSaveApplication, useUpdateSavedApplication } from './saved-api.ts';
import { formatSavedUntil } from './saved-until.ts';

const FIELDS = ['email'] as const;

export interface SaveForLaterProps {
  campus: Campus;
  values: EnrollmentValues;
  /**
   * The saved answers' link key once there are saved answers (the form came from the link, or
   * was saved here): saving again then updates them, with no address and no second mail.
   */
  savedToken: string | null;
  /** Told the key of answers saved here for the first time. */
  onSaved: (token: string) => void;
}

/**
 * "Save and come back later" under the form (ADR 046): its own small form, so saving never sends
 * the application and the application's errors never block a save. The first save mails a link
 * to the address given (the form's address to start with); a save through that link only keeps
 * the answers again. The answer says where the link went and until when it works, and takes focus.
 */
export function SaveForLater({ campus, values, savedToken, onSaved }: SaveForLaterProps) {
  const copy = useEnrollmentCopy();
  const { SAVE_FOR_LATER } = copy.enrollment;
  /** Null until the family types here: until then the form's own address is the one shown. */
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? values.email;
  const [formError, setFormError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<SavedApplicationReceiptDto | null>(null);
  /** Where this page's first save mailed the link: later saves say it again. */
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    FIELDS,
    copy.messages.validationMessage,
  );
  const first = useSaveApplication();
  const again = useUpdateSavedApplication(savedToken ?? '');
  const pending = first.isPending || again.isPending;
  const answerRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (receipt) answerRef.current?.focus();
  }, [receipt]);

  function fail(error: unknown) {
    setReceipt(null);
    if (!showServerErrors(error)) {
      setFormError(`${describeSubmissionError(copy, error)}. ${SAVE_FOR_LATER.failed}`);
      show({});
    }
  }

  async function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setReceipt(null);
    const answers = { ...values };
    if (savedToken) {
      again.mutate(
        { language: copy.locale, answers },
        {
          // No mail this time: the answer says only until when the link works.
          onSuccess: (saved) => {
            setMailedTo(null);
            setReceipt(saved);
          },
          onError: fail,
        },
      );
      return;
    }
    // Loaded on the first save, as the application's schema is on the first send (ADR 011).
    let schemas;
    try {
      schemas = await import('../../../domain/waiting-list/saved-application-schemas.ts');
    } catch (error) {
      fail(error);
      return;
    }
    const input = validate(schemas.saveApplicationInput, {
      campus,
      language: copy.locale,
      email,
      answers,
    });
    if (input) {
      first.mutate(input, {
        onSuccess: ({ token, ...saved }) => {
          setMailedTo(saved.email);
          setReceipt(saved);
          onSaved(token);
        },
        onError: fail,
      });
    } else if (!schemas.savedAnswers.safeParse(answers).success) {
      // An answer over its length limit: the counter under the long answers shows it.
      setFormError(SAVE_FOR_LATER.tooLong);
      show({});
    }
  }

  const until = receipt ? formatSavedUntil(copy.locale, receipt.expiresAt) : '';
  return (
    <section aria-labelledby={titleId} className="mt-10 border-t-2 border-line pt-8">
      <h3 id={titleId} className="text-xl font-bold text-ink">
        {SAVE_FOR_LATER.title}
      </h3>
      <p className="mt-2 max-w-prose text-ink">{SAVE_FOR_LATER.intro}</p>
      <form noValidate className="mt-4 grid max-w-md gap-4" onSubmit={(e) => void handleSave(e)}>
        <ReadyFieldset>
          <ErrorSummary
            errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
            focusKey={summary.focusKey}
            title={copy.messages.ERROR_SUMMARY_TITLE}
          />
          {savedToken ? null : (
            <FormField
              id={fieldId('email')}
              label={SAVE_FOR_LATER.emailLabel}
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              error={errors.email}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          )}
          {receipt ? (
            <p
              ref={answerRef}
              tabIndex={-1}
              role="status"
              className="rounded-md border-2 border-brand bg-brand-soft p-3 text-brand-ink"
            >
              {mailedTo
                ? SAVE_FOR_LATER.emailed(mailedTo, until)
                : SAVE_FOR_LATER.savedAgain(until)}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="secondary" disabled={pending} className="min-h-11">
              {pending
                ? SAVE_FOR_LATER.saving
                : savedToken
                  ? SAVE_FOR_LATER.saveAgain
                  : SAVE_FOR_LATER.save}
            </Button>
          </div>
        </ReadyFieldset>
      </form>
    </section>
  );
}
