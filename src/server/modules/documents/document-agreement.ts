import { renderNdaText } from '../../../domain/documents/nda-text.ts';
import type { AgreementSnapshot, AgreementText } from './agreement-snapshot.ts';
import type { Partner } from '../partners/public.ts';
import type { NdaDocument } from './documents.table.ts';

/**
 * The NDA as every surface shows it: the agreement it was sent for signature with, once there is
 * one (a signed NDA keeps the text it was signed with, whatever is renamed later), otherwise its
 * text rendered now from the document, its partner and the organisation's name.
 */
export function agreementOf(options: {
  document: Pick<
    NdaDocument,
    'title' | 'content' | 'purpose' | 'duration' | 'effectiveDate' | 'expirationDate'
  >;
  partner: Pick<Partner, 'companyName' | 'contactName' | 'email'> | null;
  organisationName: string;
  agreed: AgreementSnapshot | null;
}): AgreementText {
  const { document, partner, organisationName, agreed } = options;
  if (agreed) return agreed;
  return {
    title: document.title,
    content: renderNdaText({
      content: document.content,
      organisationName,
      partnerCompanyName: partner?.companyName,
      effectiveDate: document.effectiveDate,
      duration: document.duration,
      purpose: document.purpose,
    }),
    purpose: document.purpose,
    duration: document.duration,
    effectiveDate: document.effectiveDate,
    expirationDate: document.expirationDate,
    organisationName,
    partner: partner
      ? { companyName: partner.companyName, contactName: partner.contactName, email: partner.email }
      : null,
  };
}
