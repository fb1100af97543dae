import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type {
  CountersignerDto,
  EnvelopeStatusDto,
  EsignConfigDto,
} from '../../../domain/esign/dtos.ts';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import type { SendForSignatureInput } from '../../../domain/esign/schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';

/**
 * The e-signature panel's calls (admin spec §7). The document is read under the same key as the
 * documents feature uses, so both share one cache entry and refresh together.
 */

const ESIGN_URL = '/api/docusign';
const documentUrl = (documentId: string) => `/api/documents/${documentId}`;

export const documentQuery = (documentId: string) =>
  queryOptions<DocumentDto>({ queryKey: [documentUrl(documentId)] });

export const esignConfigQuery = () =>
  queryOptions<EsignConfigDto>({ queryKey: [`${ESIGN_URL}/config`] });

/** The staff who can countersign, for the send dialog. */
export const countersignersQuery = () =>
  queryOptions<CountersignerDto[]>({ queryKey: [`${ESIGN_URL}/countersigners`] });

/** The partner's own PDFs with placed fields, to send in the envelope after the NDA (ADR 050). */
export const pdfTemplatesQuery = () =>
  queryOptions<PdfTemplateSummaryDto[]>({ queryKey: ['/api/pdf-templates'] });

/**
 * The envelope with its reasons and step times, which the document does not carry. Keyed by the
 * document's envelope and status too, so a cached answer is used only while it still describes
 * the document's current request. Reading it asks the provider while the request is open
 * (DocuSign counts every poll), so the panel reads it on its own only once the request has
 * ended; "Check status" reads it on demand.
 */
export const envelopeQuery = (
  documentId: string,
  envelopeId: string | null,
  status: string | null,
) =>
  queryOptions<EnvelopeStatusDto>({
    queryKey: [`${ESIGN_URL}/status/${documentId}`, envelopeId, status],
  });

/**
 * After a send, check or void: the document and every list and feed that shows it (all under
 * /api/documents), the dashboard stats, the audit log and the outbox (sending mails the signer).
 */
function refreshAfterChange(
  queryClient: QueryClient,
  documentId: string,
  envelope: EnvelopeStatusDto,
) {
  const { envelopeId, status } = envelope;
  queryClient.setQueryData(envelopeQuery(documentId, envelopeId, status).queryKey, envelope);
  const prefixes = ['/api/documents', '/api/dashboard/stats', '/api/audit', '/api/outbox'];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
  });
}

/** One mutation per call; each answers the envelope as it now stands. */
function useEnvelopeMutation<Variables>(
  documentId: string,
  call: (variables: Variables) => Promise<Response>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) =>
      (await (await call(variables)).json()) as EnvelopeStatusDto,
    // Not awaited: the caller's own onSuccess must run (and close its dialog) while the Send or
    // Void button that opened it still exists. The refreshed document then replaces that button,
    // which would unmount the dialog and drop the caller's callbacks if it came first.
    onSuccess: (envelope) => {
      void refreshAfterChange(queryClient, documentId, envelope);
    },
  });
}

export const useSendForSignature = (documentId: string) =>
  useEnvelopeMutation(documentId, (input: SendForSignatureInput) =>
    apiRequest('POST', `${ESIGN_URL}/send/${documentId}`, input),
  );

export const useCheckEnvelopeStatus = (documentId: string) =>
  useEnvelopeMutation(documentId, () => apiRequest('GET', `${ESIGN_URL}/status/${documentId}`));

export const useVoidEnvelope = (documentId: string) =>
  useEnvelopeMutation(documentId, (reason: string) =>
    apiRequest('POST', `${ESIGN_URL}/void/${documentId}`, { reason }),
  );

/** The signed PDF under the server's file name (only offered once completed). */
export const downloadSignedCopy = (documentId: string, fallbackFilename: string) =>
  downloadFile(`${ESIGN_URL}/download/${documentId}`, fallbackFilename);

/**
 * One of the envelope's own PDFs (ADR 050), under the same NDA id as the signed copy: sealed
 * with the fields drawn in (once completed), or the original as it was sent.
 */
export const downloadEnvelopePdf = (options: {
  documentId: string;
  pdfId: string;
  version: 'signed' | 'original';
  fallbackFilename: string;
}) => {
  const url = `${ESIGN_URL}/download/${options.documentId}/documents/${options.pdfId}`;
  return downloadFile(
    options.version === 'original' ? `${url}/original` : url,
    options.fallbackFilename,
  );
};
