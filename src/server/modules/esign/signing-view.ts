import {
  CLOSED_SIGNING_MESSAGES,
  SIGNED_COPY_DAYS,
  type ClosedSigningReason,
} from '../../../domain/esign.ts';
import type { SigningViewDto } from '../../../domain/esign-schemas.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import { addDays } from './esign-dates.ts';
import type { SignatureRequest } from './esign.table.ts';

/** Why this request can no longer be signed, or null while it can. */
export function closedSigningReason(
  request: SignatureRequest,
  now: Date,
): ClosedSigningReason | null {
  if (request.status === 'completed') return 'signed';
  if (request.status === 'declined') return 'declined';
  if (request.status === 'voided') return 'voided';
  if (!request.expiresAt || request.expiresAt <= now) return 'expired';
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
  agreement: AgreementSnapshot;
  now: Date;
}): SigningViewDto {
  const { request, agreement, now } = options;
  const parties = {
    signer: { name: request.signerName, email: request.signerEmail },
    sender: { name: agreement.sender.name, organisation: agreement.organisationName },
  };
  const reasonCode = closedSigningReason(request, now);
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
    expiresAt: request.expiresAt!.toISOString(),
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
