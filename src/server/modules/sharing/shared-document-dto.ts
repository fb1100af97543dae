import type { SharedDocumentDto } from '../../../domain/sharing-schemas.ts';
import { isEditableStatus } from '../../../domain/sharing-schemas.ts';
import { mergePlaceholders } from '../../../domain/templates.ts';
import type { NdaDocument } from '../documents/documents.table.ts';
import type { ShareLink } from './sharing.table.ts';

/** What the spec's shared view shows when [PARTNER] has no company to name. */
export const PARTNER_FALLBACK_NAME = 'Partner Company';

/**
 * The shared view's answer. Only [COMPANY] and [PARTNER] are filled in, as the spec's shared view
 * does; the content stays plain text for the client to render as text.
 */
export function toSharedDocumentDto(options: {
  document: NdaDocument;
  partnerCompanyName: string | null;
  organisationName: string;
  link: ShareLink;
}): SharedDocumentDto {
  const { document, link } = options;
  const canEdit = link.accessLevel === 'edit' && isEditableStatus(document.status);
  return {
    document: {
      id: document.id,
      title: document.title,
      content: mergePlaceholders(document.content, {
        company: options.organisationName,
        partner: options.partnerCompanyName ?? PARTNER_FALLBACK_NAME,
      }),
      purpose: document.purpose,
      duration: document.duration,
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
    },
  };
}
