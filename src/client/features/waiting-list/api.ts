import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import type { UpdateWaitingListEntryInput } from '../../../domain/waiting-list/schemas.ts';
import type { WaitingListEntryDto, WaitingListPageDto } from '../../../domain/waiting-list/dtos.ts';
import type {
  Campus,
  GradeLevel,
  ProgramInterest,
  WaitingListStatus,
} from '../../../domain/waiting-list/waiting-list.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';

/**
 * Staff reads and writes of the waiting list. Keys start with the URL, so the
 * default queryFn reads them and the public form's refresh of /api/waiting-list reaches them.
 */

export const WAITING_LIST_URL = '/api/waiting-list';
export const WAITING_LIST_PAGE_SIZE = 25;

export interface WaitingListFilters {
  campus?: Campus;
  status?: WaitingListStatus;
  gradeLevel?: GradeLevel;
  programInterest?: ProgramInterest;
  search?: string;
  /** 1-based. */
  page?: number;
}

function filterParams({ page: _page, ...filters }: WaitingListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

export function waitingListUrl(filters: WaitingListFilters): string {
  const params = filterParams(filters);
  params.set('page', String(filters.page ?? 1));
  params.set('pageSize', String(WAITING_LIST_PAGE_SIZE));
  return `${WAITING_LIST_URL}?${params.toString()}`;
}

export const entryUrl = (id: string) => `${WAITING_LIST_URL}/${encodeURIComponent(id)}`;

export const useWaitingListPage = (filters: WaitingListFilters) =>
  useQuery<WaitingListPageDto>({
    queryKey: [waitingListUrl(filters)],
    // Keep the old page on screen while the next filter loads, instead of a flash of nothing.
    placeholderData: (previous) => previous,
  });

export const useWaitingListEntry = (id: string) =>
  useQuery<WaitingListEntryDto>({ queryKey: [entryUrl(id)] });

export function useEntryHistory(id: string) {
  // Changes only: each opening of the entry is in the audit log too, as a view of the needs.
  const params = new URLSearchParams({ entity: 'waiting_list', entityId: id, changesOnly: 'true' });
  return useQuery<AuditEntryDto[]>({ queryKey: [`/api/audit?${params.toString()}`] });
}

/** Lists, counts, positions and the history all move when one entry changes. */
function invalidateWaitingList(queryClient: QueryClient, { except }: { except?: string } = {}) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      if (typeof url !== 'string' || url === except) return false;
      return url.startsWith(WAITING_LIST_URL) || url.startsWith('/api/audit');
    },
  });
}

export function useUpdateEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateWaitingListEntryInput): Promise<WaitingListEntryDto> => {
      const res = await apiRequest('PATCH', entryUrl(id), input);
      return (await res.json()) as WaitingListEntryDto;
    },
    onSuccess: () => invalidateWaitingList(queryClient),
  });
}

/** Deleting removes the entry entirely. */
export function useDeleteEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', entryUrl(id));
    },
    // The open entry is only marked stale: refetching it now would flash "not found".
    onSuccess: () =>
      Promise.all([
        invalidateWaitingList(queryClient, { except: entryUrl(id) }),
        queryClient.invalidateQueries({ queryKey: [entryUrl(id)], refetchType: 'none' }),
      ]),
  });
}

/** The filtered list as CSV; the student's needs only when the admin asks for them. */
export function exportWaitingList(filters: WaitingListFilters, includeStudentNeeds: boolean) {
  const params = filterParams(filters);
  params.set('includeStudentNeeds', String(includeStudentNeeds));
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile(
    `${WAITING_LIST_URL}/export.csv?${params.toString()}`,
    `waiting-list-${today}.csv`,
  );
}
