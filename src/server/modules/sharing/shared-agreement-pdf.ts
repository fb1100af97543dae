import type { AgreementText } from '../documents/agreement-snapshot.ts';
import { buildAgreementPdf } from '../esign/agreement-pdf.ts';

/**
 * A shared NDA as a PDF: the pages that go out for signature (esign/agreement-pages.ts), drawn
 * from the text the Word download shows, with the same two signature blocks and no DocuSign
 * anchors, since this copy is only read.
 */
export function buildSharedAgreementPdf(options: {
  documentId: string;
  agreement: AgreementText;
  now: Date;
}): Promise<Uint8Array> {
  const { agreement } = options;
  return buildAgreementPdf({
    agreement: {
      ...agreement,
      kind: 'nda',
      documentId: options.documentId,
      entryId: null,
      roomMemberId: null,
      language: 'en',
      family: null,
      sender: { id: null, name: agreement.organisationName, email: null },
    },
    parties: [agreement.organisationName, agreement.partner?.companyName ?? 'the partner'],
    now: options.now,
    signatureAnchors: false,
  });
}
