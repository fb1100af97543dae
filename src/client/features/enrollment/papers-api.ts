import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FamilyPaperDto, FamilyPapersDto } from '../../../domain/family-papers/dtos.ts';
import type { PaperKind } from '../../../domain/family-papers/papers.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { statusUrl, taskListUrl } from './api.ts';

/** The family's papers, behind the same private link as the status page. */
export const papersUrl = (token: string) => `${statusUrl(token)}/papers`;

export const useFamilyPapers = (token: string) =>
  useQuery<FamilyPapersDto>({ queryKey: [papersUrl(token)] });

/** What a paper sent or removed changes: the list, and the papers task after an accepted seat. */
const refreshAfterPapers = (queryClient: QueryClient, token: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [papersUrl(token)] }),
    queryClient.invalidateQueries({ queryKey: [taskListUrl(token)] }),
  ]);

export function useUploadPaper(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: PaperKind; file: File }): Promise<FamilyPaperDto> => {
      const form = new FormData();
      // The kind first: the server reads the form in order, and it is small.
      form.append('kind', input.kind);
      form.append('file', input.file, input.file.name);
      const res = await apiRequest('POST', papersUrl(token), form);
      return (await res.json()) as FamilyPaperDto;
    },
    onSuccess: () => refreshAfterPapers(queryClient, token),
  });
}

export function useRemovePaper(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paperId: string): Promise<void> => {
      await apiRequest('DELETE', `${papersUrl(token)}/${encodeURIComponent(paperId)}`);
    },
    onSuccess: () => refreshAfterPapers(queryClient, token),
  });
}
