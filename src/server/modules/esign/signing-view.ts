import {
  CLOSED_SIGNING_MESSAGES,
  SIGNED_COPY_DAYS,
  isOpenEsignStatus,
  type ClosedSigningReason,
} from '../../../domain/esign/esign.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningDocumentDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
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

/**
 * Whether this signer may sign as far as their identity goes: always on an envelope that asks
 * nothing more than the link, else once they confirmed the code mailed to them (ADR 049).
 */
export const isIdentityConfirmed = (link: {
  request: Pick<SignatureRequest, 'identityCheck'>;
  recipient: Pick<SignatureRecipient, 'identityVerifiedAt'>;
}) => link.request.identityCheck === 'none' || link.recipient.identityVerifiedAt !== null;

/** The signer can fetch the signed PDF through their link for SIGNED_COPY_DAYS after signing. */
export const canDownloadSignedCopy = (request: SignatureRequest, now: Date) =>
  request.status === 'completed' &&
  request.completedAt !== null &&
  request.signedPdf !== null &&
  addDays(request.completedAt, SIGNED_COPY_DAYS) > now;

/** The learner's assent as recorded: the name they wrote, the words they saw, and when. */
export type LearnerAssent = { learnerName: string; words: string; language: Locale; at: Date };

/**
 * The learner may assent while the envelope is open and this guardian's link still works, signed
 * or not: the learner sits beside whichever guardian opens the page (ADR 048).
 */
export const canRecordAssent = (
  link: { request: SignatureRequest; recipient: SignatureRecipient },
  now: Date,
) => {
  if (!isOpenEsignStatus(link.request.status)) return false;
  const closed = closedSigningReason(link, now);
  return closed === null || closed === 'awaiting-others';
};

/**
 * The signing page's data. Once the request is closed, the agreement's text is no longer handed
 * out: a voided request may have gone to the wrong person.
 */
export function toSigningViewDto(options: {
  request: SignatureRequest;
  recipient: SignatureRecipient;
  agreement: AgreementSnapshot;
  /** The learner's assent on a family's agreement, once recorded. */
  assent?: LearnerAssent | null;
  /**
   * The envelope's PDFs as this person sees them (toSigningDocuments): to fill while they can
   * act, to download once the envelope completed.
   */
  documents: SigningDocumentDto[];
  now: Date;
}): SigningViewDto {
  const { request, recipient, agreement, now } = options;
  const assent = options.assent ?? null;
  const parties = {
    signer: { name: recipient.name, email: recipient.email },
    sender: { name: agreement.sender.name, organisation: agreement.organisationName },
    language: recipient.language,
    family: agreement.family
      ? {
          learnerName: agreement.family.learnerName,
          canAssent:
            !assent &&
            canRecordAssent({ request, recipient }, now) &&
            isIdentityConfirmed({ request, recipient }),
          assent: assent ? { learnerName: assent.learnerName, at: assent.at.toISOString() } : null,
        }
      : null,
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
      signedDocuments: canDownloadSignedCopy(request, now)
        ? options.documents.map(({ id, title }) => ({ id, title }))
        : [],
    };
  }
  return {
    ...parties,
    canSign: true,
    status: request.status,
    expiresAt: recipient.expiresAt!.toISOString(),
    identity: {
      required: request.identityCheck !== 'none',
      verified: recipient.identityVerifiedAt !== null,
      method: recipient.identityMethod,
    },
    role: recipient.role === 'approver' ? 'approver' : 'signer',
    documents: options.documents,
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
