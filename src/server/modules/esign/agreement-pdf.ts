import { drawAgreementPages } from './agreement-pages.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import { createAgreementPdfDocument, signingPartyOf } from './pdf-document.ts';
import { drawSignatureBlock } from './signature-block.ts';

/** The NDA as it goes out for signature, with an empty signature block (and DocuSign's anchor). */
export async function buildAgreementPdf(options: {
  agreement: AgreementSnapshot;
  signerName: string;
  now: Date;
}): Promise<Uint8Array> {
  const { agreement } = options;
  const { pdf, fonts } = await createAgreementPdfDocument(agreement, options.now);
  const { end } = drawAgreementPages({ pdf, fonts, agreement });
  const party = signingPartyOf(agreement, options.signerName);
  drawSignatureBlock({ pdf, fonts, end, party, mark: null });
  return pdf.save();
}
