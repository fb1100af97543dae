import { RECIPIENT_STATUS_LABELS, type SigningOrder } from '../../../domain/esign/recipients.ts';
import type { RecipientDto } from '../../../domain/esign/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';

const personText = ({ name, email }: RecipientDto) =>
  name && name !== email ? `${name} (${email})` : email;

/** An approver's "signed" is their approval (ADR 050): they put no signature on the pages. */
const statusLabel = (recipient: RecipientDto) =>
  recipient.role === 'approver' && recipient.status === 'signed'
    ? 'Approved'
    : RECIPIENT_STATUS_LABELS[recipient.status];

/** Where this person has got to, with its time. */
function progressText(recipient: RecipientDto): string {
  if (recipient.role === 'cc') {
    return recipient.status === 'waiting'
      ? 'Gets a copy when everyone has signed'
      : `Copy sent ${formatDateTime(recipient.sentAt!)}`;
  }
  const at = {
    waiting: null,
    sent: recipient.sentAt,
    viewed: recipient.viewedAt,
    signed: recipient.signedAt,
    declined: recipient.declinedAt,
  }[recipient.status];
  const label = statusLabel(recipient);
  return at ? `${label} ${formatDateTime(at)}` : label;
}

const remindersText = (recipient: RecipientDto) => {
  if (recipient.role === 'cc' || recipient.remindersSent === 0) return null;
  return recipient.remindersSent === 1
    ? '1 reminder sent'
    : `${recipient.remindersSent} reminders sent`;
};

/** On an envelope that asks for a mailed code (ADR 049): when this signer confirmed theirs. */
const identityText = (recipient: RecipientDto) =>
  recipient.identityVerifiedAt
    ? `Identity confirmed ${formatDateTime(recipient.identityVerifiedAt)}`
    : null;

export interface RecipientListProps {
  recipients: RecipientDto[];
  /** In numbered steps, each signer's and approver's step is their routing order. */
  signingOrder?: SigningOrder;
}

/**
 * Everyone on the envelope, one line each, in the order they act: who, their step when the
 * envelope goes in numbered steps, their own status and when, and how many reminders they had.
 * Words, not colours, carry the status.
 */
/** Where a person stands in an envelope sent in numbered steps, as the panel words it. */
export const stepLabel = (step: number) => `Step ${step}`;

export function RecipientList({ recipients, signingOrder }: RecipientListProps) {
  const signers = recipients.filter((recipient) => recipient.role === 'signer');
  const roleText = (recipient: RecipientDto) => {
    // One signer alone is the row's own subject ("Signer"): no label is needed.
    if (recipients.length === 1) return null;
    if (recipient.role === 'cc') return 'Copy';
    if (recipient.role === 'approver') return 'Approver';
    return `Signer ${signers.indexOf(recipient) + 1} of ${signers.length}`;
  };
  return (
    <ol className="grid gap-2">
      {recipients.map((recipient) => {
        const role = roleText(recipient);
        const step =
          signingOrder === 'steps' && recipient.role !== 'cc'
            ? stepLabel(recipient.routingOrder)
            : null;
        const reminders = remindersText(recipient);
        const identity = identityText(recipient);
        return (
          <li key={recipient.id} className="grid gap-0.5">
            <span className="font-medium text-ink wrap-anywhere">
              {role ? `${role}: ` : null}
              {personText(recipient)}
            </span>
            <span>
              {step ? `${step} · ` : null}
              {progressText(recipient)}
              {identity ? ` · ${identity}` : null}
              {reminders ? ` · ${reminders}` : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
