import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { AgreementHeader } from './agreement-header.tsx';
import { AgreementText } from './agreement-text.tsx';
import { DeclineSection } from './decline-section.tsx';
import { LearnerAssentSection } from './learner-assent-section.tsx';
import { SignForm } from './sign-form.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import type { OpenSigningView } from './signing-labels.ts';

/**
 * An open link, top to bottom in the order a signer works: who and what, the text, signing, and
 * last the way out.
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
  const words = SIGNING_COPY[language].SIGN_SECTION;
  return (
    <div className="grid gap-8">
      <AgreementHeader view={view} language={language} />
      <AgreementText
        content={view.document.content}
        purpose={view.document.purpose}
        language={language}
      />
      {/* Before the signing: once the last guardian signs, the assent can no longer be added. */}
      {view.family ? (
        <LearnerAssentSection token={token} family={view.family} language={language} />
      ) : null}
      <Card>
        <section aria-labelledby="signing-sign-heading">
          <h2 id="signing-sign-heading" className="text-xl font-semibold text-ink">
            {words.heading}
          </h2>
          <p className="mt-2 max-w-prose text-ink">{words.lead}</p>
          <SignForm
            token={token}
            language={language}
            signerLanguage={view.language}
            onSigned={onSigned}
          />
        </section>
      </Card>
      <DeclineSection
        token={token}
        sender={view.sender}
        language={language}
        onDeclined={onDeclined}
      />
    </div>
  );
}
