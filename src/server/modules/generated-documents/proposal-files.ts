import { buildProposal } from '../../../domain/content/proposal.ts';
import { renderDocumentHtml } from './document-html.ts';
import { renderDocumentPdf } from './document-pdf.ts';

export type ProposalFiles = {
  /** GET /api/generate/texas-childrens-proposal: the sanitized HTML body of the proposal page. */
  html(): string;
  /** GET /api/generate/texas-childrens-proposal.pdf: the same proposal as a PDF. */
  pdf(): Promise<Uint8Array>;
};

/**
 * The proposal is the same for every visitor, and these routes are public: each file is built
 * once per server, on first request, so repeated downloads cost no font embedding or layout.
 */
export function createProposalFiles(options: { contactEmail: string }): ProposalFiles {
  const proposal = buildProposal({ email: options.contactEmail });
  let html: string | undefined;
  let pdf: Promise<Uint8Array> | undefined;
  return {
    html: () => (html ??= renderDocumentHtml(proposal)),
    pdf: () =>
      (pdf ??= renderDocumentPdf(proposal).catch((error: unknown) => {
        // Forget a failure, so the next request tries again instead of failing for ever.
        pdf = undefined;
        throw error;
      })),
  };
}
