import { useState } from 'react';
import { Link } from 'react-router';
import { readErrorStatus } from '../../lib/api-error.ts';
import { AppProviders } from '../../lib/app-providers.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  EnrollmentCopyProvider,
  useEnrollmentCopy,
  type EnrollmentCopy,
} from './enrollment-copy.tsx';
import { describeSubmissionError } from './enrollment-toasts.ts';
import { EnrollmentForm } from './enrollment-form.tsx';
import { EMPTY_ENROLLMENT_VALUES } from './enrollment-values.ts';
import type { SavedApplicationDto } from '../../../domain/waiting-list/saved-application-schemas.ts';
import { useDiscardSavedApplication, useSavedApplication } from './saved-api.ts';
import { formatSavedUntil } from './saved-until.ts';

const FRAME = 'mx-auto max-w-3xl px-4 py-12 md:py-16';

/** A page that has nothing to show: what happened, and the way to a new form. */
function NothingHere({ title, text }: { title: string; text: string }) {
  const { messages, enrollment } = useEnrollmentCopy();
  return (
    <div className={FRAME}>
      <h1 className="text-3xl leading-tight font-bold text-ink">{title}</h1>
      <p role="alert" className="mt-4 max-w-prose text-lg text-ink">
        {text}
      </p>
      <Button asChild className="mt-8 min-h-11">
        <Link to={messages.STATUS_PAGE_ACTIONS.enrollmentLink.to}>
          {enrollment.SAVED_ANSWERS_PAGE.startAgain}
        </Link>
      </Button>
    </div>
  );
}

/**
 * The page behind the link in the saving mail (ADR 046): the campus's form with the saved
 * answers, to go on with, save again, check and send, or the saved answers deleted.
 */
function SavedAnswers({ token }: { token: string }) {
  const copy = useEnrollmentCopy();
  const { SAVED_ANSWERS_PAGE, CAMPUS_FORMS, REQUIRED_NOTE } = copy.enrollment;
  const saved = useSavedApplication(token);
  const discard = useDiscardSavedApplication(token);
  const [confirming, setConfirming] = useState(false);
  /** Sending the form deletes the saved answers: the link's promises no longer hold. */
  const [sent, setSent] = useState(false);

  if (discard.isSuccess) {
    return <NothingHere title={SAVED_ANSWERS_PAGE.title} text={SAVED_ANSWERS_PAGE.discard.done} />;
  }
  // Once loaded, the form stays: sending it refreshes the waiting-list queries, and this link's
  // answer is then a 404 the family must not see in place of their result.
  if (saved.data) return renderForm(saved.data);
  if (saved.isPending) {
    return (
      <div className={FRAME}>
        <h1 className="sr-only">{SAVED_ANSWERS_PAGE.title}</h1>
        <Spinner label={SAVED_ANSWERS_PAGE.loading} showLabel />
      </div>
    );
  }
  if (saved.isError) {
    const status = readErrorStatus(saved.error) ?? 0;
    if (status === 410) {
      return (
        <NothingHere title={SAVED_ANSWERS_PAGE.expiredTitle} text={SAVED_ANSWERS_PAGE.expired} />
      );
    }
    // A malformed token (400) is as unknown as one that matches nothing (404).
    if (status === 400 || status === 404) {
      return (
        <NothingHere title={SAVED_ANSWERS_PAGE.unknownTitle} text={SAVED_ANSWERS_PAGE.unknown} />
      );
    }
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">{SAVED_ANSWERS_PAGE.title}</h1>
        <p role="alert" className="mt-4 text-lg text-ink">
          {SAVED_ANSWERS_PAGE.loadFailed}
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => void saved.refetch()}>
          {SAVED_ANSWERS_PAGE.retry}
        </Button>
      </div>
    );
  }

  function renderForm({ campus, answers, expiresAt }: SavedApplicationDto) {
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">
          {SAVED_ANSWERS_PAGE.title}
        </h1>
        {sent ? null : (
          <p className="mt-4 max-w-prose text-lg text-ink">
            {SAVED_ANSWERS_PAGE.lead(formatSavedUntil(copy.locale, expiresAt))}
          </p>
        )}
        <section className="mt-8 rounded-lg border-2 border-line-strong bg-surface p-4 sm:p-8">
          <h2 className="text-2xl leading-tight font-bold text-ink">
            {CAMPUS_FORMS[campus].title}
          </h2>
          <p className="mt-2 mb-6 max-w-prose text-ink-muted">{REQUIRED_NOTE}</p>
          <EnrollmentForm
            campus={campus}
            saved={{ token, answers: { ...EMPTY_ENROLLMENT_VALUES, ...answers } }}
            onSent={() => setSent(true)}
          />
        </section>
        {sent ? null : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) discard.reset();
            }}
            trigger={
              <Button variant="secondary" className="mt-8">
                {SAVED_ANSWERS_PAGE.discard.button}
              </Button>
            }
            title={SAVED_ANSWERS_PAGE.discard.title}
            description={SAVED_ANSWERS_PAGE.discard.description}
            confirmLabel={SAVED_ANSWERS_PAGE.discard.confirm}
            pendingLabel={SAVED_ANSWERS_PAGE.discard.pending}
            isPending={discard.isPending}
            error={discard.error ? `${describeSubmissionError(copy, discard.error)}.` : null}
            labels={copy.messages.DIALOG_LABELS}
            onConfirm={() => discard.mutate()}
          />
        )}
      </div>
    );
  }
}

/** The saved answers' page in the language of the link (ADR 012). */
export function SavedAnswersPage({ copy, token }: { copy: EnrollmentCopy; token: string }) {
  return (
    <EnrollmentCopyProvider value={copy}>
      <AppProviders toastLabels={copy.messages.TOAST_LABELS}>
        <SavedAnswers key={token} token={token} />
      </AppProviders>
    </EnrollmentCopyProvider>
  );
}
