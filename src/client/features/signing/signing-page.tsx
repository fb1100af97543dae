import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { AgreementHeader } from './agreement-header.tsx';
import { AgreementText } from './agreement-text.tsx';
import { DeclineSection } from './decline-section.tsx';
import { LearnerAssentSection } from './learner-assent-section.tsx';
import { SignForm } from './sign-form.tsx';
import type { OpenSigningView } from './signing-labels.ts';

/**
 * An open link, top to bottom in the order a signer works: who and what, the text, signing, and
 * last the way out.
 */
export function SigningPage({
  token,
  view,
  onSigned,
  onDeclined,
}: {
  token: string;
  view: OpenSigningView;
  onSigned: (fullName: string, closed: SigningViewDto) => void;
  onDeclined: (closed: SigningViewDto) => void;
}) {
  return (
    <div className="grid gap-8">
      <AgreementHeader view={view} />
      <AgreementText content={view.document.content} purpose={view.document.purpose} />
      {/* Before the signing: once the last guardian signs, the assent can no longer be added. */}
      {view.family ? (
        <LearnerAssentSection token={token} family={view.family} language={view.language} />
      ) : null}
      <Card>
        <section aria-labelledby="signing-sign-heading">
          <h2 id="signing-sign-heading" className="text-xl font-semibold text-ink">
            Sign the agreement
          </h2>
          <p className="mt-2 max-w-prose text-ink">
            Fill in your name, choose how to sign, and tick the box to agree to sign electronically.
          </p>
          <SignForm token={token} onSigned={onSigned} />
        </section>
      </Card>
      <DeclineSection token={token} sender={view.sender} onDeclined={onDeclined} />
    </div>
  );
}
