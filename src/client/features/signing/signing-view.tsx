import { useState } from 'react';
import { readErrorStatus } from '../../lib/api-error.ts';
import { useReplaceSigningView, useSigningView } from './api.ts';
import { explainFailure } from './signing-labels.ts';
import { LearnerAssentSection } from './learner-assent-section.tsx';
import { SigningPage } from './signing-page.tsx';
import { ClosedSigningLink, DeclinedConfirmation, SignedConfirmation } from './signing-results.tsx';
import { SigningLoadError, SigningLoading, UnknownSigningLink } from './signing-states.tsx';

type Outcome = { kind: 'signed'; fullName: string } | { kind: 'declined' };

/**
 * The public page behind a signing link. What the signer just did outranks
 * what the server now says about the link: both are "closed", but "You signed" is the answer
 * to the click, and "already signed" is the answer to a later visit.
 */
export function SigningView({ token }: { token: string }) {
  const query = useSigningView(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const replaceView = useReplaceSigningView(token);

  if (query.isPending) return <SigningLoading />;
  if (query.isError) {
    if (readErrorStatus(query.error) === 404) return <UnknownSigningLink />;
    return (
      <SigningLoadError
        message={explainFailure(
          query.error,
          'Something went wrong on our side. Please try again in a few minutes.',
        )}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const view = query.data;
  if (outcome?.kind === 'signed') {
    return (
      <SignedConfirmation
        token={token}
        title={view.document.title}
        fullName={outcome.fullName}
        sender={view.sender}
        everyoneSigned={view.status === 'completed'}
        assent={
          view.family ? (
            <LearnerAssentSection token={token} family={view.family} language={view.language} />
          ) : null
        }
      />
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <DeclinedConfirmation
        title={view.document.title}
        sender={view.sender}
        isFamilyAgreement={view.family !== null}
      />
    );
  }
  if (!view.canSign) {
    return (
      <div className="grid gap-8">
        <ClosedSigningLink token={token} view={view} />
        {view.family ? (
          <LearnerAssentSection token={token} family={view.family} language={view.language} />
        ) : null}
      </div>
    );
  }
  return (
    <SigningPage
      token={token}
      view={view}
      onSigned={(fullName, closed) => {
        setOutcome({ kind: 'signed', fullName });
        replaceView(closed);
      }}
      onDeclined={(closed) => {
        setOutcome({ kind: 'declined' });
        replaceView(closed);
      }}
    />
  );
}
