import type { EnvelopeStatusDto, RecipientDto } from '../../../domain/esign/dtos.ts';
import type { SignatureRecipient, SignatureRequest } from './esign.table.ts';
import { firstSignerOf } from './signature-recipients.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toRecipientDto = (recipient: SignatureRecipient): RecipientDto => ({
  id: recipient.id,
  role: recipient.role,
  routingOrder: recipient.routingOrder,
  name: recipient.name,
  email: recipient.email,
  status: recipient.status,
  sentAt: iso(recipient.sentAt),
  viewedAt: iso(recipient.viewedAt),
  signedAt: iso(recipient.signedAt),
  declinedAt: iso(recipient.declinedAt),
  remindersSent: recipient.remindersSent,
  nextReminderAt: iso(recipient.nextReminderAt),
  identityVerifiedAt: iso(recipient.identityVerifiedAt),
  identityMethod: recipient.identityMethod,
});

/** The envelope with its people; `recipients` as listRecipients orders them. */
export const toEnvelopeStatusDto = (
  request: SignatureRequest,
  recipients: SignatureRecipient[],
): EnvelopeStatusDto => {
  const first = firstSignerOf(recipients);
  const decliner = recipients.find((recipient) => recipient.status === 'declined');
  return {
    provider: request.provider,
    envelopeId: request.envelopeId,
    status: request.status,
    signerName: first.name,
    signerEmail: first.email,
    signingOrder: request.signingOrder,
    identityCheck: request.identityCheck,
    recipients: recipients.map(toRecipientDto),
    sentAt: iso(request.sentAt),
    deliveredAt: iso(request.deliveredAt),
    completedAt: iso(request.completedAt),
    declinedAt: iso(request.declinedAt),
    voidedAt: iso(request.voidedAt),
    declineReason: decliner?.declineReason ?? null,
    voidReason: request.voidReason,
  };
};
