import { RECIPIENT_STATUS_LABELS } from '../../../domain/esign/recipients.ts';
import type { RecipientDto } from '../../../domain/esign/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';

const personText = ({ name, email }: RecipientDto) =>
  name && name !== email ? `${name} (${email})` : email;

/** The step of this person the panel names, with its time. */
function stepText(recipient: RecipientDto): string {
  if (recipient.role === 'cc') {
    return recipient.status === 'waiting'
      ? 'Gets a copy when everyone has signed'
      : `Copy sent ${formatDateTime(recipient.sentAt!)}`;
  }
  const label = RECIPIENT_STATUS_LABELS[recipient.status];
  const at = {
    waiting: null,
    sent: recipient.sentAt,
    viewed: recipient.viewedAt,
    signed: recipient.signedAt,
    declined: recipient.declinedAt,
  }[recipient.status];
  return at ? `${label} ${formatDateTime(at)}` : label;
}

const remindersText = (recipient: RecipientDto) => {
  if (recipient.role !== 'signer' || recipient.remindersSent === 0) return null;
  return recipient.remindersSent === 1
    ? '1 reminder sent'
    : `${recipient.remindersSent} reminders sent`;
};

/** On an envelope that asks for a mailed code (ADR 049): when this signer confirmed theirs. */
const identityText = (recipient: RecipientDto) =>
  recipient.identityVerifiedAt
    ? `Identity confirmed ${formatDateTime(recipient.identityVerifiedAt)}`
    : null;

/**
 * Everyone on the envelope, one line each, in the order they sign: who, their own status and
 * when, and how many reminders they had. Words, not colours, carry the status.
 */
export function RecipientList({ recipients }: { recipients: RecipientDto[] }) {
  const signers = recipients.filter((recipient) => recipient.role === 'signer');
  return (
    <ol className="grid gap-2">
      {recipients.map((recipient) => {
        // One signer alone is the row's own subject ("Signer"): no label is needed.
        const role =
          recipients.length === 1
            ? null
            : recipient.role === 'cc'
              ? 'Copy'
              : `Signer ${signers.indexOf(recipient) + 1} of ${signers.length}`;
        const reminders = remindersText(recipient);
        const identity = identityText(recipient);
        return (
          <li key={recipient.id} className="grid gap-0.5">
            <span className="font-medium text-ink wrap-anywhere">
              {role ? `${role}: ` : null}
              {personText(recipient)}
            </span>
            <span>
              {stepText(recipient)}
              {identity ? ` · ${identity}` : null}
              {reminders ? ` · ${reminders}` : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
