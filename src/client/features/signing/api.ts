import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclineSigningInput, SignDocumentInput } from '../../../domain/esign/schemas.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import type { RecordAssentInput } from '../../../domain/esign/enrollment-agreement.ts';
import type {
  IdentityCodeInput,
  IdentityCodeSentDto,
} from '../../../domain/esign/signer-identity.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * The public signing API (server: modules/esign/sign.routes.ts). The token in the path is the
 * signer's only key. The query key is the URL, so the default queryFn reads it (no retry, never
 * stale): the first read marks the request delivered, so it runs once per visit.
 */

const signingUrl = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

/** A plain link works for the signed PDF: the route is public and answers with the file. */
export const signedCopyUrl = (token: string) => `${signingUrl(token)}/download`;

/** The sealed copy of one of the envelope's partner PDFs, once everyone has signed (ADR 050). */
export const signedDocumentUrl = (token: string, documentId: string) =>
  `${signingUrl(token)}/documents/${encodeURIComponent(documentId)}/signed`;

/** The original of one of the envelope's PDFs (ADR 050), which the page draws with pdf.js. */
export const signingDocumentUrl = (token: string, documentId: string) =>
  `${signingUrl(token)}/documents/${encodeURIComponent(documentId)}`;

export const signingViewQuery = (token: string) =>
  queryOptions<SigningViewDto>({ queryKey: [signingUrl(token)] });

export const useSigningView = (token: string) => useQuery(signingViewQuery(token));

function useSigningStep<Input>(token: string, path: string) {
  return useMutation({
    mutationFn: async (input: Input): Promise<SigningViewDto> => {
      const res = await apiRequest('POST', `${signingUrl(token)}${path}`, input);
      return (await res.json()) as SigningViewDto;
    },
  });
}

/** Signing and declining answer the link's new, closed view. */
export const useSignDocument = (token: string) => useSigningStep<SignDocumentInput>(token, '');

export const useDeclineSigning = (token: string) =>
  useSigningStep<DeclineSigningInput>(token, '/decline');

/**
 * Puts that closed view in the cache, so coming back to the page (the cache outlives it) never
 * offers the form again for a link already used. The page calls it together with showing its
 * result, so the closed view never flashes up in between.
 */
export function useReplaceSigningView(token: string) {
  const queryClient = useQueryClient();
  return (view: SigningViewDto) => queryClient.setQueryData(signingViewQuery(token).queryKey, view);
}

/** On an envelope that asks: mails a code to the signer's own address (ADR 049). */
export const useMailIdentityCode = (token: string) =>
  useMutation({
    mutationFn: async (): Promise<IdentityCodeSentDto> => {
      const res = await apiRequest('POST', `${signingUrl(token)}/identity-code`);
      return (await res.json()) as IdentityCodeSentDto;
    },
  });

/** The code typed: answers the link's view, with the signer's identity confirmed. */
export const useConfirmIdentity = (token: string) =>
  useSigningStep<IdentityCodeInput>(token, '/identity-code/check');

/** The learner's assent on a family's enrollment agreement: answers the link's view with it. */
export const useRecordAssent = (token: string) =>
  useSigningStep<RecordAssentInput>(token, '/assent');
