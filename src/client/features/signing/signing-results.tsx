import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { SIGNED_COPY_DAYS } from '../../../domain/esign/esign.ts';
import { Card } from '../../ui/card.tsx';
import { ResultHeading } from './result-heading.tsx';
import { SignedCopyLink } from './signed-copy-link.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import { senderLabel, type ClosedSigningView, type SigningSender } from './signing-labels.ts';

/** After "Sign agreement" (or "Approve"): what happened, who knows, and the copy to keep. */
export function SignedConfirmation({
  token,
  title,
  fullName,
  isApprover = false,
  sender,
  everyoneSigned,
  signedDocuments,
  assent,
  language,
}: {
  token: string;
  title: string;
  fullName: string;
  isApprover?: boolean;
  sender: SigningSender;
  /** False while others still have to sign: the signed copy does not exist yet. */
  everyoneSigned: boolean;
  /** The partner PDFs whose sealed copies can be downloaded now (ADR 050). */
  signedDocuments?: readonly { id: string; title: string }[];
  /** On a family's agreement, the learner's part, which can be added until everyone signed. */
  assent?: ReactNode;
  language: Locale;
}) {
  const copy = SIGNING_COPY[language];
  const signed = copy.SIGNED;
  const words = isApprover
    ? {
        heading: copy.APPROVAL.approvedHeading,
        awaitingOthers: copy.APPROVAL.awaitingOthers,
        everyoneSigned: copy.APPROVAL.everyoneDone,
        copyLater: signed.copyLater,
        keepCopy: signed.keepCopy,
      }
    : signed;
  const from = senderLabel(language, sender);
  if (!everyoneSigned) {
    return (
      <div className="grid gap-8">
        <Card className="grid gap-4">
          <ResultHeading>{words.heading(title)}</ResultHeading>
          <p className="text-ink">{words.awaitingOthers(fullName, from)}</p>
          <p className="text-ink">{words.copyLater(SIGNED_COPY_DAYS)}</p>
          <p className="text-ink-muted">{copy.NOTHING_ELSE}</p>
        </Card>
        {assent}
      </div>
    );
  }
  return (
    <Card className="grid gap-4">
      <ResultHeading>{words.heading(title)}</ResultHeading>
      <p className="text-ink">{words.everyoneSigned(fullName, from)}</p>
      <p className="text-ink">{words.keepCopy(SIGNED_COPY_DAYS)}</p>
      <SignedCopyLink token={token} title={title} documents={signedDocuments} language={language} />
      <p className="text-ink-muted">{copy.NOTHING_ELSE}</p>
    </Card>
  );
}

/** After "Confirm decline"; on a family's agreement, also what happens to the seat. */
export function DeclinedConfirmation({
  title,
  sender,
  isFamilyAgreement = false,
  language,
}: {
  title: string;
  sender: SigningSender;
  isFamilyAgreement?: boolean;
  language: Locale;
}) {
  const copy = SIGNING_COPY[language];
  const words = copy.DECLINED;
  return (
    <Card className="grid gap-4">
      <ResultHeading>{words.heading}</ResultHeading>
      <p className="text-ink">{words.text(title, senderLabel(language, sender))}</p>
      {isFamilyAgreement ? (
        <>
          <h2 className="text-xl font-semibold text-ink">{words.nextHeading}</h2>
          <p className="text-ink">{words.familyNext}</p>
        </>
      ) : null}
      <p className="text-ink-muted">{copy.NOTHING_ELSE}</p>
    </Card>
  );
}

/**
 * A link that was signed, declined, voided or has expired. The server's English sentence is
 * `view.reason`; the page says it in its own language by `reasonCode`.
 */
export function ClosedSigningLink({
  token,
  view,
  language,
}: {
  token: string;
  view: ClosedSigningView;
  language: Locale;
}) {
  const words = SIGNING_COPY[language].CLOSED;
  return (
    <Card className="grid gap-4">
      <h1 className="text-2xl font-semibold wrap-anywhere text-ink md:text-3xl">
        {view.document.title}
      </h1>
      <p className="text-ink">{words.messages[view.reasonCode]}</p>
      {view.canDownload ? (
        <SignedCopyLink
          token={token}
          title={view.document.title}
          documents={view.signedDocuments}
          language={language}
        />
      ) : null}
      <p className="text-ink-muted">{words.question(senderLabel(language, view.sender))}</p>
    </Card>
  );
}
