import { useState } from 'react';
import { HTML_LANG, type Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { useReplaceSigningView, useSigningView } from './api.ts';
import { LanguageButtons } from '../../ui/language-buttons.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import { LearnerAssentSection } from './learner-assent-section.tsx';
import { SigningPage } from './signing-page.tsx';
import { ClosedSigningLink, DeclinedConfirmation, SignedConfirmation } from './signing-results.tsx';
import { SigningLoadError, SigningLoading, UnknownSigningLink } from './signing-states.tsx';
import { useLinkPageLanguage } from '../../lib/link-page-language.tsx';

type Outcome = { kind: 'signed'; fullName: string; isApprover: boolean } | { kind: 'declined' };

/**
 * The public page behind a signing link, in the signer's language (the server stores it with the
 * link) or the one they switch to. The route's <html lang> follows the path, so the page's own
 * container carries the language. What the signer just did outranks what the server now says
 * about the link: both are "closed", but "You signed" is the answer to the click, and "already
 * signed" is the answer to a later visit.
 */
export function SigningView({ token }: { token: string }) {
  const query = useSigningView(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<Locale | null>(null);
  const replaceView = useReplaceSigningView(token);
  // The header's reading preferences speak the signer's language, or the one they switch to.
  useLinkPageLanguage(chosenLanguage ?? query.data?.language);

  if (query.isPending) return <SigningLoading />;
  if (query.isError) {
    if (readErrorStatus(query.error) === 404) return <UnknownSigningLink />;
    return (
      <SigningLoadError
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const view = query.data;
  const language = chosenLanguage ?? view.language;
  return (
    <div lang={HTML_LANG[language]} className="grid gap-6">
      <LanguageButtons
        label={SIGNING_COPY[language].LANGUAGE_SWITCH_LABEL}
        language={language}
        onChange={setChosenLanguage}
      />
      <SigningContent
        token={token}
        view={view}
        outcome={outcome}
        language={language}
        onSigned={(fullName, closed) => {
          // The closed view that comes back no longer says whether this person signed or approved.
          setOutcome({
            kind: 'signed',
            fullName,
            isApprover: view.canSign && view.role === 'approver',
          });
          replaceView(closed);
        }}
        onDeclined={(closed) => {
          setOutcome({ kind: 'declined' });
          replaceView(closed);
        }}
      />
    </div>
  );
}

function SigningContent({
  token,
  view,
  outcome,
  language,
  onSigned,
  onDeclined,
}: {
  token: string;
  view: SigningViewDto;
  outcome: Outcome | null;
  language: Locale;
  onSigned: (fullName: string, closed: SigningViewDto) => void;
  onDeclined: (closed: SigningViewDto) => void;
}) {
  const assent = view.family ? (
    <LearnerAssentSection token={token} family={view.family} language={language} />
  ) : null;
  if (outcome?.kind === 'signed') {
    return (
      <SignedConfirmation
        token={token}
        title={view.document.title}
        fullName={outcome.fullName}
        isApprover={outcome.isApprover}
        sender={view.sender}
        everyoneSigned={view.status === 'completed'}
        signedDocuments={view.canSign ? [] : view.signedDocuments}
        assent={assent}
        language={language}
      />
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <DeclinedConfirmation
        title={view.document.title}
        sender={view.sender}
        isFamilyAgreement={view.family !== null}
        language={language}
      />
    );
  }
  if (!view.canSign) {
    return (
      <div className="grid gap-8">
        <ClosedSigningLink token={token} view={view} language={language} />
        {assent}
      </div>
    );
  }
  return (
    <SigningPage
      token={token}
      view={view}
      language={language}
      onSigned={onSigned}
      onDeclined={onDeclined}
    />
  );
}
