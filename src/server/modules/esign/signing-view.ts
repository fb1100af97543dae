import {
  CLOSED_SIGNING_MESSAGES,
  SIGNED_COPY_DAYS,
  type ClosedSigningReason,
} from '../../../domain/esign/esign.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { addDays } from './esign-dates.ts';
import type { SignatureRecipient, SignatureRequest } from './esign.table.ts';

/** Why this person can no longer sign through their link, or null while they can. */
export function closedSigningReason(
  link: { request: SignatureRequest; recipient: SignatureRecipient },
  now: Date,
): ClosedSigningReason | null {
  const { request, recipient } = link;
  if (request.status === 'completed') return 'signed';
  if (request.status === 'declined') return 'declined';
  if (request.status === 'voided') return 'voided';
  if (recipient.status === 'signed') return 'awaiting-others';
  if (!recipient.expiresAt || recipient.expiresAt <= now) return 'expired';
  return null;
}

/** The signer can fetch the signed PDF through their link for SIGNED_COPY_DAYS after signing. */
export const canDownloadSignedCopy = (request: SignatureRequest, now: Date) =>
  request.status === 'completed' &&
  request.completedAt !== null &&
  request.signedPdf !== null &&
  addDays(request.completedAt, SIGNED_COPY_DAYS) > now;

/**
 * The signing page's data. Once the request is closed, the agreement's text is no longer handed
 * out: a voided request may have gone to the wrong person.
 */
export function toSigningViewDto(options: {
  request: SignatureRequest;
  recipient: SignatureRecipient;
  agreement: AgreementSnapshot;
  now: Date;
}): SigningViewDto {
  const { request, recipient, agreement, now } = options;
  const parties = {
    signer: { name: recipient.name, email: recipient.email },
    sender: { name: agreement.sender.name, organisation: agreement.organisationName },
  };
  const reasonCode = closedSigningReason({ request, recipient }, now);
  if (reasonCode) {
    return {
      ...parties,
      canSign: false,
      status: request.status,
      reasonCode,
      reason: CLOSED_SIGNING_MESSAGES[reasonCode],
      canDownload: canDownloadSignedCopy(request, now),
      document: { title: agreement.title },
    };
  }
  return {
    ...parties,
    canSign: true,
    status: request.status,
    expiresAt: recipient.expiresAt!.toISOString(),
    document: {
      title: agreement.title,
      content: agreement.content,
      purpose: agreement.purpose,
      duration: agreement.duration,
      effectiveDate: agreement.effectiveDate,
      expirationDate: agreement.expirationDate,
    },
  };
}
