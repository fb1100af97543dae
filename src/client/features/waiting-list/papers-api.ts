import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperRequestDto, StaffPaperDto } from '../../../domain/family-papers/dtos.ts';
import type { AskForPaperInput } from '../../../domain/family-papers/schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { entryUrl } from './api.ts';

/** The papers a family sent, on the staff entry page. */
export const entryPapersUrl = (entryId: string) => `${entryUrl(entryId)}/papers`;
const paperUrl = (entryId: string, paperId: string) =>
  `${entryPapersUrl(entryId)}/${encodeURIComponent(paperId)}`;

export const useEntryPapers = (entryId: string) =>
  useQuery<StaffPaperDto[]>({ queryKey: [entryPapersUrl(entryId)] });

/** A download through apiRequest (the Bearer header); the server audits each one. */
export const openPaper = (entryId: string, paper: StaffPaperDto) =>
  downloadFile(paperUrl(entryId, paper.id), paper.filename);

/** Papers and the history (a review is in it) move together. */
const invalidatePapers = (queryClient: ReturnType<typeof useQueryClient>, entryId: string) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return (
        typeof url === 'string' && (url === entryPapersUrl(entryId) || url.startsWith('/api/audit'))
      );
    },
  });

export function useReviewPaper(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paperId: string): Promise<StaffPaperDto> => {
      const res = await apiRequest('POST', `${paperUrl(entryId, paperId)}/review`);
      return (await res.json()) as StaffPaperDto;
    },
    onSuccess: () => invalidatePapers(queryClient, entryId),
  });
}

export function useAskForPaper(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AskForPaperInput): Promise<PaperRequestDto> => {
      const res = await apiRequest('POST', `${entryUrl(entryId)}/paper-requests`, input);
      return (await res.json()) as PaperRequestDto;
    },
    onSuccess: () => invalidatePapers(queryClient, entryId),
  });
}
