import type { ReactNode } from 'react';
import { SIGNED_COPY_DAYS } from '../../../domain/esign/esign.ts';
import { Card } from '../../ui/card.tsx';
import { ResultHeading } from './result-heading.tsx';
import { SignedCopyLink } from './signed-copy-link.tsx';
import { senderLabel, type ClosedSigningView, type SigningSender } from './signing-labels.ts';

/** After "Sign agreement": what happened, who knows, and the copy to keep. */
export function SignedConfirmation({
  token,
  title,
  fullName,
  sender,
  everyoneSigned,
  assent,
}: {
  token: string;
  title: string;
  fullName: string;
  sender: SigningSender;
  /** False while others still have to sign: the signed copy does not exist yet. */
  everyoneSigned: boolean;
  /** On a family's agreement, the learner's part, which can be added until everyone signed. */
  assent?: ReactNode;
}) {
  if (!everyoneSigned) {
    return (
      <div className="grid gap-8">
        <Card className="grid gap-4">
          <ResultHeading>You signed “{title}”</ResultHeading>
          <p className="text-ink">
            You signed as {fullName}. Others still have to sign this agreement.{' '}
            {senderLabel(sender)} can see that you have signed.
          </p>
          <p className="text-ink">
            When everyone has signed, we will email you. You can then download the signed PDF from
            this page for {SIGNED_COPY_DAYS} days.
          </p>
          <p className="text-ink-muted">There is nothing else to do. You can close this page.</p>
        </Card>
        {assent}
      </div>
    );
  }
  return (
    <Card className="grid gap-4">
      <ResultHeading>You signed “{title}”</ResultHeading>
      <p className="text-ink">
        You signed as {fullName}. {senderLabel(sender)} can now see that the agreement is signed.
      </p>
      <p className="text-ink">
        Keep a copy for your records. You can download the signed PDF from this page for{' '}
        {SIGNED_COPY_DAYS} days.
      </p>
      <SignedCopyLink token={token} />
      <p className="text-ink-muted">There is nothing else to do. You can close this page.</p>
    </Card>
  );
}

/** After "Confirm decline"; on a family's agreement, also what happens to the seat. */
export function DeclinedConfirmation({
  title,
  sender,
  isFamilyAgreement = false,
}: {
  title: string;
  sender: SigningSender;
  isFamilyAgreement?: boolean;
}) {
  return (
    <Card className="grid gap-4">
      <ResultHeading>You declined to sign</ResultHeading>
      <p className="text-ink">
        You declined “{title}”. {senderLabel(sender)} can now see that you declined, and your
        reason.
      </p>
      {isFamilyAgreement ? (
        <>
          <h2 className="text-xl font-semibold text-ink">What happens next</h2>
          <p className="text-ink">
            Your child’s seat stays accepted. Someone from the admissions team will call you to talk
            about your reason. If something in the agreement needs to change, they send you a new
            agreement by email.
          </p>
        </>
      ) : null}
      <p className="text-ink-muted">There is nothing else to do. You can close this page.</p>
    </Card>
  );
}

/** A link that was signed, declined, voided or has expired: the server's sentence says which. */
export function ClosedSigningLink({ token, view }: { token: string; view: ClosedSigningView }) {
  return (
    <Card className="grid gap-4">
      <h1 className="text-2xl font-semibold wrap-anywhere text-ink md:text-3xl">
        {view.document.title}
      </h1>
      <p className="text-ink">{view.reason}</p>
      {view.canDownload ? <SignedCopyLink token={token} /> : null}
      <p className="text-ink-muted">
        If you have a question about this agreement, please ask {senderLabel(view.sender)}, who sent
        you the link.
      </p>
    </Card>
  );
}
