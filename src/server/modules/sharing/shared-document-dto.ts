import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { isEditableStatus } from '../../../domain/sharing/schemas.ts';
import { agreementOf } from '../documents/document-agreement.ts';
import type { NdaDocument } from '../documents/public.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import type { CountedShareLink } from './share-link-dto.ts';

/**
 * The shared view's answer, at every access level. The text is the one every surface shows
 * (documents/document-agreement.ts): every placeholder filled in, or the agreement as it was sent
 * for signature once it has been. It stays plain text for the client to render as text.
 */
export function toSharedDocumentDto(options: {
  document: NdaDocument;
  partnerCompanyName: string | null;
  organisationName: string;
  /** The agreement the current signature request was sent with (esign/agreed-snapshot.ts). */
  agreed: AgreementSnapshot | null;
  link: CountedShareLink;
  /** The address the visitor proved on a protected link, if any. */
  visitorEmail: string | null;
  /** A pass made by this very view, for the page to keep; null when it brought one. */
  visitorPass: string | null;
}): SharedDocumentDto {
  const { document, link } = options;
  const agreement = agreementOf({
    document,
    partner: options.partnerCompanyName
      ? { companyName: options.partnerCompanyName, contactName: null, email: null }
      : null,
    organisationName: options.organisationName,
    agreed: options.agreed,
  });
  const canEdit = link.accessLevel === 'edit' && isEditableStatus(document.status);
  return {
    document: {
      id: document.id,
      title: document.title,
      content: agreement.content,
      purpose: agreement.purpose,
      duration: agreement.duration,
      createdAt: document.createdAt.toISOString(),
      status: document.status,
      canEdit,
      editableContent: canEdit ? document.content : null,
    },
    partner: options.partnerCompanyName ? { companyName: options.partnerCompanyName } : null,
    shareLink: {
      accessLevel: link.accessLevel,
      viewCount: link.viewCount,
      expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
      name: link.name,
      allowDownload: link.allowDownload,
    },
    visitor: { email: options.visitorEmail },
    visitorPass: options.visitorPass,
  };
}
