import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { AgreementHeader } from './agreement-header.tsx';
import { AgreementText } from './agreement-text.tsx';
import { useReplaceSigningView } from './api.ts';
import { DeclineSection } from './decline-section.tsx';
import { IDENTITY_HEADING_ID, IdentityStep } from './identity-step.tsx';
import { LearnerAssentSection } from './learner-assent-section.tsx';
import { PlacedDocuments } from './placed-fields/placed-documents.tsx';
import { usePlacedFields } from './placed-fields/use-placed-fields.ts';
import { SignForm } from './sign-form.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import type { OpenSigningView } from './signing-labels.ts';

/**
 * An open link, top to bottom in the order a signer works: who and what, the text, the partner's
 * own PDFs with the signer's fields (ADR 050), signing (or approving), and last the way out.
 */
export function SigningPage({
  token,
  view,
  language,
  onSigned,
  onDeclined,
}: {
  token: string;
  view: OpenSigningView;
  /** The page's language: the signer's, or the one they switched to. */
  language: Locale;
  onSigned: (fullName: string, closed: SigningViewDto) => void;
  onDeclined: (closed: SigningViewDto) => void;
}) {
  const copy = SIGNING_COPY[language];
  const isApprover = view.role === 'approver';
  const words = isApprover
    ? { heading: copy.APPROVAL.heading, lead: copy.APPROVAL.sectionLead }
    : copy.SIGN_SECTION;
  const placed = usePlacedFields(view.documents, language);
  const replaceView = useReplaceSigningView(token);
  const signHeading = useRef<HTMLHeadingElement>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const needsCode = view.identity.required && !view.identity.verified;
  // The code step gives way to the form (once the new view is in): focus goes to its heading,
  // not back to the top of the page.
  useEffect(() => {
    if (justConfirmed && !needsCode) signHeading.current?.focus();
  }, [justConfirmed, needsCode]);

  // After the last required field: the signing form, or the code step that comes before it.
  function focusSigning() {
    const target = signHeading.current ?? document.getElementById(IDENTITY_HEADING_ID);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }

  return (
    <div className="grid gap-8">
      <AgreementHeader view={view} language={language} />
      <AgreementText
        content={view.document.content}
        purpose={view.document.purpose}
        language={language}
      />
      {view.documents.length > 0 ? (
        <PlacedDocuments
          token={token}
          documents={view.documents}
          placed={placed}
          isApprover={isApprover}
          language={language}
          onDone={focusSigning}
        />
      ) : null}
      {/* Before the signing: once the last guardian signs, the assent can no longer be added. */}
      {view.family ? (
        <LearnerAssentSection token={token} family={view.family} language={language} />
      ) : null}
      {needsCode ? (
        <IdentityStep
          token={token}
          email={view.signer.email}
          language={language}
          onConfirmed={(confirmed) => {
            setJustConfirmed(true);
            replaceView(confirmed);
          }}
        />
      ) : (
        <Card>
          <section aria-labelledby="signing-sign-heading">
            <h2
              id="signing-sign-heading"
              ref={signHeading}
              tabIndex={-1}
              className="text-xl font-semibold text-ink"
            >
              {words.heading}
            </h2>
            {justConfirmed ? (
              <p role="status" className="mt-2 max-w-prose font-medium text-ink">
                {copy.IDENTITY_STEP.confirmed}
              </p>
            ) : null}
            <p className="mt-2 max-w-prose text-ink">{words.lead}</p>
            <SignForm
              token={token}
              language={language}
              signerLanguage={view.language}
              isApprover={isApprover}
              placedFields={placed.form}
              onSigned={onSigned}
            />
          </section>
        </Card>
      )}
      <DeclineSection
        token={token}
        sender={view.sender}
        isApprover={isApprover}
        language={language}
        onDeclined={onDeclined}
      />
    </div>
  );
}
