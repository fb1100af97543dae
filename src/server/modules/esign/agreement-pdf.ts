import { drawAgreementPages } from './agreement-pages.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { signatureAnchorFor } from './docusign/envelope-definition.ts';
import { createAgreementPdfDocument } from './pdf-document.ts';
import { drawSignatureBlock } from './signature-block.ts';

/**
 * The NDA as it goes out for signature, with an empty signature block per signer (each with its
 * DocuSign anchor, unless `signatureAnchors` is false: a copy that is only read), in signing
 * order.
 */
export async function buildAgreementPdf(options: {
  agreement: AgreementSnapshot;
  /** Whom each signer signs for, in signing order. */
  parties: string[];
  now: Date;
  signatureAnchors?: boolean;
}): Promise<Uint8Array> {
  const { agreement } = options;
  const { pdf, fonts } = await createAgreementPdfDocument(agreement, options.now);
  let { end } = drawAgreementPages({ pdf, fonts, agreement });
  for (const [index, party] of options.parties.entries()) {
    end = drawSignatureBlock({
      pdf,
      fonts,
      end,
      party,
      mark: null,
      anchor: options.signatureAnchors === false ? undefined : signatureAnchorFor(index),
    });
  }
  return pdf.save();
}
