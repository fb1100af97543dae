import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PartnerDetailDto, PartnerDto } from '../../../domain/partners/dtos.ts';
import type { PartnerInput, UpdatePartnerInput } from '../../../domain/partners/partners.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** Reads use the default query function: a GET on the first element of the key (admin spec §7). */
export const partnersQuery = () => queryOptions<PartnerDto[]>({ queryKey: ['/api/partners'] });

/** Archived partners are kept out of the list above (and so out of every picker). */
export const archivedPartnersQuery = () =>
  queryOptions<PartnerDto[]>({ queryKey: ['/api/partners?status=archived'] });

export const partnerQuery = (id: string) =>
  queryOptions<PartnerDetailDto>({ queryKey: [`/api/partners/${id}`] });

/** Document lists and the stats show partner names, so a renamed partner refreshes them too. */
function invalidateDocumentViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      (queryKey[0].startsWith('/api/documents') || queryKey[0].startsWith('/api/dashboard')),
  });
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartnerInput): Promise<PartnerDto> => {
      const res = await apiRequest('POST', '/api/partners', input);
      return (await res.json()) as PartnerDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersQuery().queryKey }),
  });
}

export function useUpdatePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePartnerInput): Promise<PartnerDto> => {
      const res = await apiRequest('PATCH', `/api/partners/${id}`, input);
      return (await res.json()) as PartnerDto;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: partnerQuery(id).queryKey }),
        invalidateDocumentViews(queryClient),
      ]),
  });
}

/** The server refuses (409) while the partner still has documents, so nothing else changes. */
export function useDeletePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', `/api/partners/${id}`);
    },
    // The open detail page is not refetched now (it would flash "not found" before the page
    // leaves), only marked stale so that coming back to it asks the server again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnersQuery().queryKey }),
        queryClient.invalidateQueries({
          queryKey: partnerQuery(id).queryKey,
          refetchType: 'none',
        }),
      ]),
  });
}

/**
 * Archive or restore. Both lists, the page and the document pickers (which read the
 * active list under the same URL) change.
 */
export function useSetPartnerArchived(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isArchived: boolean): Promise<PartnerDto> => {
      const res = await apiRequest(
        'POST',
        `/api/partners/${id}/${isArchived ? 'archive' : 'restore'}`,
      );
      return (await res.json()) as PartnerDto;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/partners'),
      }),
  });
}
