import { Link } from 'react-router';
import { readErrorStatus } from '../../lib/api-error.ts';
import { AppProviders } from '../../lib/app-providers.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ReadAloud } from '../../ui/read-aloud/read-aloud.tsx';
import { useEnrollmentStatus } from './api.ts';
import {
  EnrollmentCopyProvider,
  useEnrollmentCopy,
  type EnrollmentCopy,
} from './enrollment-copy.tsx';
import { LinkRequestForm } from './link-request-form.tsx';
import { StatusDetails } from './status-details.tsx';

const FRAME = 'mx-auto max-w-2xl px-4 py-12 md:py-16';

/**
 * The family's private page behind the status link in the confirmation mail.
 * The page, and the answer to a link that does not work, offer "Email me my link", so a
 * family whose link is lost, replaced or broken gets a new one.
 */
export function EnrollmentStatus({ token }: { token: string }) {
  const status = useEnrollmentStatus(token);
  const { status: statusCopy, messages } = useEnrollmentCopy();
  const { STATUS_LOAD_FAILED, STATUS_LOADING, STATUS_PAGE_TITLE, UNKNOWN_LINK_TITLE } = statusCopy;
  const { STATUS_PAGE_ACTIONS, UNKNOWN_STATUS_LINK } = messages;

  if (status.isPending) {
    return (
      <div className={FRAME}>
        <h1 className="sr-only">{STATUS_PAGE_TITLE}</h1>
        <Spinner label={STATUS_LOADING} showLabel />
      </div>
    );
  }

  if (status.isError) {
    // A malformed token (400) is as unknown as one that matches nothing (404).
    const isUnknown = [400, 404].includes(readErrorStatus(status.error) ?? 0);
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">
          {isUnknown ? UNKNOWN_LINK_TITLE : STATUS_PAGE_TITLE}
        </h1>
        <p role="alert" className="mt-4 text-lg text-ink">
          {isUnknown ? UNKNOWN_STATUS_LINK : STATUS_LOAD_FAILED}
        </p>
        {isUnknown ? (
          <>
            {/* A replaced or broken link is exactly when a family needs a new one. */}
            <LinkRequestForm />
            <Button asChild variant="secondary" className="mt-8">
              <Link to={STATUS_PAGE_ACTIONS.enrollmentLink.to}>
                {STATUS_PAGE_ACTIONS.enrollmentLink.label}
              </Link>
            </Button>
          </>
        ) : (
          <Button variant="secondary" className="mt-6" onClick={() => void status.refetch()}>
            {STATUS_PAGE_ACTIONS.retry}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={FRAME}>
      <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">{STATUS_PAGE_TITLE}</h1>
      <ReadAloud target="enrollment-status-text" className="mt-6" />
      <div id="enrollment-status-text">
        <StatusDetails token={token} status={status.data} />
      </div>
      <LinkRequestForm />
    </div>
  );
}

/**
 * The family's private status page, in the language of the link they were mailed. Here rather
 * than beside the enrollment page, so that page does not load the status page's offers, dialogs
 * and schemas (Lighthouse, ADR 011), and without a module of its own, which would add a chunk to
 * every page's route manifest (the home page's script budget).
 */
export function WaitingListStatusPage({ copy, token }: { copy: EnrollmentCopy; token: string }) {
  return (
    <EnrollmentCopyProvider value={copy}>
      <AppProviders toastLabels={copy.messages.TOAST_LABELS}>
        {/* Keyed by token, so opening another link starts with fresh state. */}
        <EnrollmentStatus key={token} token={token} />
      </AppProviders>
    </EnrollmentCopyProvider>
  );
}
