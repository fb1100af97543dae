import type { DocumentDto, DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { daysLeftInTerm } from '../../../domain/documents/rules.ts';
import type { Partner } from '../partners/public.ts';
import type { NdaDocument } from './documents.table.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The columns a list row needs: everything but the (possibly long) content and e-sign details. */
export type DocumentListRow = Pick<
  NdaDocument,
  | 'id'
  | 'title'
  | 'status'
  | 'purpose'
  | 'effectiveDate'
  | 'expirationDate'
  | 'duration'
  | 'sentAt'
  | 'createdAt'
  | 'updatedAt'
  | 'partnerId'
> & { partnerCompanyName: string | null };

export const toNdaListItemDto = (row: DocumentListRow): DocumentListItemDto => ({
  id: row.id,
  title: row.title,
  status: row.status,
  purpose: row.purpose,
  effectiveDate: row.effectiveDate,
  expirationDate: row.expirationDate,
  duration: row.duration,
  sentAt: iso(row.sentAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  partnerId: row.partnerId,
  partner:
    row.partnerCompanyName === null
      ? null
      : { id: row.partnerId, companyName: row.partnerCompanyName },
});

/**
 * One NDA with its partner, its text as every surface shows it (get-document.ts) and the days
 * left in its term.
 */
export function toNdaDocumentDto(options: {
  document: NdaDocument;
  partner: Partner | null;
  mergedContent: string;
  today: string;
}): DocumentDto {
  const { document, partner } = options;
  return {
    ...toNdaListItemDto({ ...document, partnerCompanyName: partner?.companyName ?? null }),
    templateId: document.templateId,
    content: document.content,
    mergedContent: options.mergedContent,
    signedAt: iso(document.signedAt),
    viewedAt: iso(document.viewedAt),
    daysLeftInTerm: document.expirationDate
      ? daysLeftInTerm(document.expirationDate, options.today)
      : null,
    docusignEnvelopeId: document.docusignEnvelopeId,
    docusignStatus: document.docusignStatus,
    docusignSentAt: iso(document.docusignSentAt),
    docusignCompletedAt: iso(document.docusignCompletedAt),
    signerEmail: document.signerEmail,
    signerName: document.signerName,
    partner: partner
      ? {
          id: partner.id,
          companyName: partner.companyName,
          contactName: partner.contactName,
          email: partner.email,
        }
      : null,
  };
}
