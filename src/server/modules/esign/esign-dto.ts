import type { EnvelopeStatusDto, RecipientDto } from '../../../domain/esign/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { SignatureRecipient, SignatureRequest } from './esign.table.ts';
import { listEnvelopeDocuments, type EnvelopeDocument } from './signature-documents.ts';
import { firstSignerOf, listRecipients } from './signature-recipients.ts';

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

/**
 * The envelope with its people and its PDFs after the NDA; `recipients` as listRecipients orders
 * them, `documents` as listEnvelopeDocuments does.
 */
export const toEnvelopeStatusDto = (
  request: SignatureRequest,
  recipients: SignatureRecipient[],
  documents: readonly EnvelopeDocument[],
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
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      fieldCount: document.fields.length,
      originalSha256: document.originalSha256,
      signedPdfHash: document.signedPdfHash,
    })),
    sentAt: iso(request.sentAt),
    deliveredAt: iso(request.deliveredAt),
    completedAt: iso(request.completedAt),
    declinedAt: iso(request.declinedAt),
    voidedAt: iso(request.voidedAt),
    declineReason: decliner?.declineReason ?? null,
    voidReason: request.voidReason,
  };
};

/** The envelope as the panel shows it, read with its people and PDFs. */
export const readEnvelopeStatus = async (
  db: Database | Transaction,
  request: SignatureRequest,
): Promise<EnvelopeStatusDto> =>
  toEnvelopeStatusDto(
    request,
    await listRecipients(db, request.id),
    await listEnvelopeDocuments(db, request.id),
  );
