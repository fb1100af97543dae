import { useMutation } from '@tanstack/react-query';
import type { EnvelopeStatusDto, RecipientDto } from '../../../domain/esign/dtos.ts';
import { isOpenEsignStatus } from '../../../domain/esign/esign.ts';
import { RECIPIENT_STATUS_LABELS } from '../../../domain/esign/recipients.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { CancelEnrollmentAgreement } from './cancel-enrollment-agreement.tsx';
import { downloadSignedAgreement, signedAgreementPdfUrl } from './enrollment-agreement-api.ts';

const when = (value: string | null) => (value ? ` ${formatDateTime(value)}` : '');

/** The agreement's status as a sentence. */
function statusText(agreement: EnvelopeStatusDto): string {
  switch (agreement.status) {
    case 'sent':
      return `Sent${when(agreement.sentAt)}. Nobody has opened it yet.`;
    case 'delivered':
      return `Sent${when(agreement.sentAt)}. Opened, and waiting for signatures.`;
    case 'completed':
      return `Completed${when(agreement.completedAt)}. Everyone has signed.`;
    case 'declined':
      return `Declined${when(agreement.declinedAt)}.`;
    case 'voided':
      return agreement.voidReason
        ? `Cancelled${when(agreement.voidedAt)}. Reason: “${agreement.voidReason}”`
        : `Cancelled${when(agreement.voidedAt)}.`;
  }
}

/** "<name> declined. Their reason: “<reason>” Call the family, then send a new agreement below." */
function declinedText(agreement: EnvelopeStatusDto): string {
  const name =
    agreement.recipients.find((recipient) => recipient.status === 'declined')?.name ??
    agreement.signerName;
  const declined = agreement.declineReason
    ? `${name} declined. Their reason: “${agreement.declineReason}”`
    : `${name} declined.`;
  return `${declined} Call the family, then send a new agreement below.`;
}

/** The guardian's own status with its time, like "Signed Mar 2, 2026 at 3:04 PM CST". */
function stepText(recipient: RecipientDto): string {
  const at = {
    waiting: null,
    sent: recipient.sentAt,
    viewed: recipient.viewedAt,
    signed: recipient.signedAt,
    declined: recipient.declinedAt,
  }[recipient.status];
  return `${RECIPIENT_STATUS_LABELS[recipient.status]}${when(at)}`;
}

function DownloadSignedAgreement({ entryId }: { entryId: string }) {
  const download = useMutation({ mutationFn: () => downloadSignedAgreement(entryId) });
  return (
    <div className="grid justify-items-start gap-2">
      <a
        href={signedAgreementPdfUrl(entryId)}
        aria-disabled={download.isPending || undefined}
        className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
        onClick={(event) => {
          // The file needs the Bearer header, which following the link would not send.
          event.preventDefault();
          if (!download.isPending) download.mutate();
        }}
      >
        {download.isPending ? 'Downloading...' : 'Download the signed agreement (PDF)'}
      </a>
      <div role="alert" className="empty:hidden">
        {download.error ? (
          <p className="font-medium text-danger">
            The download failed. {describeFailure(download.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The newest agreement: its status, each parent or guardian's step, and what staff can do. */
export function EnrollmentAgreementStatus({
  entryId,
  agreement,
  focusAfterCancel,
}: {
  entryId: string;
  agreement: EnvelopeStatusDto;
  focusAfterCancel: () => void;
}) {
  const signers = agreement.recipients.filter((recipient) => recipient.role === 'signer');
  return (
    <div className="grid gap-3">
      <p className="font-medium text-ink">{statusText(agreement)}</p>
      {agreement.status === 'declined' ? (
        <p className="text-ink">{declinedText(agreement)}</p>
      ) : null}
      <ol className="grid gap-2">
        {signers.map((signer, index) => (
          <li key={signer.id} className="grid gap-0.5">
            <span className="font-medium text-ink wrap-anywhere">
              {`Parent or guardian ${index + 1}: ${signer.name} (${signer.email})`}
            </span>
            <span className="text-ink-muted">{stepText(signer)}</span>
          </li>
        ))}
      </ol>
      {agreement.status === 'completed' ? <DownloadSignedAgreement entryId={entryId} /> : null}
      {isOpenEsignStatus(agreement.status) ? (
        <CancelEnrollmentAgreement entryId={entryId} focusAfter={focusAfterCancel} />
      ) : null}
    </div>
  );
}
