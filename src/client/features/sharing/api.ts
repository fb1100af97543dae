import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateShareInput, HealthcareShareInput } from '../../../domain/sharing/schemas.ts';
import type { ShareLinkDto, MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { LinkVisitorDto } from '../../../domain/sharing/link-protection.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * Share links (admin spec §7). Keys start with the URL, so the collaboration panel, which reads
 * the same list under the same key, refreshes with this one.
 */

export const shareLinksUrl = (documentId: string) => `/api/documents/${documentId}/shares`;

export const shareLinksQuery = (documentId: string) =>
  queryOptions<ShareLinkDto[]>({ queryKey: [shareLinksUrl(documentId)] });

/**
 * A new or deactivated link changes the document's links, its activity feed (a shared/revoked
 * entry), its audit log and, for a mailed link, the outbox.
 */
function invalidateAfterSharing(queryClient: QueryClient, documentId: string) {
  const prefixes = [
    shareLinksUrl(documentId),
    `/api/documents/${documentId}/activity`,
    '/api/audit',
    '/api/outbox',
  ];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      documentId,
      input,
    }: {
      documentId: string;
      input: CreateShareInput;
    }): Promise<ShareLinkDto> => {
      const res = await apiRequest('POST', `/api/documents/${documentId}/share`, input);
      return (await res.json()) as ShareLinkDto;
    },
    onSettled: (_data, _error, { documentId }) => invalidateAfterSharing(queryClient, documentId),
  });
}

export function useDeactivateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: Pick<ShareLinkDto, 'id' | 'documentId'>): Promise<void> => {
      await apiRequest('DELETE', `/api/share-links/${link.id}`);
    },
    onSettled: (_data, _error, link) => invalidateAfterSharing(queryClient, link.documentId),
  });
}

export function useCreateHealthcareShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HealthcareShareInput): Promise<MailedShareLinkDto> => {
      const res = await apiRequest('POST', '/api/documents/share/healthcare', input);
      return (await res.json()) as MailedShareLinkDto;
    },
    onSettled: (_data, _error, input) => invalidateAfterSharing(queryClient, input.documentId),
  });
}

/** Who opened one link (ADR 049); read afresh each time the list opens. */
export const linkVisitorsQuery = (linkId: string) =>
  queryOptions<LinkVisitorDto[]>({
    queryKey: [`/api/share-links/${linkId}/visitors`],
    refetchOnMount: 'always',
  });
